// /staff/tickets: every customer's tickets, a page at a time, searched, filtered and sorted by
// the server; the address keeps all of it.

import { formatCount, formatTimeSpan } from "@app/shared/format";
import {
  ASSIGNED_FILTERS,
  FIRST_REPLY_FILTERS,
  type StaffTicket,
  StaffTicketQuerySchema,
  TICKET_STATUSES,
  TICKET_VIEWS,
  TicketStatusSchema,
  type TicketView,
} from "@app/shared/tickets";
import { TRIPS } from "@app/shared/trips";
import { useLingui } from "@lingui/react/macro";
import { Anchor, Badge, Button, Group, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { type Column, DataTable } from "@/components/data-table";
import { EmailText } from "@/components/email-text";
import { type ListField, ListToolbar } from "@/components/list-toolbar";
import { useLanguage } from "@/lib/i18n";
import { type ListFilterName, useListParams } from "@/lib/use-list-params";
import { useDeskLive } from "../api/desk-live";
import { useStaffTickets } from "../api/get-staff-tickets";
import { useViewCounts } from "../api/view-counts";
import { FirstReply } from "./first-reply";
import { StatusBadge } from "./status-badge";
import { TICKETS_DEFAULT_SORT, useTicketColumns } from "./ticket-columns";
import { statusName, tripName } from "./ticket-labels";

/** The queue's subject cell: the subject as a link to the conversation, the last message below. */
function SubjectCell({ ticket }: { ticket: StaffTicket }) {
  const { t } = useLingui();
  const subject = ticket.subject || t`(no subject)`;
  const preview = ticket.lastMessage.preview;
  return (
    <Stack gap={2} miw={180}>
      <Anchor component={Link} to={`/ticket/${ticket._id}`} fw={600} data-subject>
        {subject}
      </Anchor>
      <Text size="sm" c="gray.7" lineClamp={2} data-preview>
        {ticket.lastMessage.byStaff ? t`Staff: ${preview}` : preview}
      </Text>
    </Stack>
  );
}

/** How long the customer has waited for staff; nothing while it waits for them or is closed. */
function Waiting({ ticket, now = Date.now() }: { ticket: StaffTicket; now?: number }) {
  const { locale } = useLanguage();
  if (!ticket.waitingSince)
    return (
      <Text size="sm" c="gray.7">
        —
      </Text>
    );
  const span = formatTimeSpan(now - Date.parse(ticket.waitingSince), locale);
  return (
    <Text size="sm" miw="max-content">
      {span}
    </Text>
  );
}

/** The views every agent has, each with its count, as links that set the queue's `view`. */
function ViewNav({
  current,
  select,
}: {
  current: TicketView | undefined;
  select: (view: TicketView | undefined) => void;
}) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const counts = useViewCounts();
  const names: Record<TicketView, string> = {
    mine: t`Mine`,
    unassigned: t`Unassigned`,
    pending: t`Waiting for customer`,
    overdue: t`Overdue`,
    open: t`All open`,
  };
  return (
    <Group component="nav" aria-label={t`Views`} gap="xs" wrap="wrap">
      {TICKET_VIEWS.map((view) => {
        const count = counts.data?.[view];
        const active = current === view;
        return (
          <Button
            key={view}
            size="compact-md"
            variant={active ? "filled" : "default"}
            aria-current={active ? "page" : undefined}
            onClick={() => select(active ? undefined : view)}
            rightSection={
              count === undefined ? null : (
                <Badge
                  size="sm"
                  variant={active ? "white" : "light"}
                  color="dark"
                  data-count={view}
                >
                  {formatCount(count, locale)}
                </Badge>
              )
            }
          >
            {names[view]}
          </Button>
        );
      })}
    </Group>
  );
}

export function StaffQueue() {
  const { t, i18n } = useLingui();
  const { date, rest } = useTicketColumns();
  useDeskLive();
  const columns: Column<StaffTicket>[] = [
    { header: t`Subject`, cell: (ticket) => <SubjectCell ticket={ticket} /> },
    {
      header: t`Customer`,
      cell: (ticket) => (
        <Stack gap={2}>
          <Text size="sm">{ticket.customer.name}</Text>
          <Text size="sm" c="gray.7">
            <EmailText email={ticket.customer.email} />
          </Text>
        </Stack>
      ),
    },
    { header: t`Waiting`, cell: (ticket) => <Waiting ticket={ticket} /> },
    { header: t`First reply`, cell: (ticket) => <FirstReply ticket={ticket} />, sort: "due" },
    { header: t`Assigned to`, cell: (ticket) => ticket.assignee?.name ?? t`Nobody` },
    date,
    ...rest.map((column) =>
      column.sort === "status"
        ? {
            ...column,
            cell: (ticket: StaffTicket) => <StatusBadge status={ticket.status} palette="desk" />,
          }
        : column,
    ),
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
  const view = StaffTicketQuerySchema.shape.view.safeParse(list.values.view).data;

  return (
    <Stack>
      <ViewNav current={view} select={(next) => list.setValue("view", next)} />
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
    </Stack>
  );
}
