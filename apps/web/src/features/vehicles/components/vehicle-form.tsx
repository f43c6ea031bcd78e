// The year, make and model fields, used to add a vehicle and to edit one.
import { type VehicleInput, VehicleInputSchema } from "@app/shared/vehicles";
import { Button, Group, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { FormError } from "@/components/form-error";
import { showFieldErrors } from "@/lib/form-errors";

export function VehicleForm({
  initialValues = { year: "", make: "", model: "" },
  submitLabel,
  pending,
  error,
  errorTitle,
  onSubmit,
  resetOnSuccess = false,
}: {
  initialValues?: VehicleInput;
  submitLabel: string;
  pending: boolean;
  /** The save's error (the mutation's), shown in the form. */
  error: unknown;
  errorTitle: string;
  /** Saves the vehicle; rejects when the server refuses it. */
  onSubmit: (values: VehicleInput) => Promise<unknown>;
  resetOnSuccess?: boolean;
}) {
  const form = useForm<VehicleInput>({
    mode: "controlled",
    initialValues: {
      year: String(initialValues.year),
      make: initialValues.make,
      model: initialValues.model,
    },
    validate: schemaResolver(VehicleInputSchema, { sync: true }),
  });
  const showRefusal = showFieldErrors(form);

  const submit = form.onSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (refusal) {
      showRefusal(refusal);
      return;
    }
    if (resetOnSuccess) form.reset();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
        <TextInput
          label="Year"
          inputMode="numeric"
          autoComplete="off"
          miw={120}
          {...form.getInputProps("year")}
        />
        <TextInput label="Make" autoComplete="off" miw={160} {...form.getInputProps("make")} />
        <TextInput label="Model" autoComplete="off" miw={160} {...form.getInputProps("model")} />
      </Group>
      <FormError error={error} form={form} title={errorTitle} mt="md" />
      <Button type="submit" mt="md" loading={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
