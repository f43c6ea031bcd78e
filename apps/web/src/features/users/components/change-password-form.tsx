// The "Change password" section of /profile: the current password, the new one twice. The server
// signs the account's other devices out; this one stays signed in.

import { formatCount } from "@app/shared/format";
import {
  ChangePasswordFormSchema,
  type ChangePasswordInput,
  PASSWORD_MIN_LENGTH,
} from "@app/shared/users";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Paper, Stack, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { FormError } from "@/components/form-error";
import { PasswordField } from "@/components/form-fields";
import { useUser } from "@/lib/auth";
import { showFieldErrors } from "@/lib/form-errors";
import { useLanguage } from "@/lib/i18n";
import { notifySuccess } from "@/lib/notify";
import { useSchemaResolver } from "@/lib/schema-resolver";
import { useChangePassword } from "../api/change-password";

type ChangePasswordValues = ChangePasswordInput & { newPassword2: string };

/** `onChanged` runs once the new password is set (the first-password screen moves on). */
export function ChangePasswordForm({ onChanged }: { onChanged?: () => void } = {}) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const user = useUser();
  const changePassword = useChangePassword();
  const form = useForm<ChangePasswordValues>({
    mode: "controlled",
    initialValues: { currentPassword: "", newPassword: "", newPassword2: "" },
    validate: useSchemaResolver(ChangePasswordFormSchema),
  });
  const headingId = "change-password-heading";

  const submit = form.onSubmit(({ currentPassword, newPassword }) => {
    changePassword.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          notifySuccess(t`Your password is changed; your other devices are signed out`);
          form.reset();
          onChanged?.();
        },
        onError: showFieldErrors(form),
      },
    );
  });

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} size="h3" id={headingId}>
        <Trans>Change password</Trans>
      </Title>
      <Paper withBorder p="md" maw={480}>
        <form onSubmit={submit} noValidate>
          <Stack>
            {/* Tells password managers whose password this is; not shown. */}
            <input
              type="email"
              name="username"
              autoComplete="username"
              value={user?.email ?? ""}
              readOnly
              hidden
            />
            <PasswordField
              label={t`Current password`}
              autoComplete="current-password"
              {...form.getInputProps("currentPassword")}
            />
            <PasswordField
              label={t`New password`}
              autoComplete="new-password"
              description={t`At least ${formatCount(PASSWORD_MIN_LENGTH, locale)} characters; not a common one`}
              {...form.getInputProps("newPassword")}
            />
            <PasswordField
              label={t`Confirm new password`}
              autoComplete="new-password"
              {...form.getInputProps("newPassword2")}
            />
            <FormError
              error={changePassword.error}
              form={form}
              title={t`Your password was not changed`}
            />
            <Button
              type="submit"
              loading={changePassword.isPending}
              style={{ alignSelf: "flex-start" }}
            >
              <Trans>Change password</Trans>
            </Button>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
