import { PageHeader } from "@/components/page-header";
import { NewStudentList } from "@/features/admissions/components/new-student-list";

export function NewStudentListRoute() {
  return (
    <>
      <PageHeader
        title="New admission list"
        subtitle="Every application, newest first. Change a status with the select in its row."
      />
      <NewStudentList />
    </>
  );
}
