import { useLingui } from "@lingui/react/macro";
import { PageHeader } from "@/components/page-header";
import { CoursesTable } from "@/features/courses/components/courses-table";

export function StaffCoursesRoute() {
  const { t } = useLingui();
  return (
    <CoursesTable
      header={(newCourse) => (
        <PageHeader
          title={t`Courses`}
          subtitle={t`What the institute teaches, its fees and batches, in English and Bengali.`}
          actions={newCourse}
        />
      )}
    />
  );
}
