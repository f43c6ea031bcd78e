// The vehicle list: read-only on /vdetails, with Edit and Delete on /vdelete.
import type { Vehicle } from "@app/shared/admin";
import { Button, Group, Modal, Table } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { EmptyState, ErrorState, LoadingState } from "@/components/query-states";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useDeleteVehicle } from "../api/delete-vehicle";
import { useVehicles } from "../api/get-vehicles";
import { useUpdateVehicle } from "../api/update-vehicle";
import { VehicleForm } from "./vehicle-form";

const describe = (vehicle: Vehicle) => `${vehicle.year} ${vehicle.make} ${vehicle.model}`;

export function VehicleTable({ editable }: { editable: boolean }) {
  const vehicles = useVehicles();
  if (vehicles.isPending) return <LoadingState label="Loading vehicles" />;
  if (vehicles.isError) {
    return <ErrorState error={vehicles.error} onRetry={() => void vehicles.refetch()} />;
  }
  if (vehicles.data.length === 0) return <EmptyState message="No vehicles yet" />;

  return (
    <Table.ScrollContainer minWidth={editable ? 480 : 320}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Vehicles">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Year</Table.Th>
            <Table.Th>Make</Table.Th>
            <Table.Th>Model</Table.Th>
            {editable && <Table.Th>Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {vehicles.data.map((vehicle) => (
            <Table.Tr key={vehicle._id}>
              <Table.Td>{vehicle.year}</Table.Td>
              <Table.Td>{vehicle.make}</Table.Td>
              <Table.Td>{vehicle.model}</Table.Td>
              {editable && (
                <Table.Td>
                  <VehicleActions vehicle={vehicle} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function VehicleActions({ vehicle }: { vehicle: Vehicle }) {
  const [editing, { open, close: closeModal }] = useDisclosure(false);
  const updateVehicle = useUpdateVehicle();
  // A refusal shown earlier is not news when the dialog opens again.
  const close = () => {
    updateVehicle.reset();
    closeModal();
  };
  const deleteVehicle = useDeleteVehicle();
  const name = describe(vehicle);
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" variant="light" aria-label={`Edit ${name}`} onClick={open}>
        Edit
      </Button>
      <Button
        size="xs"
        color="red"
        variant="light"
        aria-label={`Delete ${name}`}
        loading={deleteVehicle.isPending}
        onClick={() =>
          deleteVehicle.mutate(vehicle._id, {
            onSuccess: () => notifySuccess(`${name} was deleted`),
            onError: notifyError,
          })
        }
      >
        Delete
      </Button>
      <Modal
        opened={editing}
        onClose={close}
        title={`Edit ${name}`}
        closeButtonProps={{ "aria-label": "Close" }}
      >
        <VehicleForm
          initialValues={vehicle}
          submitLabel="Save changes"
          pending={updateVehicle.isPending}
          error={updateVehicle.error}
          errorTitle="The vehicle was not saved"
          onSubmit={async (values) => {
            const saved = await updateVehicle.mutateAsync({ id: vehicle._id, input: values });
            notifySuccess(`${describe(saved)} was saved`);
            close();
          }}
        />
      </Modal>
    </Group>
  );
}
