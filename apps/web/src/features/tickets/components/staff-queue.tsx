// /staff/tickets: every customer's tickets, a page at a time, searched, filtered and sorted by
// the server; the address keeps all of it.

import { formatCount, formatDateTime, formatTimeSpan } from "@app/shared/format";
import {
  ACTIVITY_ORDERED_VIEWS,
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
import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Badge, Button, Checkbox, Group, Stack, Text } from "@mantine/core";
import { useDisclosure, useHotkeys } from "@mantine/hooks";
import { useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { type Column, DataTable } from "@/components/data-table";
import { EmailText } from "@/components/email-text";
import { type ListField, ListToolbar } from "@/components/list-toolbar";
import { useLanguage } from "@/lib/i18n";
import { type ListFilterName, useListParams } from "@/lib/use-list-params";
import { useDeskLive } from "../api/desk-live";
import { useStaffTickets } from "../api/get-staff-tickets";
import { useTicketTrips } from "../api/ticket-trips";
import { useViewCounts } from "../api/view-counts";
import { BulkBar, BulkOutcome, type BulkOutcomeValue } from "./bulk-bar";
import { FirstReply } from "./first-reply";
import type { QueueState } from "./queue-order";
import { useQueueSelection } from "./queue-selection";
import { SavedViewButtons, SaveViewButton } from "./saved-views";
import { helpHotkeys, ShortcutsHelp } from "./shortcuts-help";
import classes from "./staff-queue.module.css";
import { StatusBadge } from "./status-badge";
import { TICKETS_DEFAULT_SORT, useTicketColumns } from "./ticket-columns";
import { statusName, useTripName } from "./ticket-labels";

/**
 * The queue's subject cell: the subject as the link to the conversation (the row's way in), the
 * ticket's number under it (what a customer reads out on the phone), then the last message. The
 * link carries the queue's order and search, for `j`/`k` and Back on the ticket.
 */
function SubjectCell({ ticket, queue }: { ticket: StaffTicket; queue: QueueState }) {
  const { t } = useLingui();
  const subject = ticket.subject || t`(no subject)`;
  const preview = ticket.lastMessage.preview;
  return (
    <Stack gap={2} miw={160}>
      <Anchor component={Link} to={`/ticket/${ticket._id}`} state={queue} fw={600} data-subject>
        {subject}
      </Anchor>
      <Text size="xs" c="gray.7" className={classes.reference} data-reference>
        {ticket.reference}
      </Text>
      <Text size="sm" c="gray.7" lineClamp={2} data-preview>
        {ticket.lastMessage.byStaff ? t`Staff: ${preview}` : preview}
      </Text>
    </Stack>
  );
}

/** The ticket's status and who has it: where it stands, in one place. */
function StatusCell({ ticket }: { ticket: StaffTicket }) {
  const { t } = useLingui();
  const name = ticket.assignee?.name;
  return (
    <Stack gap={4} align="flex-start">
      <StatusBadge status={ticket.status} palette="desk" />
      <Text size="xs" c="gray.7" data-assignee>
        {name === undefined ? t`Unassigned` : t`Assigned: ${name}`}
      </Text>
    </Stack>
  );
}

/**
 * When the last message came and, while the customer waits for staff, for how long they have
 * (bold): the two say how stale a ticket is, so they share a column.
 */
function LastActivity({ ticket, now = Date.now() }: { ticket: StaffTicket; now?: number }) {
  const { locale } = useLanguage();
  const at = formatDateTime(ticket.lastMessage.at, locale);
  if (!ticket.waitingSince) return <Text size="sm">{at}</Text>;
  const span = formatTimeSpan(now - Date.parse(ticket.waitingSince), locale);
  return (
    <Stack gap={2}>
      <Text size="sm">{at}</Text>
      <Text size="sm" fw={700} data-waiting>
        <Trans>Waiting for {span}</Trans>
      </Text>
    </Stack>
  );
}

/** The views every agent has, each with its count, as links that set the queue's `view`. */
function ViewNav({
  current,
  select,
  filters,
}: {
  current: TicketView | undefined;
  select: (view: TicketView | undefined) => void;
  /** The queue's search, filters and sort now: the agent's view they match, and what is saved. */
  filters: Record<string, string | undefined>;
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
      <SavedViewButtons current={filters} />
      <SaveViewButton filters={filters} />
    </Group>
  );
}

export function StaffQueue() {
  const { t, i18n } = useLingui();
  const trips = useTicketTrips();
  const tripName = useTripName();
  const { date, trip, status: statusColumn } = useTicketColumns();
  useDeskLive();
  const location = useLocation();
  const list = useListParams(StaffTicketQuerySchema);
  const tickets = useStaffTickets(list.query);
  const queue: QueueState = {
    queue: (tickets.data?.items ?? []).map((ticket) => ticket._id),
    search: location.search,
  };
  const shortcuts = useQueueShortcuts();
  const rows = tickets.data?.items ?? [];
  const selection = useQueueSelection(queue.queue);
  const [outcome, setOutcome] = useState<BulkOutcomeValue | null>(null);
  const columns: Column<StaffTicket>[] = [
    {
      header: t`Select`,
      hideHeader: true,
      cell: (ticket) => {
        const { reference } = ticket;
        return (
          <Checkbox
            aria-label={t`Select ${reference}`}
            checked={selection.isSelected(ticket._id)}
            onChange={() => selection.toggle(ticket._id)}
            data-select-ticket={reference}
          />
        );
      },
    },
    { header: t`Subject`, cell: (ticket) => <SubjectCell ticket={ticket} queue={queue} /> },
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
    trip,
    {
      ...statusColumn,
      cell: (ticket: StaffTicket) => <StatusCell ticket={ticket} />,
    },
    {
      header: t`Last activity`,
      cell: (ticket) => <LastActivity ticket={ticket} />,
      sort: "activity",
    },
    { header: t`First reply`, cell: (ticket) => <FirstReply ticket={ticket} />, sort: "due" },
    date,
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
      // Every trip staff keep, the three first ones until the list arrives.
      options: (trips.data?.items.map((trip) => trip._id) ?? TRIPS).map((trip) => ({
        value: trip,
        label: tripName(trip),
      })),
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
    // The days a ticket was opened, India's (the desk's reports link here with them).
    { kind: "date", name: "from", label: t`Opened from` },
    { kind: "date", name: "to", label: t`Opened until` },
  ];
  const status = TicketStatusSchema.safeParse(list.values.status).data;
  const view = StaffTicketQuerySchema.shape.view.safeParse(list.values.view).data;
  const current = { ...list.filters, ...(list.sort ? { sort: list.sort } : {}) };
  // The shared views mine, unassigned and open come by newest activity unless another order is
  // chosen, as the server orders them (decision 056); the rest newest first.
  const defaultSort = queueDefaultSort(view);

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <ViewNav current={view} select={(next) => list.setValue("view", next)} filters={current} />
        {shortcuts.help}
      </Group>
      <div className={classes.queue} ref={shortcuts.table}>
        <DataTable
          query={tickets}
          list={list}
          toolbar={
            <>
              <ListToolbar label={t`tickets`} list={list} fields={fields} />
              <Stack gap="sm" mb="sm">
                {rows.length > 0 && (
                  <Checkbox
                    label={t`Select all on this page`}
                    checked={selection.state === "all"}
                    indeterminate={selection.state === "some"}
                    onChange={selection.toggleAll}
                    data-select-page
                  />
                )}
                {selection.selected.length > 0 && (
                  <BulkBar
                    selected={selection.selected}
                    referenceOf={(id) => rows.find((row) => row._id === id)?.reference ?? id}
                    onDone={(refused) => selection.set(refused)}
                    onOutcome={setOutcome}
                    onClear={() => selection.set()}
                  />
                )}
                <BulkOutcome outcome={outcome} onClose={() => setOutcome(null)} />
              </Stack>
            </>
          }
          columns={columns}
          defaultSort={defaultSort}
          sortPicker
          rowKey={(ticket) => ticket._id}
          label={t`Ticket queue`}
          minWidth={960}
          loadingLabel={t`Loading tickets`}
          empty={t`No tickets yet`}
          emptyHint={t`A ticket a customer raises from a trip's page shows here, newest first.`}
          noMatch={
            status &&
            !list.values.q &&
            !list.values.customer &&
            !list.values.product &&
            !list.values.reply &&
            !list.values.assigned &&
            !list.values.assignee &&
            !list.values.from &&
            !list.values.to
              ? t`No ${statusName(i18n, status)} tickets`
              : t`No tickets match`
          }
        />
      </div>
    </Stack>
  );
}

