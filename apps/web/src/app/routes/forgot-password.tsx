import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Divider, Paper, Text, Title } from "@mantine/core";
import { LocalizedLink } from "@/components/localized-link";
import { PageHeader } from "@/components/page-header";
import { ForgotPasswordForm } from "@/features/users/components/forgot-password-form";

// Only what a customer can do: the mailed link, or asking the institute. An operator's own way
// back in (the command line) is in docs/operations.md, not on a public page.
export function ForgotPasswordRoute() {
  const { t } = useLingui();
  return (
    <Paper maw={480} mx="auto" p="lg" withBorder>
      <PageHeader title={t`Forgot Password`} />
      <ForgotPasswordForm />
      <Divider my="lg" />
      {/* Not a labelled region: the form's own Email field stays the page's one "email" label. */}
      <div>
        <Title order={2} size="h5" mb={4}>
          <Trans>No longer have that email address?</Trans>
        </Title>
        <Text size="sm">
          <Trans>
            Call or write to the institute from the{" "}
            <Anchor component={LocalizedLink} to="/contact">
              contact page
            </Anchor>
            : the office can check who you are and help you back into your account.
          </Trans>
        </Text>
      </div>
    </Paper>
  );
}
