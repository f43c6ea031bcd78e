import { formatCoordinate } from "@app/shared/format";
import { type AdminMapUser, MapUserListQuerySchema } from "@app/shared/locations";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group } from "@mantine/core";
import { Link } from "react-router";
import { type Column, DataTable, serialColumn } from "@/components/data-table";
import { DeleteButton } from "@/components/delete-button";
import { EmailText } from "@/components/email-text";
import { type ListField, ListToolbar } from "@/components/list-toolbar";
import { useLanguage } from "@/lib/i18n";
import { notifyError, notifySuccess } from "@/lib/notify";
import { type ListFilterName, useListParams } from "@/lib/use-list-params";
import { useDeleteMapUser } from "../api/delete-map-user";
import { useMapUsers } from "../api/get-map-users";

export const trackingPath = (record: Pick<AdminMapUser, "_id" | "name">) =>
  `/usertracking?${new URLSearchParams({ id: record._id, name: record.name })}`;

function MapUserActions({ record }: { record: AdminMapUser }) {
  const { t } = useLingui();
  const { name } = record;
  const deleteMapUser = useDeleteMapUser();
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        variant="light"
        component={Link}
        to={trackingPath(record)}
        aria-label={t`View ${name} on the map`}
      >
        <Trans>View</Trans>
      </Button>
      <DeleteButton
        label={t`Delete the location of ${name}`}
        title={t`Delete the location of ${name}?`}
        consequence={t`The shared location and its trail are deleted for good.`}
        variant="light"
        pending={deleteMapUser.isPending}
        onConfirm={() =>
          deleteMapUser.mutate(record._id, {
            onSuccess: () => notifySuccess(t`The location of ${name} was deleted`),
            onError: notifyError,
          })
        }
      />
    </Group>
  );
}

export function MapUsersTable() {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const columns: Column<AdminMapUser>[] = [
    serialColumn(t`Sl`, locale),
    { header: t`Name`, cell: (record) => record.name, sort: "name" },
    { header: t`Email`, cell: (record) => <EmailText email={record.email} /> },
    { header: t`Lat`, cell: (record) => formatCoordinate(record.lat, locale) },
    { header: t`Long`, cell: (record) => formatCoordinate(record.long, locale) },
    { header: t`Actions`, cell: (record) => <MapUserActions record={record} /> },
  ];
  const fields: ListField<ListFilterName<typeof MapUserListQuerySchema>>[] = [
    { kind: "text", name: "q", label: t`Search map users`, placeholder: t`Name or email` },
  ];
  const list = useListParams(MapUserListQuerySchema);
  return (
    <DataTable
      query={useMapUsers(list.query)}
      list={list}
      toolbar={<ListToolbar label={t`map users`} list={list} fields={fields} />}
      columns={columns}
      rowKey={(record) => record._id}
      label={t`Map users`}
      minWidth={640}
      loadingLabel={t`Loading map users`}
      empty={t`Nobody is sharing a location`}
      emptyHint={t`A signed-in user who shares their location from the site shows here, to view on the map.`}
      noMatch={t`Nobody matches this search`}
    />
  );
}
