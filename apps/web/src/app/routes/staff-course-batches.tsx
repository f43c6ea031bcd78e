import { textIn } from "@app/shared/localized-text";
import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor } from "@mantine/core";
import { Link, useParams } from "react-router";
import { PageHeader } from "@/components/page-header";
import { QueryStates } from "@/components/query-states";
import { useStaffCourse } from "@/features/courses/api/staff-courses";
import { BatchesTable } from "@/features/courses/components/batches-table";
import { useLanguage } from "@/lib/i18n";

export function StaffCourseBatchesRoute() {
  const { t } = useLingui();
  const { language } = useLanguage();
  const code = useParams().code ?? "";
  const course = useStaffCourse(code);
  const back = (
    <Anchor component={Link} to="/staff/courses">
      <Trans>All courses</Trans>
    </Anchor>
  );
  return (
    <QueryStates
      query={course}
      data={course.data}
      loadingLabel={t`Loading the course`}
      errorTitle={t`Could not load the course`}
    >
      {(data) => {
        const name = textIn(data.name, language);
        return (
          <BatchesTable
            course={data}
            header={(newBatch) => (
              <>
                {back}
                <PageHeader title={t`Batches of ${name}`} actions={newBatch} />
              </>
            )}
          />
        );
      }}
    </QueryStates>
  );
}
