// The admin panel's signup: an account for someone else, with its role.

import {
  type AdminCreateUserInput,
  AdminCreateUserSchema,
  ROLES,
  RoleSchema,
} from "@app/shared/users";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, NativeSelect, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { FormError } from "@/components/form-error";
import { PasswordField } from "@/components/form-fields";
import { FormSection } from "@/components/form-section";
import { showFieldErrors } from "@/lib/form-errors";
import { notifySuccess } from "@/lib/notify";
import { useSchemaResolver } from "@/lib/schema-resolver";
import { useCreateUser } from "../api/create-user";
import { roleWord } from "./role-labels";

export function CreateUserForm() {
  const { t, i18n } = useLingui();
  const createUser = useCreateUser();
  const form = useForm<AdminCreateUserInput>({
    mode: "controlled",
    initialValues: { name: "", email: "", password: "", role: "user" },
    validate: useSchemaResolver(AdminCreateUserSchema),
  });

  const submit = form.onSubmit((values) => {
    createUser.mutate(values, {
      onSuccess: (user) => {
        notifySuccess(t`The account of ${user.name} (${roleWord(i18n, user.role)}) was created`);
        form.reset();
      },
      // A 409 is a taken email: it belongs next to the email field.
      onError: showFieldErrors(form),
    });
  });

  return (
    <FormSection headingId="create-user-heading" title={t`Create an account`}>
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
          <TextInput label={t`Name`} autoComplete="off" miw={160} {...form.getInputProps("name")} />
          <TextInput
            label={t`Email`}
            type="email"
            autoComplete="off"
            miw={180}
            {...form.getInputProps("email")}
          />
          <PasswordField
            label={t`Password`}
            autoComplete="new-password"
            miw={160}
            {...form.getInputProps("password")}
          />
          <NativeSelect
            label={t`Role`}
            data={ROLES.map((value) => ({ value, label: roleWord(i18n, value) }))}
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
          title={t`The account was not created`}
          mt="md"
        />
        <Button type="submit" mt="md" loading={createUser.isPending}>
          <Trans>Create account</Trans>
        </Button>
      </form>
    </FormSection>
  );
}
