// The quiz of /test: five questions, one radio choice each. Anyone may read and answer them;
// submitting needs an account. The server scores the answers and keeps the first result.

import { QuizSubmissionSchema } from "@app/shared/exams";

import { formatCount } from "@app/shared/format";
import { isStaffRole } from "@app/shared/users";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { FormError } from "@/components/form-error";
import { LocalizedLink } from "@/components/localized-link";
import { ErrorState, QueryStates } from "@/components/query-states";
import { QuestionList } from "@/components/question-list";
import { useUser } from "@/lib/auth";
import { showFieldErrors } from "@/lib/form-errors";
import { useLanguage } from "@/lib/i18n";
import { useDraftAnswers } from "@/lib/use-draft-answers";
import { useSessionCounter } from "@/lib/use-session-counter";
import { useOwnQuizResult } from "../api/get-own-quiz-result";
import { useQuiz } from "../api/get-quiz";
import { useSubmitQuiz } from "../api/submit-quiz";

const COUNTER_KEY = "quiz-submissions";
const DRAFT_KEY = "quiz-answers";
/** The login page sends the user back here (router state, as the route guards do). */
const RETURN_HERE = { from: { pathname: "/test", search: "", hash: "" } };

export function QuizForm() {
  const { t } = useLingui();
  const { language, locale } = useLanguage();
  const user = useUser();
  const quiz = useQuiz(language);
  const ownResult = useOwnQuizResult(user !== null);
  const submitQuiz = useSubmitQuiz();
  const [submissions, countSubmission] = useSessionCounter(COUNTER_KEY);
  const form = useDraftAnswers(DRAFT_KEY, QuizSubmissionSchema);
  const submit = form.onSubmit((values) => {
    if (!user || submitQuiz.isPending) return;
    countSubmission();
    submitQuiz.mutate(values, { onError: showFieldErrors(form) });
  });

  // A fresh submission's answer is written into the own-result query, so one source serves both.
  const result = user ? (ownResult.data?.result ?? null) : null;
  const marks = result ? formatCount(result.marks, locale) : "";
  const outOf = result ? formatCount(result.outOf, locale) : "";

  return (
    <QueryStates
      query={quiz}
      data={quiz.data}
      loadingLabel={t`Loading the quiz`}
      errorTitle={t`Could not load the quiz`}
      empty={t`No quiz questions yet`}
      isEmpty={(data) => data.questions.length === 0}
    >
      {({ questions }) => (
        <Stack maw={720}>
          <form noValidate onSubmit={submit}>
            <Stack>
              <QuestionList questions={questions} form={form} disabled={submitQuiz.isPending} />
              <FormError
                error={submitQuiz.error}
                form={form}
                title={t`Could not submit the quiz`}
              />
              {user ? (
                <Button type="submit" loading={submitQuiz.isPending} w="fit-content">
                  <Trans>Submit</Trans>
                </Button>
              ) : (
                <Group gap="sm">
                  <Button component={LocalizedLink} to="/login" state={RETURN_HERE}>
                    <Trans>Sign in to submit</Trans>
                  </Button>
                  <Text size="sm">
                    <Trans>Anyone can answer; you need an account to submit.</Trans>
                  </Text>
                </Group>
              )}
            </Stack>
          </form>

          {ownResult.isError && (
            <ErrorState
              error={ownResult.error}
              title={t`Could not load your earlier result`}
              onRetry={() => void ownResult.refetch()}
            />
          )}

          <Paper withBorder p="md" aria-live="polite" aria-busy={submitQuiz.isPending}>
            <Stack gap="xs">
              <Text size="lg" fw={500} data-testid="quiz-result">
                {result ? (
                  <Trans>Your marks are:{marks}</Trans>
                ) : (
                  t`you got ${{ noMarks: 0 }} or your result will be shown here`
                )}
              </Text>
              {result && (
                <>
                  <Text size="sm" c="dimmed">
                    <Trans>out of {outOf}, one mark for each right answer</Trans>
                  </Text>
                  {/* The catalogue's text has two spaces; pre-wrap keeps both on screen. */}
                  <Text data-testid="quiz-final" style={{ whiteSpace: "pre-wrap" }}>
                    {t`You got:${marks}  you can't change by resubmitting`}
                  </Text>
                </>
              )}
            </Stack>
          </Paper>
          <Text data-testid="quiz-counter">
            <Plural
              value={submissions}
              one="You Submitted # Time in This Session"
              other="You Submitted # Times in This Session"
            />
          </Text>

          {user && isStaffRole(user.role) && (
            <Anchor component={LocalizedLink} to="/entrance-test/results" w="fit-content">
              <Trans>See every candidate's quiz and entrance test results</Trans>
            </Anchor>
          )}
        </Stack>
      )}
    </QueryStates>
  );
}
