import { useLingui } from "@lingui/react/macro";
import { PageHeader } from "@/components/page-header";
import { NewStudentList } from "@/features/admissions/components/new-student-list";
import { useCourses } from "@/features/courses/api/get-courses";

export function NewStudentListRoute() {
  // The course filter offers the courses an admission can be for.
  const { t } = useLingui();
  const courses = useCourses();
  const options = (courses.data ?? []).map((course) => ({
    value: course.code,
    label: course.name,
  }));
  return (
    <>
      <PageHeader
        title={t`New admission list`}
        subtitle={t`Every application, newest first. Change a status with the select in its row.`}
      />
      <NewStudentList courses={options} />
    </>
  );
}
