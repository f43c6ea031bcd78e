import { textIn } from "@app/shared/localized-text";
import { useLingui } from "@lingui/react/macro";
import { PageHeader } from "@/components/page-header";
import { NewStudentList } from "@/features/admissions/components/new-student-list";
import { useCatalogue } from "@/features/courses/api/catalogue";
import { useLanguage } from "@/lib/i18n";

export function NewStudentListRoute() {
  // The course filter offers the courses an admission can be for.
  const { t } = useLingui();
  const { language } = useLanguage();
  const courses = useCatalogue();
  const options = (courses.data ?? []).map((course) => ({
    value: course.code,
    label: textIn(course.name, language),
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
