import { useLingui } from "@lingui/react/macro";
import { FormSection } from "@/components/form-section";
import { notifySuccess } from "@/lib/notify";
import { useAddVehicle } from "../api/add-vehicle";
import { useDescribeVehicle, VehicleForm } from "./vehicle-form";

export function AddVehicle() {
  const { t } = useLingui();
  const describe = useDescribeVehicle();
  const addVehicle = useAddVehicle();
  return (
    <FormSection headingId="add-vehicle-heading" title={t`Add a vehicle`}>
      <VehicleForm
        submitLabel={t`Add vehicle`}
        pending={addVehicle.isPending}
        error={addVehicle.error}
        errorTitle={t`The vehicle was not added`}
        resetOnSuccess
        onSubmit={async (values) => {
          const name = describe(await addVehicle.mutateAsync(values));
          notifySuccess(t`${name} was added`);
        }}
      />
    </FormSection>
  );
}
