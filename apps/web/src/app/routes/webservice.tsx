import { PageHeader } from "@/components/page-header";
import { WebCourses } from "@/features/courses/components/web-courses";

export function WebserviceRoute() {
  return (
    <>
      <PageHeader
        title="Web Development and Exam Coaching"
        subtitle="Learn to build web applications, or prepare for a government job."
      />
      <WebCourses />
    </>
  );
}
