// /staff/tickets: every customer's tickets, a page at a time, searched, filtered and sorted by
// the server; the address keeps all of it.
import {
  ASSIGNED_FILTERS,
  FIRST_REPLY_FILTERS,
  type StaffTicket,
  StaffTicketQuerySchema,
  TICKET_STATUSES,
} from "@app/shared/tickets";
import { TRIP_NAMES, TRIPS } from "@app/shared/trips";
import { type Column, DataTable } from "@/components/data-table";
import { EmailText } from "@/components/email-text";
import { type ListField, ListToolbar } from "@/components/list-toolbar";
import { type ListFilterName, useListParams } from "@/lib/use-list-params";
import { useStaffTickets } from "../api/get-staff-tickets";
import { FirstReply } from "./first-reply";
import { dateColumn, TICKETS_DEFAULT_SORT, ticketColumns } from "./ticket-columns";

const COLUMNS: Column<StaffTicket>[] = [
  dateColumn,
  { header: "Customer", cell: (ticket) => ticket.customer.name },
  { header: "Email", cell: (ticket) => <EmailText email={ticket.customer.email} /> },
  { header: "First reply", cell: (ticket) => <FirstReply ticket={ticket} />, sort: "due" },
  { header: "Assigned to", cell: (ticket) => ticket.assignee?.name ?? "Nobody" },
  ...ticketColumns,
];

const FIELDS: ListField<ListFilterName<typeof StaffTicketQuerySchema>>[] = [
  {
    kind: "text",
    name: "q",
    label: "Search tickets",
    placeholder: "Words in the description or notes",
  },
  { kind: "text", name: "customer", label: "Customer", placeholder: "Name or email" },
  { kind: "select", name: "status", label: "Status", options: TICKET_STATUSES },
  {
    kind: "select",
    name: "product",
    label: "Product",
    options: TRIPS.map((trip) => ({ value: trip, label: TRIP_NAMES[trip] })),
  },
  {
    kind: "select",
    name: "assigned",
    label: "Assigned",
    options: ASSIGNED_FILTERS.map((value) => ({
      value,
      label: value === "mine" ? "To me" : "To nobody",
    })),
  },
  {
    kind: "select",
    name: "reply",
    label: "First reply",
    options: FIRST_REPLY_FILTERS.map((value) => ({
      value,
      label: value === "waiting" ? "Waiting" : "Overdue",
    })),
  },
];

export function StaffQueue() {
  const list = useListParams(StaffTicketQuerySchema);
  const tickets = useStaffTickets(list.query);
  const status = list.values.status;

  return (
    <DataTable
      query={tickets}
      list={list}
      toolbar={<ListToolbar label="tickets" list={list} fields={FIELDS} />}
      columns={COLUMNS}
      defaultSort={TICKETS_DEFAULT_SORT}
      rowKey={(ticket) => ticket._id}
      label="Ticket queue"
      minWidth={940}
      loadingLabel="Loading tickets"
      empty="No tickets yet"
      emptyHint="A ticket a customer raises from a trip's page shows here, newest first."
      noMatch={
        status &&
        !list.values.q &&
        !list.values.customer &&
        !list.values.product &&
        !list.values.reply &&
        !list.values.assigned
          ? `No ${status} tickets`
          : "No tickets match"
      }
    />
  );
}
