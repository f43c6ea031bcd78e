import { useLingui } from "@lingui/react/macro";
import { Anchor, Stack } from "@mantine/core";
import { Link, useParams, useSearchParams } from "react-router";
import { PageHeader } from "@/components/page-header";
import { ErrorState, LoadingState } from "@/components/query-states";
import { useQuestion } from "@/features/question-bank/api/question-bank";
import { QuestionForm } from "@/features/question-bank/components/question-form";

export function StaffQuestionRoute() {
  const { t } = useLingui();
  const { questionId = "" } = useParams();
  const [params] = useSearchParams();
  const isNew = questionId === "new";
  const question = useQuestion(isNew ? undefined : questionId);
  const back = (
    <Anchor component={Link} to="/staff/questions">
      {t`All questions`}
    </Anchor>
  );
  if (isNew) {
    return (
      <Stack>
        <PageHeader title={t`New question`} actions={back} />
        <QuestionForm categoryId={params.get("category") ?? ""} />
      </Stack>
    );
  }
  if (question.isPending) return <LoadingState label={t`Loading the question`} />;
  if (question.isError) {
    return (
      <ErrorState
        error={question.error}
        title={t`Could not load the question`}
        onRetry={() => void question.refetch()}
      />
    );
  }
  const version = question.data.version;
  return (
    <Stack>
      <PageHeader
        title={t`Edit the question`}
        subtitle={t`Version ${version}: saving a change writes the next version; tests keep the version they showed.`}
        actions={back}
      />
      {/* Keyed by the question, not its version: a save's refetch must not remount the form
          before the save's own onSuccess has run (it takes the reader back to the list). */}
      <QuestionForm key={question.data._id} question={question.data} />
    </Stack>
  );
}
