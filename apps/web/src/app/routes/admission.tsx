import { useLingui } from "@lingui/react/macro";
import { PageHeader } from "@/components/page-header";
import { AdmissionPage } from "@/features/admissions/components/admission-page";
import { useCatalogue } from "@/features/courses/api/catalogue";

export function AdmissionRoute() {
  // The course list belongs to the courses feature; the route hands it to the form.
  const { t } = useLingui();
  const courses = useCatalogue();
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
