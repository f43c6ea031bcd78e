import { Anchor, Code, List, Paper, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { PageHeader } from "@/components/page-header";

const RESET_COMMAND = "npm run admin:reset-password -- --email admin@example.com";

export function ForgotPasswordRoute() {
  return (
    <Paper maw={640} mx="auto" p="lg" withBorder>
      <PageHeader title="Forgot Password" />
      <Text mb="md">
        Administrator passwords are not reset by email. Whoever runs the server resets one from the
        command line:
      </Text>
      <Title order={2} size="h4" mb="xs">
        How to reset an administrator's password
      </Title>
      <List type="ordered" spacing="xs" mb="md">
        <List.Item>Open a terminal in the folder where the site's server is installed.</List.Item>
        <List.Item>
          Run <Code>{RESET_COMMAND}</Code> with the administrator's email, using the same{" "}
          <Code>DATA_DIR</Code> or <Code>DATABASE_URL</Code> as the server.
        </List.Item>
        <List.Item>
          Type the new password when asked (or give it with <Code>--password</Code>). The command
          makes the account an admin, creates it when missing, and signs out its old sessions.
        </List.Item>
      </List>
      <Text>
        A user who is not an administrator can ask an administrator for a new account on{" "}
        <Anchor component={Link} to="/contact">
          the contact page
        </Anchor>
        . Back to{" "}
        <Anchor component={Link} to="/sign-in">
          Sign in
        </Anchor>
        .
      </Text>
    </Paper>
  );
}
