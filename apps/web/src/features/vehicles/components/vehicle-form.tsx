// The year, make and model fields, used to add a vehicle and to edit one.

import { formatYear, type Locale } from "@app/shared/format";
import { type Vehicle, type VehicleInput, VehicleInputSchema } from "@app/shared/vehicles";
import { useLingui } from "@lingui/react/macro";
import { Button, Group, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { FormError } from "@/components/form-error";
import { showFieldErrors } from "@/lib/form-errors";
import { useLanguage } from "@/lib/i18n";
import { useSchemaResolver } from "@/lib/schema-resolver";

/** A vehicle as people name it, "2019 Maruti Swift", its year in the reader's digits. */
export function useDescribeVehicle(): (vehicle: Vehicle) => string {
  const { locale } = useLanguage();
  return (vehicle) => `${vehicleYear(vehicle.year, locale)} ${vehicle.make} ${vehicle.model}`;
}

/** A year in the reader's digits and ungrouped (২০১৯, not ২,০১৯). */
export const vehicleYear = (year: number, locale: Locale): string =>
  formatYear(new Date(Date.UTC(year, 6, 1)), locale);

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
  const { t } = useLingui();
  const form = useForm<VehicleInput>({
    mode: "controlled",
    initialValues: {
      year: String(initialValues.year),
      make: initialValues.make,
      model: initialValues.model,
    },
    validate: useSchemaResolver(VehicleInputSchema),
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
          label={t`Year`}
          inputMode="numeric"
          autoComplete="off"
          miw={120}
          {...form.getInputProps("year")}
        />
        <TextInput label={t`Make`} autoComplete="off" miw={160} {...form.getInputProps("make")} />
        <TextInput label={t`Model`} autoComplete="off" miw={160} {...form.getInputProps("model")} />
      </Group>
      <FormError error={error} form={form} title={errorTitle} mt="md" />
      <Button type="submit" mt="md" loading={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
