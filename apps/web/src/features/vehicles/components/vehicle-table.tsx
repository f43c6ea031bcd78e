// The vehicle list: read-only on /vdetails, with Edit and Delete on /vdelete.

import { type Vehicle, VehicleListQuerySchema } from "@app/shared/vehicles";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Modal } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { type Column, DataTable } from "@/components/data-table";
import { DeleteButton } from "@/components/delete-button";
import { type ListField, ListToolbar } from "@/components/list-toolbar";
import { useLanguage } from "@/lib/i18n";
import { notifyError, notifySuccess } from "@/lib/notify";
import { type ListFilterName, useListParams } from "@/lib/use-list-params";
import { useDeleteVehicle } from "../api/delete-vehicle";
import { useVehicles } from "../api/get-vehicles";
import { useUpdateVehicle } from "../api/update-vehicle";
import { useDescribeVehicle, VehicleForm, vehicleYear } from "./vehicle-form";

export function VehicleTable({ editable }: { editable: boolean }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const columns: Column<Vehicle>[] = [
    { header: t`Year`, cell: (vehicle) => vehicleYear(vehicle.year, locale), sort: "year" },
    { header: t`Make`, cell: (vehicle) => vehicle.make, sort: "make" },
    { header: t`Model`, cell: (vehicle) => vehicle.model, sort: "model" },
  ];
  const editableColumns: Column<Vehicle>[] = [
    ...columns,
    { header: t`Actions`, cell: (vehicle) => <VehicleActions vehicle={vehicle} /> },
  ];
  const fields: ListField<ListFilterName<typeof VehicleListQuerySchema>>[] = [
    { kind: "text", name: "q", label: t`Search vehicles`, placeholder: t`Make or model` },
  ];
  const list = useListParams(VehicleListQuerySchema);
  return (
    <DataTable
      query={useVehicles(list.query)}
      list={list}
      toolbar={<ListToolbar label={t`vehicles`} list={list} fields={fields} />}
      columns={editable ? editableColumns : columns}
      rowKey={(vehicle) => vehicle._id}
      label={t`Vehicles`}
      minWidth={editable ? 480 : 320}
      loadingLabel={t`Loading vehicles`}
      empty={t`No vehicles yet`}
      emptyHint={t`Vehicles added on Manage vehicles show here.`}
      noMatch={t`No vehicles match`}
    />
  );
}

function VehicleActions({ vehicle }: { vehicle: Vehicle }) {
  const { t } = useLingui();
  const describe = useDescribeVehicle();
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
      <Button size="xs" variant="light" aria-label={t`Edit ${name}`} onClick={open}>
        <Trans>Edit</Trans>
      </Button>
      <DeleteButton
        label={t`Delete ${name}`}
        title={t`Delete ${name}?`}
        consequence={t`The vehicle leaves the list for good.`}
        variant="light"
        pending={deleteVehicle.isPending}
        onConfirm={() =>
          deleteVehicle.mutate(vehicle._id, {
            onSuccess: () => notifySuccess(t`${name} was deleted`),
            onError: notifyError,
          })
        }
      />
      <Modal
        opened={editing}
        onClose={close}
        title={t`Edit ${name}`}
        closeButtonProps={{ "aria-label": t`Close` }}
      >
        <VehicleForm
          initialValues={vehicle}
          submitLabel={t`Save changes`}
          pending={updateVehicle.isPending}
          error={updateVehicle.error}
          errorTitle={t`The vehicle was not saved`}
          onSubmit={async (values) => {
            const saved = await updateVehicle.mutateAsync({ id: vehicle._id, input: values });
            const savedName = describe(saved);
            notifySuccess(t`${savedName} was saved`);
            close();
          }}
        />
      </Modal>
    </Group>
  );
}
