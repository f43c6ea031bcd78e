import type { TicketPresenceEvent } from "@app/shared/chat";
import { formatDateTime } from "@app/shared/format";
import { TICKET_STATUSES, type TicketDetail, type TicketStatus } from "@app/shared/tickets";
import { isStaffRole } from "@app/shared/users";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { type HotkeyItem, useDisclosure, useHotkeys } from "@mantine/hooks";
import { IconEye, IconPencil } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { LoadMore } from "@/components/load-more";
import { ErrorState, LoadingState } from "@/components/query-states";
import { StatusPicker } from "@/components/status-picker";
import { useUser } from "@/lib/auth";
import { useLanguage } from "@/lib/i18n";
import { notifyError, notifySuccess } from "@/lib/notify";
import { totalOf } from "@/lib/page-list";
import { useDeskLive, useTicketPresence } from "../api/desk-live";
import { conversationOrder, useNotes } from "../api/get-notes";
import { useTicket } from "../api/get-ticket";
import { useUpdateTicket } from "../api/update-ticket";
import { AssigneePicker, useAssignTo } from "./assignee-picker";
import { AttachmentList } from "./attachment-list";
import { FollowUp, ReopenLine, reopensOnReply, TicketLinks } from "./closed-ticket";
import { CustomerPanel } from "./customer-panel";
import { FirstReply } from "./first-reply";
import { MailCheckBadge } from "./mail-check-badge";
import { NoteList } from "./note-list";
import noteClasses from "./note-list.module.css";
import { neighbour, type QueueState, readQueueState } from "./queue-order";
import { helpHotkeys, type Shortcut, ShortcutsHelp } from "./shortcuts-help";
import { StatusBadge } from "./status-badge";
import { type ComposerMode, TicketComposer } from "./ticket-composer";
import classes from "./ticket-detail.module.css";
import { statusName, useTripName } from "./ticket-labels";
import { TicketRating } from "./ticket-rating";

