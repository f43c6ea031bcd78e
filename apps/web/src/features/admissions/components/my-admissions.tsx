// The "My admission" section of /profile: the user's applications and where each stands.
import { Anchor, Stack, Title } from "@mantine/core";
import { Link } from "react-router";
import { QueryStates } from "@/components/query-states";
import { useMyAdmissions } from "../api/get-my-admissions";
import { AdmissionSummary } from "./admission-summary";

export function MyAdmissions() {
  const admissions = useMyAdmissions();
  const headingId = "my-admission-heading";
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} size="h3" id={headingId}>
        My admission
      </Title>
      <QueryStates
        query={admissions}
        loadingLabel="Loading your applications"
        errorTitle="Could not load your applications"
        empty="You have not applied for admission yet."
        emptyAction={
          <Anchor component={Link} to="/admission">
            Fill in the admission form
          </Anchor>
        }
      >
        {(items) =>
          items.map((admission) => <AdmissionSummary key={admission._id} admission={admission} />)
        }
      </QueryStates>
    </Stack>
  );
}
