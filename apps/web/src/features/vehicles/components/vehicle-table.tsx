// The vehicle list: read-only on /vdetails, with Edit and Delete on /vdelete.
import { type Vehicle, VehicleListQuerySchema } from "@app/shared/vehicles";
import { Button, Group, Modal } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { type Column, DataTable } from "@/components/data-table";
import { type ListField, ListToolbar } from "@/components/list-toolbar";
import { notifyError, notifySuccess } from "@/lib/notify";
import { type ListFilterName, useListParams } from "@/lib/use-list-params";
import { useDeleteVehicle } from "../api/delete-vehicle";
import { useVehicles } from "../api/get-vehicles";
import { useUpdateVehicle } from "../api/update-vehicle";
import { VehicleForm } from "./vehicle-form";

const describe = (vehicle: Vehicle) => `${vehicle.year} ${vehicle.make} ${vehicle.model}`;

const COLUMNS: Column<Vehicle>[] = [
  { header: "Year", cell: (vehicle) => vehicle.year, sort: "year" },
  { header: "Make", cell: (vehicle) => vehicle.make, sort: "make" },
  { header: "Model", cell: (vehicle) => vehicle.model, sort: "model" },
];
const EDITABLE_COLUMNS: Column<Vehicle>[] = [
  ...COLUMNS,
  { header: "Actions", cell: (vehicle) => <VehicleActions vehicle={vehicle} /> },
];

const FIELDS: ListField<ListFilterName<typeof VehicleListQuerySchema>>[] = [
  { kind: "text", name: "q", label: "Search vehicles", placeholder: "Make or model" },
];

export function VehicleTable({ editable }: { editable: boolean }) {
  const list = useListParams(VehicleListQuerySchema);
  return (
    <DataTable
      query={useVehicles(list.query)}
      list={list}
      toolbar={<ListToolbar label="vehicles" list={list} fields={FIELDS} />}
      columns={editable ? EDITABLE_COLUMNS : COLUMNS}
      rowKey={(vehicle) => vehicle._id}
      label="Vehicles"
      minWidth={editable ? 480 : 320}
      loadingLabel="Loading vehicles"
      empty="No vehicles yet"
      emptyHint="Vehicles added on Manage vehicles show here."
      noMatch="No vehicles match"
    />
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
