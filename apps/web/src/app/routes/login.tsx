import { Alert, Anchor, Paper, Text } from "@mantine/core";
import { Link, useLocation } from "react-router";
import { PageHeader } from "@/components/page-header";
import { LoginForm } from "@/features/users/components/login-form";
import type { PasswordResetState } from "@/features/users/components/reset-password-form";

export function LoginRoute() {
  const { state } = useLocation();
  const passwordReset = (state as PasswordResetState | null)?.passwordReset === true;
  return (
    <Paper maw={420} mx="auto" p="lg" withBorder>
      <PageHeader title="Login" subtitle="Please log in to get support" />
      {passwordReset && (
        <Alert color="green" role="status" mb="md">
          Your password is changed. Sign in with the new one.
        </Alert>
      )}
      <LoginForm />
      <Text mt="md" size="sm">
        No account yet?{" "}
        <Anchor component={Link} to="/register" state={state}>
          Create one
        </Anchor>
      </Text>
    </Paper>
  );
}
