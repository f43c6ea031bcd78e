// The year, make and model fields, used to add a vehicle and to edit one.
import { type VehicleInput, VehicleInputSchema } from "@app/shared/vehicles";
import { Button, Group, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";

export function VehicleForm({
  initialValues = { year: "", make: "", model: "" },
  submitLabel,
  pending,
  onSubmit,
  resetOnSuccess = false,
}: {
  initialValues?: VehicleInput;
  submitLabel: string;
  pending: boolean;
  /** Resolves true when the vehicle was saved. */
  onSubmit: (values: VehicleInput) => Promise<boolean>;
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

  const submit = form.onSubmit(async (values) => {
    const saved = await onSubmit(values);
    if (saved && resetOnSuccess) form.reset();
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
      <Button type="submit" mt="md" loading={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
