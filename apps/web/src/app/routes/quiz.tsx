import { PageHeader } from "@/components/page-header";
import { QuizForm } from "@/features/exams/components/quiz-form";

export function QuizRoute() {
  return (
    <>
      <PageHeader
        title="Admission test"
        subtitle="Five questions, one mark for each right answer"
      />
      <QuizForm />
    </>
  );
}
