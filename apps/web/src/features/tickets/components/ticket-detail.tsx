import { formatDateTime } from "@app/shared/format";
import { TICKET_STATUSES, type TicketDetail, type TicketStatus } from "@app/shared/tickets";
import { isStaffRole } from "@app/shared/users";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { type HotkeyItem, useDisclosure, useHotkeys } from "@mantine/hooks";
import { type ReactNode, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { LoadMore } from "@/components/load-more";
import { ErrorState, LoadingState } from "@/components/query-states";
import { StatusPicker } from "@/components/status-picker";
import { useUser } from "@/lib/auth";
import { useLanguage } from "@/lib/i18n";
import { notifyError, notifySuccess } from "@/lib/notify";
import { loadedItems, totalOf } from "@/lib/page-list";
import { useNotes } from "../api/get-notes";
import { useTicket } from "../api/get-ticket";
import { useUpdateTicket } from "../api/update-ticket";
import { AddNoteModal, type NoteAudience } from "./add-note-modal";
import { AssigneePicker, useAssignTo } from "./assignee-picker";
import { AttachmentList } from "./attachment-list";
import { FirstReply } from "./first-reply";
import { MailCheckBadge } from "./mail-check-badge";
import { NoteList } from "./note-list";
import { neighbour, type QueueState, readQueueState } from "./queue-order";
import { helpHotkeys, type Shortcut, ShortcutsHelp } from "./shortcuts-help";
import { StatusBadge } from "./status-badge";
import { statusName, tripName } from "./ticket-labels";
import { TicketRating } from "./ticket-rating";

export function TicketDetailView({ ticketId }: { ticketId: string }) {
  const { t } = useLingui();
  const user = useUser();
  const navigate = useNavigate();
  const ticket = useTicket(ticketId);
  const notes = useNotes(ticketId);
  const noteItems = loadedItems(notes.data, (note) => note._id);
  const asStaff = user ? isStaffRole(user.role) : false;
  // Opened from the queue: back to the same search and filters, and `j`/`k` follow its order.
  const fromQueue = readQueueState(useLocation().state);
  const listPath =
    asStaff && ticket.data?.user !== user?._id
      ? `/staff/tickets${fromQueue?.search ?? ""}`
      : "/tickets";
  // The note dialog: closed (null), or open on the choice of audience a key asked for.
  const [composer, setComposer] = useState<{ audience?: NoteAudience } | null>(null);
  const close = useCloseTicket(ticketId, () => navigate(listPath));
  const [helpOpened, help] = useDisclosure(false);
  const shortcuts = useTicketShortcuts({
    ticket: asStaff ? ticket.data : undefined,
    fromQueue,
    paused: helpOpened || composer !== null,
    compose: (audience) => setComposer({ audience }),
    close,
    openHelp: help.open,
  });

  // Load failures are toasts too, as the product asks, besides the error state below.
  useEffect(() => {
    if (ticket.error) notifyError(ticket.error);
  }, [ticket.error]);
  useEffect(() => {
    if (notes.error) notifyError(notes.error);
  }, [notes.error]);

  const back = (
    <Button variant="default" onClick={() => navigate(listPath)} w="fit-content">
      <Trans>Back</Trans>
    </Button>
  );

  if (ticket.isPending) return <LoadingState label={t`Loading ticket`} />;
  if (ticket.isError) {
    return (
      <Stack>
        {back}
        <Title order={1}>
          <Trans>Ticket</Trans>
        </Title>
        <ErrorState error={ticket.error} title={t`Could not load this ticket`} />
      </Stack>
    );
  }

  return (
    <Stack>
      <Group justify="space-between">
        {back}
        {asStaff && (
          <ShortcutsHelp
            shortcuts={shortcuts}
            opened={helpOpened}
            onOpen={help.open}
            onClose={help.close}
          />
        )}
      </Group>
      <TicketHeader ticket={ticket.data} asStaff={asStaff} />
      <Stack component="section" gap="xs" aria-labelledby="ticket-description">
        <Title order={2} size="h3" id="ticket-description">
          <Trans>Description of Issue</Trans>
        </Title>
        <Paper withBorder p="md">
          <MailCheckBadge check={ticket.data.mailCheck} />
          <Text style={{ whiteSpace: "pre-wrap" }}>{ticket.data.description}</Text>
          <AttachmentList ticketId={ticketId} attachments={ticket.data.attachments} />
        </Paper>
      </Stack>
      <Stack component="section" gap="xs" aria-labelledby="ticket-notes">
        <Title order={2} size="h3" id="ticket-notes">
          <Trans>Notes</Trans>
        </Title>
        {notes.isPending ? (
          <LoadingState label={t`Loading notes`} />
        ) : notes.isError && !notes.data ? (
          <ErrorState
            error={notes.error}
            title={t`Could not load the notes`}
            onRetry={() => void notes.refetch()}
          />
        ) : (
          <>
            <NoteList notes={noteItems} />
            <LoadMore
              shown={noteItems.length}
              total={totalOf(notes.data)}
              hasMore={notes.hasNextPage}
              loading={notes.isFetchingNextPage}
              onMore={() => void notes.fetchNextPage()}
              label={t`Show newer notes`}
            />
          </>
        )}
      </Stack>
      <TicketRating ticket={ticket.data} isCustomer={ticket.data.user === user?._id} />
      {ticket.data.status !== "closed" && (
        <TicketActions
          onNote={() => setComposer({})}
          close={close}
          note={
            <AddNoteModal
              ticketId={ticketId}
              opened={composer !== null}
              audience={composer?.audience}
              onClose={() => setComposer(null)}
            />
          }
        />
      )}
    </Stack>
  );
}

function TicketHeader({ ticket, asStaff }: { ticket: TicketDetail; asStaff: boolean }) {
  const { i18n } = useLingui();
  const { locale } = useLanguage();
  const trip = tripName(i18n, ticket.product);
  const submitted = formatDateTime(ticket.createdAt, locale);
  const { name, email } = ticket.customer;
  const { reference } = ticket;
  return (
    <Stack gap="xs">
      {/* The trip and the ticket's reference head it: the number a customer reads out on the
          phone and staff search for (the id stays in the address only). */}
      <Title order={1} size="h2">
        {trip} {reference}
      </Title>
      <Text c="dimmed" size="sm">
        <Trans>Ticket number: {reference}</Trans>
      </Text>
      <Group gap="xs">
        <Text fw={500}>
          <Trans>Status:</Trans>
        </Text>
        <StatusBadge status={ticket.status} />
      </Group>
      <Text>
        <Trans>Date Submitted: {submitted}</Trans>
      </Text>
      <Text>
        <Trans>Trip: {trip}</Trans>
      </Text>
      {asStaff && (
        <>
          <Text>
            <Trans>
              Customer: {name} ({email})
            </Trans>
          </Text>
          <Group gap="xs">
            <Text fw={500}>
              <Trans>First reply:</Trans>
            </Text>
            <FirstReply ticket={ticket} />
          </Group>
          <Group gap="lg" align="flex-end">
            <StatusSelect ticketId={ticket._id} status={ticket.status} />
            <AssigneePicker ticket={ticket} />
          </Group>
        </>
      )}
    </Stack>
  );
}

/** Staff and admins may set any status, including reopening a closed ticket. */
function StatusSelect({ ticketId, status }: { ticketId: string; status: TicketStatus }) {
  const { t, i18n } = useLingui();
  const updateTicket = useUpdateTicket();
  return (
    <StatusPicker
      label={t`Change status`}
      statusLabel={(value) => statusName(i18n, value)}
      visibleLabel
      statuses={TICKET_STATUSES}
      current={status}
      saving={updateTicket.isPending}
      onSave={(next) =>
        updateTicket.mutate(
          { ticketId, input: { status: next } },
          {
            onSuccess: () => notifySuccess(t`Status set to ${statusName(i18n, next)}`),
            onError: notifyError,
          },
        )
      }
    />
  );
}

/**
 * Closes the ticket and goes back to the list: the Close Ticket button and the `c` key alike.
 * mutateAsync: the buttons unmount as soon as the ticket reads 'closed', which would drop
 * callbacks passed to mutate() before the toast and the navigation happen.
 */
function useCloseTicket(ticketId: string, afterClose: () => void) {
  const { t } = useLingui();
  const updateTicket = useUpdateTicket();
  const run = async () => {
    try {
      await updateTicket.mutateAsync({ ticketId, input: { status: "closed" } });
    } catch (error) {
      notifyError(error);
      return;
    }
    notifySuccess(t`Ticket Closed`);
    afterClose();
  };
  return { run, closing: updateTicket.isPending };
}

/**
 * A ticket's keys for staff, and their list for the help dialog: `j`/`k` the next and previous
 * ticket of the queue it was opened from (only then), `r` a reply and `n` an internal note (the
 * note dialog, on that choice), `a` assign it to me, `c` close it; none while a dialog is open.
 */
function useTicketShortcuts({
  ticket,
  fromQueue,
  paused,
  compose,
  close,
  openHelp,
}: {
  /** The ticket staff have open; undefined for a customer (or while it loads): no keys. */
  ticket: TicketDetail | undefined;
  fromQueue: QueueState | undefined;
  paused: boolean;
  compose: (audience: NoteAudience) => void;
  close: ReturnType<typeof useCloseTicket>;
  openHelp: () => void;
}): Shortcut[] {
  const { t } = useLingui();
  const user = useUser();
  const navigate = useNavigate();
  const { assignTo, saving } = useAssignTo();
  const shortcuts: Shortcut[] = [];
  const hotkeys: HotkeyItem[] = [];
  const add = (key: string, action: string, run: () => void) => {
    shortcuts.push({ keys: [key], action });
    hotkeys.push([key, run]);
  };
  if (ticket && user) {
    if (fromQueue) {
      const go = (step: 1 | -1) => {
        const next = neighbour(fromQueue, ticket._id, step);
        if (next) navigate(`/ticket/${next}`, { state: fromQueue });
      };
      add("j", t`Next ticket in the queue`, () => go(1));
      add("k", t`Previous ticket in the queue`, () => go(-1));
    }
    if (ticket.status !== "closed") {
      add("r", t`Reply to the customer`, () => compose("reply"));
      add("n", t`Write an internal note`, () => compose("internal"));
    }
    add("a", t`Assign the ticket to me`, () => {
      if (!saving && ticket.assignee?._id !== user._id) assignTo(ticket._id, user._id);
    });
    if (ticket.status !== "closed") {
      add("c", t`Close the ticket`, () => {
        if (!close.closing) void close.run();
      });
    }
    hotkeys.push(...helpHotkeys(openHelp));
  }
  useHotkeys(paused ? [] : hotkeys);
  return shortcuts;
}

function TicketActions({
  onNote,
  close,
  note,
}: {
  onNote: () => void;
  close: ReturnType<typeof useCloseTicket>;
  /** The note dialog, which the keys open too. */
  note: ReactNode;
}) {
  return (
    <>
      <Group>
        <Button onClick={onNote}>
          <Trans>Add Note</Trans>
        </Button>
        <Button color="red.9" onClick={() => void close.run()} loading={close.closing}>
          <Trans>Close Ticket</Trans>
        </Button>
      </Group>
      {note}
    </>
  );
}
