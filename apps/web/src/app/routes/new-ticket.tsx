import { useSearchParams } from "react-router";
import { PageHeader } from "@/components/page-header";
import { CreateTicketForm } from "@/features/tickets/components/create-ticket-form";

export function NewTicketRoute() {
  const [params] = useSearchParams();
  return (
    <>
      <PageHeader title="Create New Ticket" subtitle="Please fill out the form below" />
      <CreateTicketForm trip={params.get("trip")} />
    </>
  );
}
