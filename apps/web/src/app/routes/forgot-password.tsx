import { Trans, useLingui } from "@lingui/react/macro";
import { Code, Divider, Paper, Text, Title } from "@mantine/core";
import { PageHeader } from "@/components/page-header";
import { ForgotPasswordForm } from "@/features/users/components/forgot-password-form";

const RESET_COMMAND = "npm run admin:reset-password -- --email admin@example.com";

export function ForgotPasswordRoute() {
  const { t } = useLingui();
  return (
    <Paper maw={480} mx="auto" p="lg" withBorder>
      <PageHeader title={t`Forgot Password`} />
      <ForgotPasswordForm />
      <Divider my="lg" />
      <section aria-labelledby="operator-reset-heading">
        <Title order={2} size="h5" id="operator-reset-heading" mb={4}>
          <Trans>Running the server yourself?</Trans>
        </Title>
        <Text size="sm">
          <Trans>
            Whoever runs the server can also reset an administrator's password from the command
            line, with the same{" "}
            <Code>
              <Trans>DATA_DIR</Trans>
            </Code>{" "}
            or{" "}
            <Code>
              <Trans>DATABASE_URL</Trans>
            </Code>{" "}
            as the server: <Code>{RESET_COMMAND}</Code>. It asks for the new password and signs out
            the account's old sessions.
          </Trans>
        </Text>
      </section>
    </Paper>
  );
}
