import { useLingui } from "@lingui/react/macro";
import { useSearchParams } from "react-router";
import { PageHeader } from "@/components/page-header";
import { CreateTicketForm } from "@/features/tickets/components/create-ticket-form";

export function NewTicketRoute() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  return (
    <>
      <PageHeader title={t`Create New Ticket`} subtitle={t`Please fill out the form below`} />
      <CreateTicketForm trip={params.get("trip")} />
    </>
  );
}
