// /staff/tickets: every customer's tickets, a page at a time, searched, filtered and sorted by
// the server; the address keeps all of it.
import {
  ASSIGNED_FILTERS,
  FIRST_REPLY_FILTERS,
  type StaffTicket,
  StaffTicketQuerySchema,
  TICKET_STATUSES,
  TicketStatusSchema,
} from "@app/shared/tickets";
import { TRIPS } from "@app/shared/trips";
import { useLingui } from "@lingui/react/macro";
import { type Column, DataTable } from "@/components/data-table";
import { EmailText } from "@/components/email-text";
import { type ListField, ListToolbar } from "@/components/list-toolbar";
import { type ListFilterName, useListParams } from "@/lib/use-list-params";
import { useStaffTickets } from "../api/get-staff-tickets";
import { FirstReply } from "./first-reply";
import { TICKETS_DEFAULT_SORT, useTicketColumns } from "./ticket-columns";
import { statusName, tripName } from "./ticket-labels";

export function StaffQueue() {
  const { t, i18n } = useLingui();
  const { date, rest } = useTicketColumns();
  const columns: Column<StaffTicket>[] = [
    date,
    { header: t`Customer`, cell: (ticket) => ticket.customer.name },
    { header: t`Email`, cell: (ticket) => <EmailText email={ticket.customer.email} /> },
    { header: t`First reply`, cell: (ticket) => <FirstReply ticket={ticket} />, sort: "due" },
    { header: t`Assigned to`, cell: (ticket) => ticket.assignee?.name ?? t`Nobody` },
    ...rest,
  ];
  const fields: ListField<ListFilterName<typeof StaffTicketQuerySchema>>[] = [
    {
      kind: "text",
      name: "q",
      label: t`Search tickets`,
      placeholder: t`Ticket number, or words in the description or notes`,
    },
    { kind: "text", name: "customer", label: t`Customer`, placeholder: t`Name or email` },
    {
      kind: "select",
      allLabel: t`All`,
      name: "status",
      label: t`Status`,
      options: TICKET_STATUSES.map((value) => ({ value, label: statusName(i18n, value) })),
    },
    {
      kind: "select",
      allLabel: t`All`,
      name: "product",
      label: t`Trip`,
      options: TRIPS.map((trip) => ({ value: trip, label: tripName(i18n, trip) })),
    },
    {
      kind: "select",
      allLabel: t`All`,
      name: "assigned",
      label: t`Assigned`,
      options: ASSIGNED_FILTERS.map((value) => ({
        value,
        label: value === "mine" ? t`To me` : t`To nobody`,
      })),
    },
    {
      kind: "select",
      allLabel: t`All`,
      name: "reply",
      label: t`First reply`,
      options: FIRST_REPLY_FILTERS.map((value) => ({
        value,
        label: value === "waiting" ? t`Waiting` : t`Overdue`,
      })),
    },
  ];
  const list = useListParams(StaffTicketQuerySchema);
  const tickets = useStaffTickets(list.query);
  const status = TicketStatusSchema.safeParse(list.values.status).data;

  return (
    <DataTable
      query={tickets}
      list={list}
      toolbar={<ListToolbar label={t`tickets`} list={list} fields={fields} />}
      columns={columns}
      defaultSort={TICKETS_DEFAULT_SORT}
      rowKey={(ticket) => ticket._id}
      label={t`Ticket queue`}
      minWidth={940}
      loadingLabel={t`Loading tickets`}
      empty={t`No tickets yet`}
      emptyHint={t`A ticket a customer raises from a trip's page shows here, newest first.`}
      noMatch={
        status &&
        !list.values.q &&
        !list.values.customer &&
        !list.values.product &&
        !list.values.reply &&
        !list.values.assigned
          ? t`No ${statusName(i18n, status)} tickets`
          : t`No tickets match`
      }
    />
  );
}
