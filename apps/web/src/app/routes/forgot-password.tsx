import { Code, Divider, Paper, Text, Title } from "@mantine/core";
import { PageHeader } from "@/components/page-header";
import { ForgotPasswordForm } from "@/features/users/components/forgot-password-form";

const RESET_COMMAND = "npm run admin:reset-password -- --email admin@example.com";

export function ForgotPasswordRoute() {
  return (
    <Paper maw={480} mx="auto" p="lg" withBorder>
      <PageHeader title="Forgot Password" />
      <ForgotPasswordForm />
      <Divider my="lg" />
      <section aria-labelledby="operator-reset-heading">
        <Title order={2} size="h5" id="operator-reset-heading" mb={4}>
          Running the server yourself?
        </Title>
        <Text size="sm">
          Whoever runs the server can also reset an administrator's password from the command line,
          with the same <Code>DATA_DIR</Code> or <Code>DATABASE_URL</Code> as the server:{" "}
          <Code>{RESET_COMMAND}</Code>. It asks for the new password and signs out the account's old
          sessions.
        </Text>
      </section>
    </Paper>
  );
}
