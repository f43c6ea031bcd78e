import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Paper } from "@mantine/core";
import { PageHeader } from "@/components/page-header";
import { PageLoader } from "@/components/page-loader";
import { SignInForm } from "@/features/users/components/sign-in-form";
import { useAuth } from "@/lib/auth";

export function SignInRoute() {
  const { t } = useLingui();
  const { user, verified } = useAuth();
  return (
    <Paper maw={420} mx="auto" p="lg" withBorder>
      <PageHeader title={t`Welcome Back!`} subtitle={t`Administrator sign-in`} />
      {verified ? (
        <>
          {user && (
            <Alert color="brand" mb="md">
              <Trans>
                You are signed in as {user.name}. Signing in here replaces that account.
              </Trans>
            </Alert>
          )}
          <SignInForm />
        </>
      ) : (
        <PageLoader label={t`Checking your sign-in`} />
      )}
    </Paper>
  );
}
