import { PageHeader } from "@/components/page-header";
import { OldStudentList } from "@/features/students/components/old-student-list";

export function StudentListRoute() {
  return (
    <>
      <PageHeader title="Students List Old Data" />
      <OldStudentList />
    </>
  );
}
