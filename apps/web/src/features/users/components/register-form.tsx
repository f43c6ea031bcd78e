import { formatCount } from "@app/shared/format";
import { PASSWORD_MIN_LENGTH, RegisterFormSchema } from "@app/shared/users";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useNavigate } from "react-router";
import { useInBrowser } from "@/components/browser-only";
import { FormError } from "@/components/form-error";
import { EmailField, PasswordField } from "@/components/form-fields";
import { PageLoader } from "@/components/page-loader";
import { showFieldErrors } from "@/lib/form-errors";
import { useLanguage } from "@/lib/i18n";
import { useKeepTypedValues } from "@/lib/keep-typed-values";
import { useSchemaResolver } from "@/lib/schema-resolver";
import { useRegister } from "../api/register";
import { useReturnPath } from "./use-return-path";

type RegisterFormValues = { name: string; email: string; password: string; password2: string };

export function RegisterForm() {
  const { t } = useLingui();
  const { language, locale } = useLanguage();
  // Sent by the page's script: until it has taken over the server's HTML (decision 022), a press
  // would only reload the page, so the button waits for it.
  const inBrowser = useInBrowser();
  const navigate = useNavigate();
  const minLength = formatCount(PASSWORD_MIN_LENGTH, locale);
  const returnPath = useReturnPath();
  const registerMutation = useRegister();
  const form = useForm<RegisterFormValues>({
    mode: "controlled",
    initialValues: { name: "", email: "", password: "", password2: "" },
    // Includes 'Passwords do not match': nothing is sent until the form is valid.
    validate: useSchemaResolver(RegisterFormSchema),
  });
  const typedRef = useKeepTypedValues(form);

  const submit = form.onSubmit(({ name, email, password }) => {
    registerMutation.mutate(
      // The account reads the site, its mails and documents in the language it registered in.
      { name, email, password, locale: language },
      {
        onSuccess: () => navigate(returnPath, { replace: true }),
        onError: showFieldErrors(form),
      },
    );
  });

  // POST, never the default GET: the fields are named (useKeepTypedValues), and a submission
  // the browser made by itself would otherwise put the password in the address.
  return (
    <form
      ref={typedRef}
      method="post"
      onSubmit={submit}
      noValidate
      aria-busy={registerMutation.isPending}
    >
      <Stack>
        <TextInput
          label={t`Name`}
          name="name"
          autoComplete="name"
          {...form.getInputProps("name")}
        />
        <EmailField name="email" {...form.getInputProps("email")} />
        <PasswordField
          label={t`Password`}
          name="password"
          autoComplete="new-password"
          description={t`At least ${minLength} characters; not a common one`}
          {...form.getInputProps("password")}
        />
        <PasswordField
          label={t`Confirm password`}
          name="password2"
          autoComplete="new-password"
          {...form.getInputProps("password2")}
        />
        <FormError
          error={registerMutation.error}
          form={form}
          title={t`Your account was not created`}
        />
        <Button type="submit" disabled={!inBrowser || registerMutation.isPending} fullWidth>
          <Trans>Submit</Trans>
        </Button>
        {registerMutation.isPending && <PageLoader label={t`Creating your account`} />}
      </Stack>
    </form>
  );
}
