import type { AdminMapUser } from "@app/shared/locations";
import { Button, Group, Table } from "@mantine/core";
import { Link } from "react-router";
import { EmptyState, ErrorState, LoadingState } from "@/components/query-states";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useDeleteMapUser } from "../api/delete-map-user";
import { useMapUsers } from "../api/get-map-users";

export const trackingPath = (record: Pick<AdminMapUser, "_id" | "name">) =>
  `/usertracking?${new URLSearchParams({ id: record._id, name: record.name })}`;

export function MapUsersTable() {
  const records = useMapUsers();
  if (records.isPending) return <LoadingState label="Loading map users" />;
  if (records.isError) {
    return <ErrorState error={records.error} onRetry={() => void records.refetch()} />;
  }
  if (records.data.length === 0) return <EmptyState message="Nobody is sharing a location" />;

  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Map users">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Sl</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Lat</Table.Th>
            <Table.Th>Long</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.data.map((record, index) => (
            <MapUserRow key={record._id} record={record} serial={index + 1} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function MapUserRow({ record, serial }: { record: AdminMapUser; serial: number }) {
  const deleteMapUser = useDeleteMapUser();
  return (
    <Table.Tr>
      <Table.Td>{serial}</Table.Td>
      <Table.Td>{record.name}</Table.Td>
      <Table.Td>{record.email}</Table.Td>
      <Table.Td>{record.lat}</Table.Td>
      <Table.Td>{record.long}</Table.Td>
      <Table.Td>
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
      </Table.Td>
    </Table.Tr>
  );
}
