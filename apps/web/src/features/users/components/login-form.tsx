import { type LoginInput, LoginSchema } from "@app/shared/users";
import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Button, Group, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useInBrowser } from "@/components/browser-only";
import { FormError } from "@/components/form-error";
import { EmailField, PasswordField } from "@/components/form-fields";
import { LocalizedLink } from "@/components/localized-link";
import { showFieldErrors } from "@/lib/form-errors";
import { useKeepTypedValues } from "@/lib/keep-typed-values";
import { useSchemaResolver } from "@/lib/schema-resolver";
import { useLogin } from "../api/login";
import { useAfterSignIn } from "./use-return-path";

export function LoginForm() {
  const { t } = useLingui();
  // Sent by the page's script: until it has taken over the server's HTML (decision 022), a press
  // would only reload the page, so the button waits for it.
  const inBrowser = useInBrowser();
  const afterSignIn = useAfterSignIn();
  const loginMutation = useLogin();
  const form = useForm<LoginInput>({
    mode: "controlled",
    initialValues: { email: "", password: "" },
    validate: useSchemaResolver(LoginSchema),
  });
  const typedRef = useKeepTypedValues(form);

  const submit = form.onSubmit((values) => {
    loginMutation.mutate(values, {
      onSuccess: afterSignIn,
      onError: showFieldErrors(form),
    });
  });

  // POST, never the default GET: the fields are named (useKeepTypedValues), and a submission
  // the browser made by itself would otherwise put the password in the address.
  return (
    <form ref={typedRef} method="post" onSubmit={submit} noValidate>
      <Stack>
        <EmailField name="email" {...form.getInputProps("email")} />
        <PasswordField
          label={t`Password`}
          name="password"
          autoComplete="current-password"
          {...form.getInputProps("password")}
        />
        <Group justify="flex-end">
          <Anchor component={LocalizedLink} to="/forgot-password" size="sm">
            <Trans>Forgot password?</Trans>
          </Anchor>
        </Group>
        <FormError error={loginMutation.error} form={form} title={t`You were not signed in`} />
        <Button type="submit" loading={loginMutation.isPending} disabled={!inBrowser} fullWidth>
          <Trans>Submit</Trans>
        </Button>
      </Stack>
    </form>
  );
}
