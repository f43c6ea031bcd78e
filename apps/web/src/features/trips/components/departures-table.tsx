// A trip's departures (back office): date, seats taken of seats, prices and status; added and
// changed in a dialog, deleted while nobody reserved seats, and each opening its passenger list.
import { formatCalendarDate, formatCount, formatRupeesFromPaise } from "@app/shared/format";
import { formatPaise, rupeesToPaiseSchema } from "@app/shared/money";
import {
  DEPARTURE_STATUSES,
  type Departure,
  type DepartureInput,
  DepartureListQuerySchema,
  type DepartureStatus,
  MAX_DEPARTURE_SEATS,
} from "@app/shared/trips";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  Badge,
  Button,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconPlus } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { type Column, DataTable } from "@/components/data-table";
import { DeleteButton } from "@/components/delete-button";
import { FormError } from "@/components/form-error";
import { showFieldErrors } from "@/lib/form-errors";
import { useLanguage } from "@/lib/i18n";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useListParams } from "@/lib/use-list-params";
import { useDeleteDeparture, useDepartures, useSaveDeparture } from "../api/trips";

/** Only whether a price reads as rupees is asked of the schema; the form says its own refusal. */
const PRICE_LABEL = { id: "trips.departure.price", message: "Price" };

export function useDepartureStatusName() {
  const { t } = useLingui();
  return (status: DepartureStatus): string =>
    status === "open" ? t`Open` : status === "closed" ? t`Closed` : t`Cancelled`;
}

export function DeparturesTable({ tripId }: { tripId: string }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const statusName = useDepartureStatusName();
  const list = useListParams(DepartureListQuerySchema);
  const remove = useDeleteDeparture();
  const [editing, setEditing] = useState<Departure | null>(null);
  const [opened, setOpened] = useState(false);
  const open = (departure: Departure | null) => {
    setEditing(departure);
    setOpened(true);
  };
  const columns: Column<Departure>[] = [
    { header: t`Date`, cell: (d) => formatCalendarDate(d.date, locale), sort: "date" },
    {
      header: t`Seats taken`,
      cell: (d) => `${formatCount(d.seatsTaken, locale)} / ${formatCount(d.seats, locale)}`,
      align: "right",
    },
    {
      header: t`Price per adult`,
      cell: (d) => formatRupeesFromPaise(d.adultPricePaise, locale),
      align: "right",
    },
    {
      header: t`Price per child`,
      cell: (d) => formatRupeesFromPaise(d.childPricePaise, locale),
      align: "right",
    },
    {
      header: t`Status`,
      cell: (d) => (
        <Badge variant="light" color={d.status === "open" ? "green.9" : "gray.8"} tt="none">
          {statusName(d.status)}
        </Badge>
      ),
    },
    {
      header: t`Actions`,
      cell: (d) => {
        const date = formatCalendarDate(d.date, locale);
        return (
          <Group gap="xs" wrap="nowrap">
            <Button
              component={Link}
              to={`/staff/departures/${d._id}`}
              size="xs"
              variant="default"
              aria-label={t`Passengers of ${date}`}
            >
              <Trans>Passengers</Trans>
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => open(d)}
              aria-label={t`Change the departure of ${date}`}
            >
              <Trans>Change</Trans>
            </Button>
            <DeleteButton
              variant="light"
              label={t`Delete the departure of ${date}`}
              title={t`Delete the departure of ${date}?`}
              consequence={
                <Text size="sm">
                  <Trans>
                    A departure with reserved seats cannot be deleted; close or cancel it instead.
                  </Trans>
                </Text>
              }
              onConfirm={() =>
                remove.mutate(d._id, {
                  onSuccess: () => notifySuccess(t`The departure of ${date} was deleted`),
                  onError: notifyError,
                })
              }
            />
          </Group>
        );
      },
    },
  ];
  return (
    <Stack component="section" aria-labelledby="departures-heading" gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h3" id="departures-heading">
          <Trans>Departures</Trans>
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => open(null)}>
          <Trans>New departure</Trans>
        </Button>
      </Group>
      <DataTable
        query={useDepartures(tripId, list.query)}
        list={list}
        columns={columns}
        rowKey={(d) => d._id}
        rowProps={(d) => ({ "data-departure": d.date })}
        label={t`Departures`}
        minWidth={720}
        loadingLabel={t`Loading the departures`}
        empty={t`No departures yet`}
        emptyHint={t`Add the days the trip leaves on, with their seats and prices.`}
        defaultSort="date"
      />
      <DepartureForm
        tripId={tripId}
        opened={opened}
        onClose={() => setOpened(false)}
        editing={editing}
      />
    </Stack>
  );
}

type Values = {
  date: string;
  seats: number | string;
  adultPrice: string;
  childPrice: string;
  status: DepartureStatus;
};

const EMPTY: Values = { date: "", seats: 40, adultPrice: "", childPrice: "", status: "open" };

function DepartureForm({
  tripId,
  opened,
  onClose,
  editing,
}: {
  tripId: string;
  opened: boolean;
  onClose: () => void;
  editing: Departure | null;
}) {
  const { t } = useLingui();
  const statusName = useDepartureStatusName();
  const save = useSaveDeparture();
  const form = useForm<Values>({ mode: "controlled", initialValues: EMPTY });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens
  useEffect(() => {
    if (!opened) return;
    form.setValues(
      editing
        ? {
            date: editing.date,
            seats: editing.seats,
            adultPrice: formatPaise(editing.adultPricePaise),
            childPrice: formatPaise(editing.childPricePaise),
            status: editing.status,
          }
        : EMPTY,
    );
    form.clearErrors();
    save.reset();
  }, [opened, editing]);

  const submit = form.onSubmit((values) => {
    const adult = rupeesToPaiseSchema(PRICE_LABEL).safeParse(values.adultPrice);
    const child = rupeesToPaiseSchema(PRICE_LABEL).safeParse(values.childPrice);
    if (!adult.success || !child.success) {
      if (!adult.success)
        form.setFieldError("adultPrice", t`Write an amount in rupees, e.g. 1200 or 1200.50`);
      if (!child.success)
        form.setFieldError("childPrice", t`Write an amount in rupees, e.g. 600 or 600.50`);
      return;
    }
    const input: DepartureInput = {
      date: values.date,
      seats: values.seats,
      adultPricePaise: adult.data,
      childPricePaise: child.data,
      status: values.status,
    };
    save.mutate(
      { tripId, id: editing?._id, input },
      {
        onSuccess: () => {
          notifySuccess(t`The departure was saved`);
          onClose();
        },
        onError: showFieldErrors(form, {
          renamed: { adultPricePaise: "adultPrice", childPricePaise: "childPrice" },
        }),
      },
    );
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? t`Change the departure` : t`New departure`}
      closeButtonProps={{ "aria-label": t`Close` }}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput type="date" label={t`Date`} data-autofocus {...form.getInputProps("date")} />
          <NumberInput
            label={t`Seats`}
            min={1}
            max={MAX_DEPARTURE_SEATS}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps("seats")}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label={t`Price per adult (₹)`}
              inputMode="decimal"
              {...form.getInputProps("adultPrice")}
            />
            <TextInput
              label={t`Price per child (₹)`}
              inputMode="decimal"
              {...form.getInputProps("childPrice")}
            />
          </SimpleGrid>
          <NativeSelect
            label={t`Status`}
            data={DEPARTURE_STATUSES.map((status) => ({
              value: status,
              label: statusName(status),
            }))}
            {...form.getInputProps("status")}
          />
          <FormError error={save.error} form={form} title={t`The departure was not saved`} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={save.isPending}>
              <Trans>Save</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
