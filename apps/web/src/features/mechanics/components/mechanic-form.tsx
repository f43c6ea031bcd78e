import { type MechanicInput, MechanicInputSchema } from "@app/shared/mechanics";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { FormError } from "@/components/form-error";
import { FormSection } from "@/components/form-section";
import { showFieldErrors } from "@/lib/form-errors";
import { notifySuccess } from "@/lib/notify";
import { useSchemaResolver } from "@/lib/schema-resolver";
import { useAddMechanic } from "../api/add-mechanic";

export function MechanicForm() {
  const { t } = useLingui();
  const addMechanic = useAddMechanic();
  const form = useForm<MechanicInput>({
    mode: "controlled",
    initialValues: { name: "", email: "", phone: "" },
    validate: useSchemaResolver(MechanicInputSchema),
  });

  const submit = form.onSubmit((values) => {
    addMechanic.mutate(values, {
      onSuccess: (mechanic) => {
        const { name } = mechanic;
        notifySuccess(t`${name} was added`);
        form.reset();
      },
      onError: showFieldErrors(form),
    });
  });

  return (
    <FormSection headingId="add-mechanic-heading" title={t`Add a mechanic`}>
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
          <TextInput label={t`Name`} autoComplete="off" miw={180} {...form.getInputProps("name")} />
          <TextInput
            label={t`Email`}
            type="email"
            autoComplete="off"
            miw={180}
            {...form.getInputProps("email")}
          />
          <TextInput
            label={t`Phone`}
            type="tel"
            autoComplete="off"
            miw={180}
            {...form.getInputProps("phone")}
          />
        </Group>
        <FormError
          error={addMechanic.error}
          form={form}
          title={t`The mechanic was not added`}
          mt="md"
        />
        <Button type="submit" mt="md" loading={addMechanic.isPending}>
          <Trans>Add mechanic</Trans>
        </Button>
      </form>
    </FormSection>
  );
}
