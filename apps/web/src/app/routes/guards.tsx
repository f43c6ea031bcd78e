// Route guards: visitors go to /login (and come back); the wrong role sees 'not allowed'.

import type { Role } from "@app/shared/users";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { Link, Navigate, Outlet, useLocation } from "react-router";
import { PageLoader } from "@/components/page-loader";
import { roleWord } from "@/features/users/components/role-labels";
import { CHOOSE_PASSWORD_PATH, useAuth } from "@/lib/auth";
import { useInstitute } from "@/lib/use-institute";

/** Where the login page sends the user back to, kept in router state. */
export type FromState = { from?: { pathname: string; search: string; hash: string } };

export function RequireAuth() {
  const { t } = useLingui();
  const { user, verified } = useAuth();
  const location = useLocation();
  if (!user) {
    const state: FromState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to="/login" replace state={state} />;
  }
  // The stored user is shown only once the server has confirmed it (role or token may be stale).
  if (!verified) return <PageLoader label={t`Checking your sign-in`} />;
  // A password someone else chose: the account's own new one comes first (docs/product.md: who uses it).
  if (user.mustChangeCredentials && location.pathname !== CHOOSE_PASSWORD_PATH) {
    const state: FromState = {
      from: { pathname: location.pathname, search: location.search, hash: location.hash },
    };
    return <Navigate to={CHOOSE_PASSWORD_PATH} replace state={state} />;
  }
  return <Outlet />;
}

export function RequireRole({ roles, area }: { roles: Role[]; area: "staff" | "admin" }) {
  const { user } = useAuth();
  if (user && roles.includes(user.role)) return <Outlet />;
  return <NotAllowed area={area} role={user?.role ?? null} />;
}

function NotAllowed({ area, role }: { area: "staff" | "admin"; role: Role | null }) {
  const { t, i18n } = useLingui();
  const institute = useInstitute();
  useDocumentTitle(t`Not allowed | ${institute.name}`);
  const account = role ? roleWord(i18n, role) : t`visitor`;
  return (
    <Stack align="flex-start" py="xl">
      <Title order={1}>
        <Trans>Not allowed</Trans>
      </Title>
      <Text>
        {area === "staff"
          ? t`This page is for staff accounts only. Your account (${account}) cannot open it.`
          : t`This page is for admin accounts only. Your account (${account}) cannot open it.`}
      </Text>
      <Button component={Link} to="/">
        <Trans>Go to the home page</Trans>
      </Button>
    </Stack>
  );
}
