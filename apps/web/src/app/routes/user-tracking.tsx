import { Alert, Anchor } from "@mantine/core";
import { Link, useSearchParams } from "react-router";
import { PageHeader } from "@/components/page-header";
import { UserTracking } from "@/features/locations/components/user-tracking";

export function UserTrackingRoute() {
  const [params] = useSearchParams();
  const id = params.get("id") ?? "";
  const name = params.get("name") ?? "";
  return (
    <>
      <PageHeader title={name ? `User tracking: ${name}` : "User tracking"} />
      {id ? (
        <UserTracking key={id} id={id} name={name} />
      ) : (
        <Alert color="yellow" title="No user chosen" role="alert">
          Open a user from{" "}
          <Anchor component={Link} to="/getmapdata">
            Manage Map Users
          </Anchor>{" "}
          to see their location.
        </Alert>
      )}
    </>
  );
}
