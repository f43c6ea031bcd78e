// /reset-password?token=: a new password for the account the mailed link was made for.
import { PASSWORD_MIN_LENGTH, ResetPasswordFormSchema } from "@app/shared/users";
import { Anchor, Button, Stack } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { Link, useNavigate } from "react-router";
import { FormError } from "@/components/form-error";
import { PasswordField } from "@/components/form-fields";
import { showFieldErrors } from "@/lib/form-errors";
import { useResetPassword } from "../api/reset-password";
import { isLinkRefused, LinkRefused } from "./link-refused";

type ResetPasswordValues = { token: string; password: string; password2: string };

/** What /login reads from the router's state to say the password is changed. */
export type PasswordResetState = { passwordReset?: boolean };

export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const form = useForm<ResetPasswordValues>({
    mode: "controlled",
    initialValues: { token, password: "", password2: "" },
    validate: schemaResolver(ResetPasswordFormSchema, { sync: true }),
  });

  if (isLinkRefused(resetPassword.error)) return <ResetLinkRefused />;

  const submit = form.onSubmit(({ password }) => {
    resetPassword.mutate(
      { token, password },
      {
        onSuccess: () => {
          const state: PasswordResetState = { passwordReset: true };
          void navigate("/login", { replace: true, state });
        },
        onError: showFieldErrors(form),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <PasswordField
          label="New password"
          autoComplete="new-password"
          description={`At least ${PASSWORD_MIN_LENGTH} characters; not a common one`}
          {...form.getInputProps("password")}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          {...form.getInputProps("password2")}
        />
        <FormError error={resetPassword.error} form={form} title="Your password was not changed" />
        <Button type="submit" loading={resetPassword.isPending} fullWidth>
          Save the new password
        </Button>
      </Stack>
    </form>
  );
}

export function ResetLinkRefused() {
  return (
    <LinkRefused>
      <Anchor component={Link} to="/forgot-password" size="sm">
        Ask for a new link
      </Anchor>
    </LinkRefused>
  );
}
