import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Anchor, Paper, Text } from "@mantine/core";
import { useLocation } from "react-router";
import { LocalizedLink } from "@/components/localized-link";
import { PageHeader } from "@/components/page-header";
import { LoginForm } from "@/features/users/components/login-form";
import type { PasswordResetState } from "@/features/users/components/reset-password-form";

export function LoginRoute() {
  const { t } = useLingui();
  const { state } = useLocation();
  const passwordReset = (state as PasswordResetState | null)?.passwordReset === true;
  return (
    <Paper maw={420} mx="auto" p="lg" withBorder>
      <PageHeader title={t`Login`} subtitle={t`Please log in to get support`} />
      {passwordReset && (
        <Alert color="green" role="status" mb="md">
          <Trans>Your password is changed. Sign in with the new one.</Trans>
        </Alert>
      )}
      <LoginForm />
      <Text mt="md" size="sm">
        <Trans>
          No account yet?{" "}
          <Anchor component={LocalizedLink} to="/register" state={state}>
            Create one
          </Anchor>
        </Trans>
      </Text>
    </Paper>
  );
}
