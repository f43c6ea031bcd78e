import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Anchor } from "@mantine/core";
import { Link, useSearchParams } from "react-router";
import { PageHeader } from "@/components/page-header";
import { UserTracking } from "@/features/locations/components/user-tracking";

export function UserTrackingRoute() {
  const [params] = useSearchParams();
  const id = params.get("id") ?? "";
  const name = params.get("name") ?? "";
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={name ? t`User tracking: ${name}` : t`User tracking`} />
      {id ? (
        <UserTracking key={id} id={id} name={name} />
      ) : (
        <Alert color="yellow" title={t`No user chosen`} role="alert">
          <Trans>
            Open a user from{" "}
            <Anchor component={Link} to="/getmapdata">
              Manage Map Users
            </Anchor>{" "}
            to see their location.
          </Trans>
        </Alert>
      )}
    </>
  );
}
