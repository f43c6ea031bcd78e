import { useLingui } from "@lingui/react/macro";
import { PageHeader } from "@/components/page-header";
import { QuizForm } from "@/features/exams/components/quiz-form";

export function QuizRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`Admission test`}
        subtitle={t`Five questions, one mark for each right answer`}
      />
      <QuizForm />
    </>
  );
}
