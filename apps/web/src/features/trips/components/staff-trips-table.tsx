// The trips staff keep (back office): each with its departures and the languages its texts
// still lack ("Bengali missing"), found by title; a row opens the trip's editor.
import { formatCount } from "@app/shared/format";
import { type StaffTrip, StaffTripListQuerySchema } from "@app/shared/trips";
import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Button, Stack, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { type Column, DataTable } from "@/components/data-table";
import { type ListField, ListToolbar } from "@/components/list-toolbar";
import { MissingLanguages } from "@/components/missing-languages";
import { useLanguage } from "@/lib/i18n";
import { type ListFilterName, useListParams } from "@/lib/use-list-params";
import { useStaffTrips } from "../api/trips";

export function StaffTripsTable({ header }: { header: (newTrip: ReactNode) => ReactNode }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const list = useListParams(StaffTripListQuerySchema);
  const fields: ListField<ListFilterName<typeof StaffTripListQuerySchema>>[] = [
    { kind: "text", name: "q", label: t`Search trips`, placeholder: t`Part of a title` },
  ];
  const columns: Column<StaffTrip>[] = [
    {
      header: t`Trip`,
      cell: (trip) => (
        <Stack gap={0}>
          <Anchor component={Link} to={`/staff/trips/${trip._id}`} fw={600}>
            {trip.title.en || trip.title.bn}
          </Anchor>
          {trip.title.bn && trip.title.en && (
            <Text size="sm" lang="bn">
              {trip.title.bn}
            </Text>
          )}
        </Stack>
      ),
      sort: "title",
      wrap: true,
    },
    { header: t`Departures`, cell: (trip) => formatCount(trip.departures, locale), align: "right" },
    {
      header: t`Languages`,
      cell: (trip) => <MissingLanguages missing={trip.missing} showComplete />,
    },
    {
      header: t`Actions`,
      cell: (trip) => (
        <Button
          component={Link}
          to={`/staff/trips/${trip._id}`}
          size="xs"
          variant="default"
          aria-label={t`Edit ${trip.title.en || trip.title.bn}`}
        >
          <Trans>Edit</Trans>
        </Button>
      ),
    },
  ];
  return (
    <>
      {header(
        <Button
          component={Link}
          to="/staff/trips/new"
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          <Trans>New trip</Trans>
        </Button>,
      )}
      <DataTable
        query={useStaffTrips(list.query)}
        list={list}
        toolbar={<ListToolbar label={t`trips`} list={list} fields={fields} />}
        columns={columns}
        rowKey={(trip) => trip._id}
        rowProps={(trip) => ({ "data-trip": trip._id })}
        label={t`Trips`}
        minWidth={560}
        loadingLabel={t`Loading the trips`}
        empty={t`No trips yet`}
        noMatch={t`No trips match`}
      />
    </>
  );
}
