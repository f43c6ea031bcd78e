import { PageHeader } from "@/components/page-header";
import { StaffQueue } from "@/features/tickets/components/staff-queue";

export function StaffTicketsRoute() {
  return (
    <>
      <PageHeader title="Support queue" />
      <StaffQueue />
    </>
  );
}
