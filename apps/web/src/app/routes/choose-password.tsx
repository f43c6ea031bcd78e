import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Stack } from "@mantine/core";
import { Navigate, useNavigate } from "react-router";
import { PageHeader } from "@/components/page-header";
import { ChangePasswordForm } from "@/features/users/components/change-password-form";
import { useReturnPath } from "@/features/users/components/use-return-path";
import { useUser } from "@/lib/auth";
import { OVERVIEW_PATH } from "../layouts/nav-links";

/**
 * /choose-password (signed in): an account whose password someone else chose (the first
 * administrator's one-time password, an account an admin created) sets its own before anything
 * else; then it goes where it was going (an administrator who was going nowhere in particular, as
 * at the first start, to the back office's overview).
 */
export function ChoosePasswordRoute() {
  const { t } = useLingui();
  const user = useUser();
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const next = returnPath === "/" && user?.role === "admin" ? OVERVIEW_PATH : returnPath;
  if (user && !user.mustChangeCredentials) return <Navigate to={next} replace />;
  return (
    <Stack maw={560}>
      <PageHeader title={t`Choose your own password`} />
      <Alert color="brand" title={t`One step before you start`}>
        <Trans>
          Your password was chosen for you (it was printed in the server's log, or an administrator
          set it). Choose one only you know; then you go on to the site.
        </Trans>
      </Alert>
      <ChangePasswordForm onChanged={() => void navigate(next, { replace: true })} />
    </Stack>
  );
}
