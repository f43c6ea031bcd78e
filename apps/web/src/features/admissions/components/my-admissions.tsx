// The "My admission" section of /profile: the user's applications and where each stands.
import { Anchor, Stack, Title } from "@mantine/core";
import { Link } from "react-router";
import { EmptyState, ErrorState, LoadingState } from "@/components/query-states";
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
      {admissions.isPending ? (
        <LoadingState label="Loading your applications" />
      ) : admissions.isError ? (
        <ErrorState
          error={admissions.error}
          title="Could not load your applications"
          onRetry={() => void admissions.refetch()}
        />
      ) : admissions.data.length === 0 ? (
        <EmptyState message="You have not applied for admission yet.">
          <Anchor component={Link} to="/admission">
            Fill in the admission form
          </Anchor>
        </EmptyState>
      ) : (
        admissions.data.map((admission) => (
          <AdmissionSummary key={admission._id} admission={admission} />
        ))
      )}
    </Stack>
  );
}
