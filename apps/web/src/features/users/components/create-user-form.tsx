// The admin panel's signup: an account for someone else, with its role.
import {
  type AdminCreateUserInput,
  AdminCreateUserSchema,
  ROLES,
  RoleSchema,
} from "@app/shared/users";
import { Button, Group, NativeSelect, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { FormError } from "@/components/form-error";
import { PasswordField } from "@/components/form-fields";
import { FormSection } from "@/components/form-section";
import { showFieldErrors } from "@/lib/form-errors";
import { notifySuccess } from "@/lib/notify";
import { useCreateUser } from "../api/create-user";

export function CreateUserForm() {
  const createUser = useCreateUser();
  const form = useForm<AdminCreateUserInput>({
    mode: "controlled",
    initialValues: { name: "", email: "", password: "", role: "user" },
    validate: schemaResolver(AdminCreateUserSchema, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    createUser.mutate(values, {
      onSuccess: (user) => {
        notifySuccess(`The account of ${user.name} (${user.role}) was created`);
        form.reset();
      },
      // A 409 is a taken email: it belongs next to the email field.
      onError: showFieldErrors(form),
    });
  });

  return (
    <FormSection headingId="create-user-heading" title="Create an account">
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
          <TextInput label="Name" autoComplete="off" miw={160} {...form.getInputProps("name")} />
          <TextInput
            label="Email"
            type="email"
            autoComplete="off"
            miw={180}
            {...form.getInputProps("email")}
          />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            miw={160}
            {...form.getInputProps("password")}
          />
          <NativeSelect
            label="Role"
            data={[...ROLES]}
            miw={120}
            {...form.getInputProps("role")}
            onChange={(event) => {
              const role = RoleSchema.safeParse(event.currentTarget.value);
              if (role.success) form.setFieldValue("role", role.data);
            }}
          />
        </Group>
        <FormError
          error={createUser.error}
          form={form}
          title="The account was not created"
          mt="md"
        />
        <Button type="submit" mt="md" loading={createUser.isPending}>
          Create account
        </Button>
      </form>
    </FormSection>
  );
}