export function TicketDetailView({ ticketId }: { ticketId: string }) {
  const { t } = useLingui();
  const user = useUser();
  const navigate = useNavigate();
  const ticket = useTicket(ticketId);
  // Newest first from the server, shown oldest first with "Show earlier messages" above them.
  const notes = useNotes(ticketId);
  const noteItems = conversationOrder(notes.data);
  const asStaff = user ? isStaffRole(user.role) : false;
  // Opened from the queue: back to the same search and filters, and `j`/`k` follow its order.
  const fromQueue = readQueueState(useLocation().state);
  const listPath =
    asStaff && ticket.data?.user !== user?._id
      ? `/staff/tickets${fromQueue?.search ?? ""}`
      : "/tickets";
  // The composer under the conversation: a reply to the customer or an internal note (staff).
  const [mode, setMode] = useState<ComposerMode>("reply");
  const messageBox = useRef<HTMLTextAreaElement>(null);
  const compose = (next: ComposerMode) => {
    setMode(next);
    messageBox.current?.focus();
  };
  // Other agents on this ticket, and this one's presence told to them (decision 046).
  const [typing, setTyping] = useState(false);
  const others = useTicketPresence(useDeskLive(), ticketId, typing);
  const close = useCloseTicket(ticketId, () => navigate(listPath));
  const [helpOpened, help] = useDisclosure(false);
  const shortcuts = useTicketShortcuts({
    ticket: asStaff ? ticket.data : undefined,
    fromQueue,
    paused: helpOpened,
    compose,
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

  const closed = ticket.data.status === "closed";
  const isCustomer = ticket.data.user === user?._id;
  // Staff answer any ticket, a closed one too (it stays closed); its customer writes on an
  // unclosed one, and on a closed one while their reply reopens it (REOPEN_DAYS), after that in a
  // follow-up; they rate a closed one too (docs/product.md: support desk; decision 056).
  const reopens = closed && isCustomer && reopensOnReply(ticket.data);
  const canWrite = asStaff || !closed || reopens;
  const followUp = closed && isCustomer && !asStaff && !reopens && !ticket.data.followedBy;
  // Only the ticket's own pages of staff show the desk's tools (a staff member's own ticket is
  // theirs as a customer).
  const desk = asStaff && !isCustomer;

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
      <TicketHeader ticket={ticket.data} showStatus={!desk} />
      <div className={classes.layout} data-desk={desk || undefined}>
        <Stack className={classes.conversation} gap="md">
          <Stack component="section" gap="xs" aria-labelledby="ticket-conversation">
            <Title order={2} size="h3" id="ticket-conversation">
              <Trans>Conversation</Trans>
            </Title>
            {notes.isPending ? (
              <LoadingState label={t`Loading the conversation`} />
            ) : notes.isError && !notes.data ? (
              <ErrorState
                error={notes.error}
                title={t`Could not load the conversation`}
                onRetry={() => void notes.refetch()}
              />
            ) : (
              <NoteList
                notes={noteItems}
                opening={<Opening ticket={ticket.data} />}
                earlier={
                  notes.hasNextPage && (
                    <LoadMore
                      shown={noteItems.length}
                      total={totalOf(notes.data)}
                      hasMore={notes.hasNextPage}
                      loading={notes.isFetchingNextPage}
                      onMore={() => void notes.fetchNextPage()}
                      label={t`Show earlier messages`}
                    />
                  )
                }
              />
            )}
          </Stack>
          {asStaff && <PresenceLine others={others} />}
          {canWrite && (
            <Paper withBorder p="md">
              {reopens && ticket.data.reopenUntil && (
                <ReopenLine reopenUntil={ticket.data.reopenUntil} />
              )}
              <TicketComposer
                ticketId={ticketId}
                staff={asStaff}
                mode={mode}
                onModeChange={setMode}
                textareaRef={messageBox}
                onTyping={setTyping}
              />
            </Paper>
          )}
          {followUp && <FollowUp ticket={ticket.data} />}
          {!desk && !closed && (
            <Button
              color="red.9"
              w="fit-content"
              onClick={() => void close.run()}
              loading={close.closing}
            >
              <Trans>Close Ticket</Trans>
            </Button>
          )}
          <TicketRating ticket={ticket.data} isCustomer={isCustomer} />
        </Stack>
        {desk && (
          <>
            <div className={classes.properties}>
              <TicketProperties ticket={ticket.data} close={close} />
            </div>
            <div className={classes.customer}>
              <CustomerPanel ticketId={ticketId} />
            </div>
          </>
        )}
      </div>
    </Stack>
  );
}

/** The customer's first message, which opened the ticket: the conversation's first entry. */
function Opening({ ticket }: { ticket: TicketDetail }) {
  const { locale } = useLanguage();
  const name = ticket.customer.name;
  return (
    <Paper
      component="li"
      withBorder
      p="md"
      bg="gray.0"
      c="dark.9"
      data-testid="ticket-description"
      data-kind="customer"
      className={noteClasses.message}
    >
      <Text fw={700} size="sm">
        <Trans>Description of Issue, from {name}</Trans>
      </Text>
      <MailCheckBadge check={ticket.mailCheck} />
      <Text style={{ whiteSpace: "pre-wrap" }} my="xs">
        {ticket.description}
      </Text>
      <AttachmentList ticketId={ticket._id} attachments={ticket.attachments} />
      <Text size="sm" mt="xs">
        {formatDateTime(ticket.createdAt, locale)}
      </Text>
    </Paper>
  );
}

/**
 * Who else is on the ticket: "Asha is typing…" or "Asha is viewing", so two replies do not cross.
 * A live region that is always there, so a change is read out.
 */
function PresenceLine({ others }: { others: TicketPresenceEvent[] }) {
  const { t } = useLingui();
  return (
    <div role="status" aria-live="polite" data-testid="presence">
      {others.length > 0 && (
        <Stack gap={2}>
          {others.map((other) => {
            const { name } = other;
            return (
              <Group key={other.userId} gap={6} wrap="nowrap">
                {other.state === "typing" ? (
                  <IconPencil size={16} aria-hidden />
                ) : (
                  <IconEye size={16} aria-hidden />
                )}
                <Text size="sm" fw={600} c="orange.9">
                  {other.state === "typing" ? t`${name} is typing…` : t`${name} is viewing`}
                </Text>
              </Group>
            );
          })}
        </Stack>
      )}
    </div>
  );
}

/** Beside the conversation, for staff: the status and the assignee to change, and Close. */
function TicketProperties({
  ticket,
  close,
}: {
  ticket: TicketDetail;
  close: ReturnType<typeof useCloseTicket>;
}) {
  const { name, email } = ticket.customer;
  return (
    <Paper component="section" withBorder p="md" aria-labelledby="ticket-properties">
      <Stack gap="sm">
        <Title order={2} size="h4" id="ticket-properties">
          <Trans>Ticket</Trans>
        </Title>
        <Group gap="xs">
          <Text fw={500}>
            <Trans>Status:</Trans>
          </Text>
          <StatusBadge status={ticket.status} palette="desk" />
        </Group>
        <Text size="sm">
          <Trans>
            Customer: {name} ({email})
          </Trans>
        </Text>
        <Group gap="xs">
          <Text fw={500} size="sm">
            <Trans>First reply:</Trans>
          </Text>
          <FirstReply ticket={ticket} />
        </Group>
        <StatusSelect ticketId={ticket._id} status={ticket.status} />
        <AssigneePicker ticket={ticket} />
        {ticket.status !== "closed" && (
          <Button
            color="red.9"
            w="fit-content"
            onClick={() => void close.run()}
            loading={close.closing}
          >
            <Trans>Close Ticket</Trans>
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/** The ticket's heading; its status too, unless the desk's panel beside it shows it. */
function TicketHeader({ ticket, showStatus }: { ticket: TicketDetail; showStatus: boolean }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const trip = useTripName()(ticket.product);
  const submitted = formatDateTime(ticket.createdAt, locale);
  const { reference, subject } = ticket;
  return (
    <Stack gap="xs">
      {/* What it is about heads it, with the trip and the ticket's reference: the number a
          customer reads out on the phone and staff search for (the id stays in the address). */}
      <Title order={1} size="h2" className={classes.heading}>
        <span data-testid="ticket-subject">{subject || t`(no subject)`}</span>{" "}
        <Text component="span" display="block" size="md" fw={500} c="gray.7" mt={4}>
          {trip} · {reference}
        </Text>
      </Title>
      <TicketLinks ticket={ticket} />
      <Text c="dimmed" size="sm">
        <Trans>Ticket number: {reference}</Trans>
      </Text>
      {showStatus && (
        <Group gap="xs">
          <Text fw={500}>
            <Trans>Status:</Trans>
          </Text>
          <StatusBadge status={ticket.status} />
        </Group>
      )}
      <Text>
        <Trans>Date Submitted: {submitted}</Trans>
      </Text>
      <Text>
        <Trans>Trip: {trip}</Trans>
      </Text>
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
 * composer under the conversation, focused on that choice; a closed ticket too, which staff may
 * answer), `a` assign it to me, `c` close it; none while a dialog is open.
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
  compose: (mode: ComposerMode) => void;
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
    add("r", t`Reply to the customer`, () => compose("reply"));
    add("n", t`Write an internal note`, () => compose("internal"));
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
