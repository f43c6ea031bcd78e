import { PageHeader } from "@/components/page-header";
import { FeeTable } from "@/features/courses/components/fee-table";

export function FeesRoute() {
  return (
    <>
      <PageHeader title="Fees Structure" />
      <FeeTable />
    </>
  );
}
