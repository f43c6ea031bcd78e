import { type AdminMapUser, MapUserListQuerySchema } from "@app/shared/locations";
import { Button, Group } from "@mantine/core";
import { Link } from "react-router";
import { type Column, DataTable, serialColumn } from "@/components/data-table";
import { EmailText } from "@/components/email-text";
import { type ListField, ListToolbar } from "@/components/list-toolbar";
import { notifyError, notifySuccess } from "@/lib/notify";
import { type ListFilterName, useListParams } from "@/lib/use-list-params";
import { useDeleteMapUser } from "../api/delete-map-user";
import { useMapUsers } from "../api/get-map-users";

export const trackingPath = (record: Pick<AdminMapUser, "_id" | "name">) =>
  `/usertracking?${new URLSearchParams({ id: record._id, name: record.name })}`;

function MapUserActions({ record }: { record: AdminMapUser }) {
  const deleteMapUser = useDeleteMapUser();
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        variant="light"
        component={Link}
        to={trackingPath(record)}
        aria-label={`View ${record.name} on the map`}
      >
        View
      </Button>
      <Button
        size="xs"
        color="red"
        variant="light"
        aria-label={`Delete the location of ${record.name}`}
        loading={deleteMapUser.isPending}
        onClick={() =>
          deleteMapUser.mutate(record._id, {
            onSuccess: () => notifySuccess(`The location of ${record.name} was deleted`),
            onError: notifyError,
          })
        }
      >
        Delete
      </Button>
    </Group>
  );
}

const COLUMNS: Column<AdminMapUser>[] = [
  serialColumn("Sl"),
  { header: "Name", cell: (record) => record.name, sort: "name" },
  { header: "Email", cell: (record) => <EmailText email={record.email} /> },
  { header: "Lat", cell: (record) => record.lat },
  { header: "Long", cell: (record) => record.long },
  { header: "Actions", cell: (record) => <MapUserActions record={record} /> },
];

const FIELDS: ListField<ListFilterName<typeof MapUserListQuerySchema>>[] = [
  { kind: "text", name: "q", label: "Search map users", placeholder: "Name or email" },
];

export function MapUsersTable() {
  const list = useListParams(MapUserListQuerySchema);
  return (
    <DataTable
      query={useMapUsers(list.query)}
      list={list}
      toolbar={<ListToolbar label="map users" list={list} fields={FIELDS} />}
      columns={COLUMNS}
      rowKey={(record) => record._id}
      label="Map users"
      minWidth={640}
      loadingLabel="Loading map users"
      empty="Nobody is sharing a location"
      emptyHint="A signed-in user who shares their location from the site shows here, to view on the map."
      noMatch="Nobody matches this search"
    />
  );
}
