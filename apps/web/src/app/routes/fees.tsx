import { useLingui } from "@lingui/react/macro";
import { PageHeader } from "@/components/page-header";
import {
  catalogueQueryOptions,
  FEES_BATCHES,
  nextBatchesQueryOptions,
} from "@/features/courses/api/catalogue";
import { getCoursesQueryOptions } from "@/features/courses/api/get-courses";
import { FeeTable } from "@/features/courses/components/fee-table";
import { queryLoader } from "../query-loader";

export function FeesRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Fees Structure`} />
      <FeeTable />
    </>
  );
}

/**
 * The fee table's courses, the catalogue by group and the batches starting, in the page's HTML
 * from the server.
 */
export const loader = queryLoader((client) =>
  Promise.all([
    client.ensureQueryData(getCoursesQueryOptions()),
    client.ensureQueryData(catalogueQueryOptions()),
    client.ensureQueryData(nextBatchesQueryOptions(FEES_BATCHES)),
  ]),
);
