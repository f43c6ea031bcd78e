import { useLingui } from "@lingui/react/macro";
import { PageHeader } from "@/components/page-header";
import { getCoursesQueryOptions } from "@/features/courses/api/get-courses";
import { WebCourses } from "@/features/courses/components/web-courses";
import { queryLoader } from "../query-loader";

export function WebserviceRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`Web Development and Exam Coaching`}
        subtitle={t`Learn to build web applications, or prepare for a government job.`}
      />
      <WebCourses />
    </>
  );
}

/** The courses with their fees. */
export const loader = queryLoader((client) => client.ensureQueryData(getCoursesQueryOptions()));
