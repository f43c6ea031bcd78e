// The columns the customer's ticket list and the staff queue share.

import { formatDateTime } from "@app/shared/format";
import type { Ticket } from "@app/shared/tickets";
import { TRIP_NAMES } from "@app/shared/trips";
import { Anchor } from "@mantine/core";
import { Link } from "react-router";
import type { Column } from "@/components/data-table";
import { StatusBadge } from "./status-badge";

/** Both lists come newest first unless asked otherwise. */
export const TICKETS_DEFAULT_SORT = "-createdAt";

export const dateColumn: Column<Ticket> = {
  header: "Date",
  cell: (ticket) => formatDateTime(ticket.createdAt),
  sort: "createdAt",
};

export const ticketColumns: Column<Ticket>[] = [
  { header: "Product", cell: (ticket) => TRIP_NAMES[ticket.product], sort: "product" },
  {
    header: "Status",
    cell: (ticket) => <StatusBadge status={ticket.status} />,
    sort: "status",
  },
  {
    header: "Actions",
    cell: (ticket) => (
      <Anchor component={Link} to={`/ticket/${ticket._id}`}>
        View
      </Anchor>
    ),
  },
];
