import { Paper, Title } from "@mantine/core";
import { notifySuccess } from "@/lib/notify";
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
        error={addVehicle.error}
        errorTitle="The vehicle was not added"
        resetOnSuccess
        onSubmit={async (values) => {
          const vehicle = await addVehicle.mutateAsync(values);
          notifySuccess(`${vehicle.year} ${vehicle.make} ${vehicle.model} was added`);
        }}
      />
    </Paper>
  );
}
