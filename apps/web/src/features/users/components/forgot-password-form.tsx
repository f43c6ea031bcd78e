// /forgot-password: the address to send a one-time link to; the server's answer then takes the
// form's place (the same answer whether the address has an account or not).

import { type ForgotPasswordInput, ForgotPasswordSchema } from "@app/shared/users";
import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Anchor, Button, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useEffect, useRef } from "react";
import { useInBrowser } from "@/components/browser-only";
import { FormError } from "@/components/form-error";
import { EmailField } from "@/components/form-fields";
import { LocalizedLink } from "@/components/localized-link";
import { showFieldErrors } from "@/lib/form-errors";
import { useKeepTypedValues } from "@/lib/keep-typed-values";
import { useSchemaResolver } from "@/lib/schema-resolver";
import { useForgotPassword } from "../api/forgot-password";

function LinkSent({ message }: { message: string }) {
  const { t } = useLingui();
  const ref = useRef<HTMLDivElement>(null);
  // The form that had focus is gone: a screen reader user hears the answer that replaced it.
  useEffect(() => ref.current?.focus(), []);
  return (
    <Stack>
      <Alert ref={ref} tabIndex={-1} role="status" color="green" title={t`Check your email`}>
        {message}
      </Alert>
      <Text size="sm">
        <Anchor component={LocalizedLink} to="/login">
          <Trans>Back to Login</Trans>
        </Anchor>
      </Text>
    </Stack>
  );
}

export function ForgotPasswordForm() {
  const { t } = useLingui();
  // Sent by the page's script: until it has taken over the server's HTML, a press would only
  // reload the page, so the button waits for it.
  const inBrowser = useInBrowser();
  const forgotPassword = useForgotPassword();
  const form = useForm<ForgotPasswordInput>({
    mode: "controlled",
    initialValues: { email: "" },
    validate: useSchemaResolver(ForgotPasswordSchema),
  });
  const typedRef = useKeepTypedValues(form);

  if (forgotPassword.data) return <LinkSent message={forgotPassword.data.message} />;

  const submit = form.onSubmit((values) => {
    forgotPassword.mutate(values, { onError: showFieldErrors(form) });
  });

  return (
    <form ref={typedRef} method="post" onSubmit={submit} noValidate>
      <Stack>
        <Text>
          <Trans>
            Type the email address of your account: we will send it a link to choose a new password.
          </Trans>
        </Text>
        <EmailField name="email" {...form.getInputProps("email")} />
        <FormError error={forgotPassword.error} form={form} title={t`The link was not sent`} />
        <Button type="submit" loading={forgotPassword.isPending} disabled={!inBrowser} fullWidth>
          <Trans>Send the link</Trans>
        </Button>
        <Text size="sm">
          <Trans>Remembered it? </Trans>
          <Anchor component={LocalizedLink} to="/login">
            <Trans>Back to Login</Trans>
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
