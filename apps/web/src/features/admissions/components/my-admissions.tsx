// The "My admission" section of /profile: the user's applications and where each stands.
import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Stack, Title } from "@mantine/core";
import { Link } from "react-router";
import { QueryStates } from "@/components/query-states";
import { useMyAdmissions } from "../api/get-my-admissions";
import { AdmissionSummary } from "./admission-summary";

export function MyAdmissions() {
  const { t } = useLingui();
  const admissions = useMyAdmissions();
  const headingId = "my-admission-heading";
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} size="h3" id={headingId}>
        <Trans>My admission</Trans>
      </Title>
      <QueryStates
        query={admissions}
        data={admissions.data}
        loadingLabel={t`Loading your applications`}
        errorTitle={t`Could not load your applications`}
        empty={t`You have not applied for admission yet.`}
        emptyAction={
          <Anchor component={Link} to="/admission">
            <Trans>Fill in the admission form</Trans>
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
