// /admission: the form, or the user's open application with what they can do next.
import type { Admission } from "@app/shared/admissions";
import type { PublicCourse } from "@app/shared/courses";
import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Anchor, Paper, Stack, Text, Title } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { QueryStates } from "@/components/query-states";
import { useCreateAdmission } from "../api/create-admission";
import { useMyAdmissions } from "../api/get-my-admissions";
import { AdmissionForm } from "./admission-form";
import { AdmissionSummary } from "./admission-summary";

/** Where the entrance test, the other half of admissions, is served. */
export const ENTRANCE_TEST_PATH = "/entrance-test";

export function AdmissionPage({ courses }: { courses: UseQueryResult<PublicCourse[]> }) {
  const { t } = useLingui();
  const mine = useMyAdmissions();
  const createAdmission = useCreateAdmission();

  const body = createAdmission.isSuccess ? (
    <SuccessPanel admission={createAdmission.data} />
  ) : (
    <QueryStates
      query={mine}
      data={mine.data}
      loadingLabel={t`Loading your applications`}
      errorTitle={t`Could not load your applications`}
    >
      {(admissions) => {
        // The server allows one open (not rejected) admission per user.
        const open = admissions.find((admission) => admission.status !== "rejected");
        return open ? (
          <Stack>
            <Title order={2} size="h3">
              <Trans>You have already applied</Trans>
            </Title>
            <AdmissionSummary admission={open} />
          </Stack>
        ) : (
          <Stack>
            {admissions.length > 0 && (
              <Alert color="brand" title={t`You may apply again`}>
                <Trans>
                  Your earlier application was not accepted. You can send a new one below.
                </Trans>
              </Alert>
            )}
            <AdmissionForm courses={courses} createAdmission={createAdmission} />
          </Stack>
        );
      }}
    </QueryStates>
  );

  return (
    <Stack gap="lg">
      {body}
      <EntranceTestLink />
    </Stack>
  );
}

function SuccessPanel({ admission }: { admission: Admission }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Keyboard and screen-reader users land on the answer, not on a vanished Submit button.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack>
      <Alert color="green" variant="light">
        <Title order={2} size="h3" ref={heading} tabIndex={-1}>
          <Trans>success</Trans>
        </Title>
        <Text mt="xs">
          <Trans>Your application has been received. This is what we stored:</Trans>
        </Text>
      </Alert>
      <AdmissionSummary admission={admission} />
    </Stack>
  );
}

function EntranceTestLink() {
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4">
        <Trans>Entrance test</Trans>
      </Title>
      <Text mt={4}>
        <Trans>
          Every applicant takes a short entrance test: five questions, one attempt.{" "}
          <Anchor component={Link} to={ENTRANCE_TEST_PATH}>
            Go to the entrance test
          </Anchor>
        </Trans>
      </Text>
    </Paper>
  );
}
