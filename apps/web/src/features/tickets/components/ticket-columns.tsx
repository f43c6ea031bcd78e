// The columns the customer's ticket list and the staff queue share, in the reader's language.

import { formatDateTime } from "@app/shared/format";
import type { Ticket } from "@app/shared/tickets";
import { useLingui } from "@lingui/react/macro";
import { Anchor, Text } from "@mantine/core";
import { Link } from "react-router";
import type { Column } from "@/components/data-table";
import { useLanguage } from "@/lib/i18n";
import { StatusBadge } from "./status-badge";
import { useTripName } from "./ticket-labels";

/** Both lists come newest first unless asked otherwise. */
export const TICKETS_DEFAULT_SORT = "-createdAt";

export function useTicketColumns(): {
  date: Column<Ticket>;
  /** What the ticket is about (the staff queue shows it with its preview instead). */
  subject: Column<Ticket>;
  /** The trip and the status, which the staff queue shows too. */
  trip: Column<Ticket>;
  status: Column<Ticket>;
  /** The customer's list after the subject: the ticket's number, trip, status and a View link. */
  rest: Column<Ticket>[];
} {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const tripName = useTripName();
  const trip: Column<Ticket> = {
    header: t`Trip`,
    cell: (ticket) => tripName(ticket.product),
    sort: "product",
  };
  const status: Column<Ticket> = {
    header: t`Status`,
    cell: (ticket) => <StatusBadge status={ticket.status} />,
    sort: "status",
  };
  return {
    date: {
      header: t`Date`,
      cell: (ticket) => formatDateTime(ticket.createdAt, locale),
      sort: "createdAt",
    },
    subject: {
      header: t`Subject`,
      cell: (ticket) => (
        <Text size="sm" lineClamp={2} data-subject-text>
          {ticket.subject}
        </Text>
      ),
    },
    trip,
    status,
    rest: [
      { header: t`Ticket number`, cell: (ticket) => ticket.reference },
      trip,
      status,
      {
        header: t`Actions`,
        cell: (ticket) => {
          const { reference } = ticket;
          return (
            <Anchor component={Link} to={`/ticket/${ticket._id}`} aria-label={t`View ${reference}`}>
              {t`View`}
            </Anchor>
          );
        },
      },
    ],
  };
}
