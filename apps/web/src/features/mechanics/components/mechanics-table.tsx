import type { Mechanic } from "@app/shared/mechanics";
import { Button, Table } from "@mantine/core";
import { EmptyState, ErrorState, LoadingState } from "@/components/query-states";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useDeleteMechanic } from "../api/delete-mechanic";
import { useMechanics } from "../api/get-mechanics";

export function MechanicsTable() {
  const mechanics = useMechanics();
  if (mechanics.isPending) return <LoadingState label="Loading mechanics" />;
  if (mechanics.isError) {
    return <ErrorState error={mechanics.error} onRetry={() => void mechanics.refetch()} />;
  }
  if (mechanics.data.length === 0) return <EmptyState message="No mechanics yet" />;

  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Mechanics">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Sl</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Phone</Table.Th>
            <Table.Th>Delete</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {mechanics.data.map((mechanic, index) => (
            <MechanicRow key={mechanic._id} mechanic={mechanic} serial={index + 1} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function MechanicRow({ mechanic, serial }: { mechanic: Mechanic; serial: number }) {
  const deleteMechanic = useDeleteMechanic();
  return (
    <Table.Tr>
      <Table.Td>{serial}</Table.Td>
      <Table.Td>{mechanic.name}</Table.Td>
      <Table.Td>{mechanic.email}</Table.Td>
      <Table.Td>{mechanic.phone}</Table.Td>
      <Table.Td>
        <Button
          size="xs"
          color="red"
          variant="light"
          aria-label={`Delete ${mechanic.name}`}
          loading={deleteMechanic.isPending}
          onClick={() =>
            deleteMechanic.mutate(mechanic._id, {
              onSuccess: () => notifySuccess(`${mechanic.name} was deleted`),
              onError: notifyError,
            })
          }
        >
          Delete
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
