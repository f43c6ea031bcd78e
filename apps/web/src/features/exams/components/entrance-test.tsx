// The entrance test page: the rules and Start, the running test, or the stored result, following
// the server's attempt (so a reload resumes the test and the clock keeps running).

import { isStaffRole } from "@app/shared/users";
import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Stack } from "@mantine/core";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { QueryStates } from "@/components/query-states";
import { useUser } from "@/lib/auth";
import { useLanguage } from "@/lib/i18n";
import { useEntranceTest } from "../api/get-entrance-test";
import { TestInProgress } from "./test-in-progress";
import { TestReview } from "./test-review";
import { TestRules } from "./test-rules";

export function EntranceTestPage() {
  const { t } = useLingui();
  const user = useUser();
  const { language } = useLanguage();
  const test = useEntranceTest(language);
  // Whether the test ran on this page: the result that replaces it then takes the focus.
  const [ranHere, setRanHere] = useState(false);
  const state = test.data?.attempt.state;
  useEffect(() => {
    if (state === "in-progress") setRanHere(true);
  }, [state]);

  const staffLink = user && isStaffRole(user.role) && (
    <Anchor component={Link} to="/entrance-test/results" w="fit-content">
      <Trans>See every candidate's score</Trans>
    </Anchor>
  );

  const body = (
    <QueryStates
      query={test}
      data={test.data}
      loadingLabel={t`Loading the entrance test`}
      errorTitle={t`Could not load the entrance test`}
    >
      {(data) => {
        const { attempt } = data;
        if (attempt.state === "not-started") return <TestRules test={data} />;
        if (attempt.state === "in-progress") {
          return (
            <TestInProgress
              key={attempt.startedAt}
              attempt={attempt}
              userId={user?._id ?? ""}
              timeLimitSeconds={data.timeLimitSeconds}
            />
          );
        }
        return <TestReview attempt={attempt} takeFocus={ranHere} />;
      }}
    </QueryStates>
  );

  return (
    <Stack>
      {staffLink}
      {body}
    </Stack>
  );
}
