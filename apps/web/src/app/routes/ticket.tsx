import { useLingui } from "@lingui/react/macro";
import { useParams } from "react-router";
import { TicketDetailView } from "@/features/tickets/components/ticket-detail";
import { usePageTitle } from "@/lib/use-page-title";

export function TicketRoute() {
  const { t } = useLingui();
  const { ticketId = "" } = useParams();
  usePageTitle(t`Ticket`);
  // Keyed so that opening another ticket starts with fresh state (modal closed).
  return <TicketDetailView key={ticketId} ticketId={ticketId} />;
}
