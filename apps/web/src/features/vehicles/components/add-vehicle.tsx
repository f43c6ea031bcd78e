import { Paper, Title } from "@mantine/core";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useAddVehicle } from "../api/add-vehicle";
import { VehicleForm } from "./vehicle-form";

export function AddVehicle() {
  const addVehicle = useAddVehicle();
  return (
    <Paper withBorder p="md" mb="lg" component="section" aria-labelledby="add-vehicle-heading">
      <Title order={2} size="h4" id="add-vehicle-heading" mb="sm">
        Add a vehicle
      </Title>
      <VehicleForm
        submitLabel="Add vehicle"
        pending={addVehicle.isPending}
        resetOnSuccess
        onSubmit={async (values) => {
          try {
            const vehicle = await addVehicle.mutateAsync(values);
            notifySuccess(`${vehicle.year} ${vehicle.make} ${vehicle.model} was added`);
            return true;
          } catch (error) {
            notifyError(error);
            return false;
          }
        }}
      />
    </Paper>
  );
}
