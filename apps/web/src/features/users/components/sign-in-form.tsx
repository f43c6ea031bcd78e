// The administrator's sign-in ('Welcome Back!'): email, password with show/hide, Sign In.

import { type AdminLoginInput, AdminLoginSchema } from "@app/shared/users";
import { Trans, useLingui } from "@lingui/react/macro";
import { ActionIcon, Anchor, Button, Group, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useDisclosure } from "@mantine/hooks";
import { IconEye, IconEyeOff } from "@tabler/icons-react";
import { useNavigate } from "react-router";
import { FormError } from "@/components/form-error";
import { EmailField } from "@/components/form-fields";
import { LocalizedLink } from "@/components/localized-link";
import { CHOOSE_PASSWORD_PATH } from "@/lib/auth";
import { showFieldErrors } from "@/lib/form-errors";
import { useSchemaResolver } from "@/lib/schema-resolver";
import { useAdminSignIn } from "../api/admin-sign-in";

export function SignInForm() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const signIn = useAdminSignIn();
  const [visible, { toggle }] = useDisclosure(false);
  const form = useForm<AdminLoginInput>({
    mode: "controlled",
    initialValues: { email: "", password: "" },
    validate: useSchemaResolver(AdminLoginSchema),
  });

  const submit = form.onSubmit((values) => {
    signIn.mutate(values, {
      onSuccess: (user) =>
        user.mustChangeCredentials
          ? navigate(CHOOSE_PASSWORD_PATH, { replace: true })
          : navigate("/", { replace: true }),
      // The server answers a wrong pair, an unknown account and a non-admin with the same 401.
      onError: showFieldErrors(form),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <EmailField {...form.getInputProps("email")} />
        <TextInput
          label={t`Password`}
          type={visible ? "text" : "password"}
          autoComplete="current-password"
          rightSection={
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={toggle}
              aria-label={visible ? t`Hide password` : t`Show password`}
              aria-pressed={visible}
            >
              {visible ? (
                <IconEyeOff size={18} aria-hidden="true" />
              ) : (
                <IconEye size={18} aria-hidden="true" />
              )}
            </ActionIcon>
          }
          {...form.getInputProps("password")}
        />
        <Group justify="flex-end">
          <Anchor component={LocalizedLink} to="/forgot-password" size="sm">
            <Trans>Forgot Password</Trans>
          </Anchor>
        </Group>
        <FormError error={signIn.error} form={form} />
        <Button type="submit" loading={signIn.isPending} fullWidth>
          <Trans>Sign In</Trans>
        </Button>
      </Stack>
    </form>
  );
}
