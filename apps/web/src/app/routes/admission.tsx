import { useLingui } from "@lingui/react/macro";
import { PageHeader } from "@/components/page-header";
import { AdmissionPage } from "@/features/admissions/components/admission-page";
import { useCourses } from "@/features/courses/api/get-courses";

export function AdmissionRoute() {
  // The course list belongs to the courses feature; the route hands it to the form.
  const { t } = useLingui();
  const courses = useCourses();
  return (
    <>
      <PageHeader
        title={t`Student Admission Form`}
        subtitle={t`Apply for a course. Fields marked * are required.`}
      />
      <AdmissionPage courses={courses} />
    </>
  );
}
