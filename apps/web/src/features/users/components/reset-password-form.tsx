// /reset-password?token=: a new password for the account the mailed link was made for.

import { formatCount } from "@app/shared/format";
import { PASSWORD_MIN_LENGTH, ResetPasswordFormSchema } from "@app/shared/users";
import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Button, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useNavigate } from "react-router";
import { useInBrowser } from "@/components/browser-only";
import { FormError } from "@/components/form-error";
import { PasswordField } from "@/components/form-fields";
import { LocalizedLink } from "@/components/localized-link";
import { showFieldErrors } from "@/lib/form-errors";
import { useLanguage } from "@/lib/i18n";
import { useKeepTypedValues } from "@/lib/keep-typed-values";
import { useSchemaResolver } from "@/lib/schema-resolver";
import { useResetPassword } from "../api/reset-password";
import { isLinkRefused, LinkRefused } from "./link-refused";

type ResetPasswordValues = { token: string; password: string; password2: string };

/** What /login reads from the router's state to say the password is changed. */
export type PasswordResetState = { passwordReset?: boolean };

export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useLingui();
  const minLength = formatCount(PASSWORD_MIN_LENGTH, useLanguage().locale);
  // Sent by the page's script: until it has taken over the server's HTML, a press would only
  // reload the page, so the button waits for it.
  const inBrowser = useInBrowser();
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const form = useForm<ResetPasswordValues>({
    mode: "controlled",
    initialValues: { token, password: "", password2: "" },
    validate: useSchemaResolver(ResetPasswordFormSchema),
  });
  // What was typed (or filled in by a password manager) before the page's scripts took over.
  const typedRef = useKeepTypedValues(form);

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

  // POST, never the default GET: a submission the browser made by itself would otherwise put the
  // new password in the address.
  return (
    <form ref={typedRef} method="post" onSubmit={submit} noValidate>
      <Stack>
        <PasswordField
          label={t`New password`}
          name="password"
          autoComplete="new-password"
          description={t`At least ${minLength} characters; not a common one`}
          {...form.getInputProps("password")}
        />
        <PasswordField
          label={t`Confirm new password`}
          name="password2"
          autoComplete="new-password"
          {...form.getInputProps("password2")}
        />
        <FormError
          error={resetPassword.error}
          form={form}
          title={t`Your password was not changed`}
        />
        <Button type="submit" loading={resetPassword.isPending} disabled={!inBrowser} fullWidth>
          <Trans>Save the new password</Trans>
        </Button>
      </Stack>
    </form>
  );
}

export function ResetLinkRefused() {
  return (
    <LinkRefused>
      <Anchor component={LocalizedLink} to="/forgot-password" size="sm">
        <Trans>Ask for a new link</Trans>
      </Anchor>
    </LinkRefused>
  );
}
