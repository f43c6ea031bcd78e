import { useLingui } from "@lingui/react/macro";
import { PageHeader } from "@/components/page-header";
import { StaffQuestions } from "@/features/question-bank/components/staff-questions";

export function StaffQuestionsRoute() {
  const { t } = useLingui();
  return (
    <StaffQuestions
      header={(newQuestion) => (
        <PageHeader
          title={t`Question bank`}
          subtitle={t`Questions by subject, chapter and topic, in English and Bengali, for the test series.`}
          actions={newQuestion}
        />
      )}
    />
  );
}
