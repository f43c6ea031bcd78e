import { type MechanicInput, MechanicInputSchema } from "@app/shared/mechanics";
import { Button, Group, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { FormError } from "@/components/form-error";
import { FormSection } from "@/components/form-section";
import { showFieldErrors } from "@/lib/form-errors";
import { notifySuccess } from "@/lib/notify";
import { useAddMechanic } from "../api/add-mechanic";

export function MechanicForm() {
  const addMechanic = useAddMechanic();
  const form = useForm<MechanicInput>({
    mode: "controlled",
    initialValues: { name: "", email: "", phone: "" },
    validate: schemaResolver(MechanicInputSchema, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    addMechanic.mutate(values, {
      onSuccess: (mechanic) => {
        notifySuccess(`${mechanic.name} was added`);
        form.reset();
      },
      onError: showFieldErrors(form),
    });
  });

  return (
    <FormSection headingId="add-mechanic-heading" title="Add a mechanic">
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
          <TextInput label="Name" autoComplete="off" miw={180} {...form.getInputProps("name")} />
          <TextInput
            label="Email"
            type="email"
            autoComplete="off"
            miw={180}
            {...form.getInputProps("email")}
          />
          <TextInput
            label="Phone"
            type="tel"
            autoComplete="off"
            miw={180}
            {...form.getInputProps("phone")}
          />
        </Group>
        <FormError
          error={addMechanic.error}
          form={form}
          title="The mechanic was not added"
          mt="md"
        />
        <Button type="submit" mt="md" loading={addMechanic.isPending}>
          Add mechanic
        </Button>
      </form>
    </FormSection>
  );
}
