import { useLingui } from "@lingui/react/macro";
import { PageHeader } from "@/components/page-header";
import { OldStudentList } from "@/features/students/components/old-student-list";

export function StudentListRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Students List Old Data`} />
      <OldStudentList />
    </>
  );
}
