import { FormSection } from "@/components/form-section";
import { notifySuccess } from "@/lib/notify";
import { useAddVehicle } from "../api/add-vehicle";
import { VehicleForm } from "./vehicle-form";

export function AddVehicle() {
  const addVehicle = useAddVehicle();
  return (
    <FormSection headingId="add-vehicle-heading" title="Add a vehicle">
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
    </FormSection>
  );
}
