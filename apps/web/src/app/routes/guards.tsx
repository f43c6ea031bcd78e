// Route guards: visitors go to /login (and come back); the wrong role sees 'not allowed'.
import type { Role } from "@app/shared/users";
import { Button, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { Link, Navigate, Outlet, useLocation } from "react-router";
import { PageLoader } from "@/components/page-loader";
import { CHOOSE_PASSWORD_PATH, useAuth } from "@/lib/auth";

/** Where the login page sends the user back to, kept in router state. */
export type FromState = { from?: { pathname: string; search: string; hash: string } };

export function RequireAuth() {
  const { user, verified } = useAuth();
  const location = useLocation();
  if (!user) {
    const state: FromState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to="/login" replace state={state} />;
  }
  // The stored user is shown only once the server has confirmed it (role or token may be stale).
  if (!verified) return <PageLoader label="Checking your sign-in" />;
  // A password someone else chose: the account's own new one comes first (docs/product.md: who uses it).
  if (user.mustChangeCredentials && location.pathname !== CHOOSE_PASSWORD_PATH) {
    const state: FromState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to={CHOOSE_PASSWORD_PATH} replace state={state} />;
  }
  return <Outlet />;
}

export function RequireRole({ roles, area }: { roles: Role[]; area: string }) {
  const { user } = useAuth();
  if (user && roles.includes(user.role)) return <Outlet />;
  return <NotAllowed area={area} role={user?.role ?? "visitor"} />;
}

function NotAllowed({ area, role }: { area: string; role: string }) {
  useDocumentTitle("Not allowed | Plassey Institute");
  return (
    <Stack align="flex-start" py="xl">
      <Title order={1}>Not allowed</Title>
      <Text>
        This page is for {area} accounts only. Your account ({role}) cannot open it.
      </Text>
      <Button component={Link} to="/">
        Go to the home page
      </Button>
    </Stack>
  );
}