/** The queue's order when none is chosen: by newest activity in the shared views that sort so. */
export const queueDefaultSort = (view: TicketView | undefined): string =>
  view !== undefined && (ACTIVITY_ORDERED_VIEWS as readonly TicketView[]).includes(view)
    ? "-activity"
    : TICKETS_DEFAULT_SORT;

/**
 * The queue's keys: `j`/`k` (or the arrows, once on a row) move between the rows by focusing each
 * row's subject link, so the row is outlined and a screen reader reads it; Enter (the link's own)
 * or `o` opens it.
 */
function useQueueShortcuts() {
  const { t } = useLingui();
  const table = useRef<HTMLDivElement>(null);
  // The row last moved to, to carry on from when focus has left the rows since.
  const last = useRef(-1);
  const [helpOpened, help] = useDisclosure(false);
  const links = () =>
    Array.from(table.current?.querySelectorAll<HTMLAnchorElement>("a[data-subject]") ?? []);
  const focused = (rows: Element[]) =>
    document.activeElement ? rows.indexOf(document.activeElement) : -1;
  const selected = (rows: Element[]) => {
    const index = focused(rows);
    return index >= 0 ? index : Math.min(last.current, rows.length - 1);
  };
  const move = (step: 1 | -1) => {
    const rows = links();
    if (rows.length === 0) return;
    const from = selected(rows);
    const next = from < 0 ? 0 : Math.min(rows.length - 1, Math.max(0, from + step));
    last.current = next;
    rows[next]?.focus();
  };
  const open = () => {
    const rows = links();
    rows[selected(rows)]?.click();
  };
  const onRow = (event: KeyboardEvent, step: 1 | -1) => {
    // Elsewhere the arrows keep scrolling the page.
    if (focused(links()) < 0) return;
    event.preventDefault();
    move(step);
  };
  useHotkeys(
    helpOpened
      ? []
      : [
          ["j", () => move(1)],
          ["k", () => move(-1)],
          ["ArrowDown", (event) => onRow(event, 1), { preventDefault: false }],
          ["ArrowUp", (event) => onRow(event, -1), { preventDefault: false }],
          ["o", open],
          ...helpHotkeys(help.open),
        ],
  );
  const shortcuts = [
    { keys: ["j", "↓"], action: t`Next ticket in the list` },
    { keys: ["k", "↑"], action: t`Previous ticket in the list` },
    { keys: ["Enter", "o"], action: t`Open the selected ticket` },
  ];
  return {
    table,
    help: (
      <ShortcutsHelp
        shortcuts={shortcuts}
        opened={helpOpened}
        onOpen={help.open}
        onClose={help.close}
      />
    ),
  };
}
