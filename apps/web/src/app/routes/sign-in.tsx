import { Alert, Paper } from "@mantine/core";
import { PageHeader } from "@/components/page-header";
import { PageLoader } from "@/components/page-loader";
import { SignInForm } from "@/features/users/components/sign-in-form";
import { useAuth } from "@/lib/auth";

export function SignInRoute() {
  const { user, verified } = useAuth();
  return (
    <Paper maw={420} mx="auto" p="lg" withBorder>
      <PageHeader title="Welcome Back!" subtitle="Administrator sign-in" />
      {verified ? (
        <>
          {user && (
            <Alert color="brand" mb="md">
              You are signed in as {user.name}. Signing in here replaces that account.
            </Alert>
          )}
          <SignInForm />
        </>
      ) : (
        <PageLoader label="Checking your sign-in" />
      )}
    </Paper>
  );
}
