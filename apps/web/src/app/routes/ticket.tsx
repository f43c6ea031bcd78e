import { useLingui } from "@lingui/react/macro";
import { useDocumentTitle } from "@mantine/hooks";
import { useParams } from "react-router";
import { TicketDetailView } from "@/features/tickets/components/ticket-detail";

export function TicketRoute() {
  const { t } = useLingui();
  const { ticketId = "" } = useParams();
  useDocumentTitle(t`Ticket | Plassey Institute`);
  // Keyed so that opening another ticket starts with fresh state (modal closed).
  return <TicketDetailView key={ticketId} ticketId={ticketId} />;
}
