// One conversation on the screen, whoever it is with: its history (with 'load earlier'), live
// messages, messages being sent (pending, or failed with the reason and Retry), and marking read
// while it is open and the tab visible. ChatThread (a person) and InstituteThread (the chat with
// the institute, decision 053) give it their messages and how to send one.

import { SendMessageSchema } from "@app/shared/chat";
import { formatShortDateTime } from "@app/shared/format";
import { Trans, useLingui } from "@lingui/react/macro";
import { ActionIcon, Button, Group, Stack, Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useDocumentVisibility } from "@mantine/hooks";
import { IconArrowLeft, IconSend } from "@tabler/icons-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { QueryStates } from "@/components/query-states";
import { useLanguage } from "@/lib/i18n";
import { useSchemaResolver } from "@/lib/schema-resolver";
import type { ChatSocket } from "../api/use-chat-socket";
import classes from "./chat-thread.module.css";

const SEND_TIMEOUT_MS = 10_000;

type Outgoing = { id: string; text: string; error: string | null };

/** What the composer checks: the message's text, as the server checks the socket's payloads. */
const DraftSchema = SendMessageSchema.pick({ text: true });

/** A message as the conversation shows it. */
export type ThreadLine = {
  _id: string;
  text: string;
  createdAt: string;
  mine: boolean;
  /** Who wrote it, for a screen reader; empty for one's own ("You:"). */
  who: string;
  /** A name shown above the text (a reply's member of staff), if any. */
  byline?: string;
};

/** What the view reads of the history query (an infinite query). */
type HistoryQuery = {
  error: unknown;
  isError: boolean;
  isPending: boolean;
  refetch: () => Promise<unknown>;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
};

type Props = {
  /** The heading: whom the conversation is with. */
  title: string;
  history: HistoryQuery;
  /** The loaded messages, oldest first; undefined until the history has loaded. */
  lines: ThreadLine[] | undefined;
  /** Whether the other side wrote something still unread; it is marked read while shown. */
  hasUnread: boolean;
  markRead: () => void;
  marking: boolean;
  socket: ChatSocket | null;
  /** Emits the text; `ack` gets the server's answer. */
  emit: (socket: ChatSocket, text: string, ack: (answer: unknown) => void) => void;
  /** Reads the answer: null once the message is stored (and cached), else the reason it was not. */
  settle: (answer: unknown) => string | null;
  visible: boolean;
  /** Back to the conversations (none: there is nowhere to go back to). */
  onBack?: () => void;
  /** Said of the list of messages and the log ("Messages with …", "Conversation with …"). */
  listLabel: string;
  logLabel: string;
  placeholder: string;
  emptyText: string;
  /** Shown under the heading (e.g. who answers). */
  note?: ReactNode;
};

export function ThreadView({
  title,
  history,
  lines,
  hasUnread,
  markRead,
  marking,
  socket,
  emit,
  settle,
  visible,
  onBack,
  listLabel,
  logLabel,
  placeholder,
  emptyText,
  note,
}: Props) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const tabVisible = useDocumentVisibility() === "visible";
  const composer = useForm({
    mode: "controlled",
    initialValues: { text: "" },
    validate: useSchemaResolver(DraftSchema),
  });
  const [outgoing, setOutgoing] = useState<Outgoing[]>([]);
  const logRef = useRef<HTMLDivElement>(null);
  const nextId = useRef(0);
  const lastId = lines?.at(-1)?._id;

  useEffect(() => {
    if (visible && tabVisible && hasUnread && !marking) markRead();
  }, [visible, tabVisible, hasUnread, marking, markRead]);

  // Keep the newest message in view when one arrives or is sent.
  const outgoingCount = outgoing.length;
  useEffect(() => {
    const log = logRef.current;
    if (log && (lastId || outgoingCount)) log.scrollTop = log.scrollHeight;
  }, [lastId, outgoingCount]);

  const deliver = (item: Outgoing) => {
    const fail = (error: string) =>
      setOutgoing((list) => list.map((o) => (o.id === item.id ? { ...o, error } : o)));
    // Not sent while offline: socket.io would buffer it and a Retry could then send it twice.
    if (!socket?.connected) {
      fail(t`The chat is not connected right now. Retry when it is back online.`);
      return;
    }
    // The event map's ack is optional, which socket.io's typed timeout() cannot express, so the
    // time limit is kept here: whichever comes first, the answer or the time-out, settles it.
    let settled = false;
    const timer = window.setTimeout(() => {
      settled = true;
      fail(t`No answer from the server. Check your connection and retry.`);
    }, SEND_TIMEOUT_MS);
    emit(socket, item.text, (answer) => {
      if (settled) return;
      settled = true;
      window.clearTimeout(timer);
      const error = settle(answer);
      if (error !== null) {
        fail(error);
        return;
      }
      setOutgoing((list) => list.filter((o) => o.id !== item.id));
    });
  };

  const send = composer.onSubmit((values) => {
    // Valid by now; parsing gives the text as the server stores it (trimmed).
    const parsed = DraftSchema.safeParse(values);
    if (!parsed.success) return;
    nextId.current += 1;
    const item: Outgoing = { id: `local-${nextId.current}`, text: parsed.data.text, error: null };
    setOutgoing((list) => [...list, item]);
    composer.reset();
    deliver(item);
  });

  const retry = (item: Outgoing) => {
    const again = { ...item, error: null };
    setOutgoing((list) => list.map((o) => (o.id === item.id ? again : o)));
    deliver(again);
  };

  const discard = (item: Outgoing) => setOutgoing((list) => list.filter((o) => o.id !== item.id));

  const body = (
    <QueryStates
      query={history}
      data={lines}
      loadingLabel={t`Loading messages`}
      errorTitle={t`Could not load the messages`}
      empty={emptyText}
      isEmpty={(list) => list.length === 0 && outgoing.length === 0}
    >
      {(messages) => (
        <>
          {history.hasNextPage && (
            <Button
              variant="subtle"
              size="xs"
              onClick={() => void history.fetchNextPage()}
              loading={history.isFetchingNextPage}
            >
              <Trans>Load earlier messages</Trans>
            </Button>
          )}
          <ul className={classes.messages} aria-label={listLabel}>
            {messages.map((message) => (
              <li key={message._id} className={message.mine ? classes.mine : classes.theirs}>
                <span className={classes.visuallyHidden}>
                  {message.mine && !message.who ? t`You:` : `${message.who}:`}{" "}
                </span>
                {message.byline && (
                  <Text size="xs" fw={700} className={classes.byline} aria-hidden="true">
                    {message.byline}
                  </Text>
                )}
                <Text size="sm" className={classes.text}>
                  {message.text}
                </Text>
                <Text size="xs" className={classes.time}>
                  {formatShortDateTime(message.createdAt, locale)}
                </Text>
              </li>
            ))}
            {outgoing.map((item) => (
              <li
                key={item.id}
                className={classes.mine}
                data-state={item.error ? "failed" : "pending"}
              >
                <span className={classes.visuallyHidden}>{t`You:`} </span>
                <Text size="sm" className={classes.text}>
                  {item.text}
                </Text>
                {item.error ? (
                  <Stack gap={4} mt={4}>
                    <Text size="xs" role="alert" className={classes.failed}>
                      {t`Not sent: ${item.error}`}
                    </Text>
                    <Group gap="xs">
                      <Button size="compact-xs" variant="white" onClick={() => retry(item)}>
                        <Trans>Retry</Trans>
                      </Button>
                      <Button
                        size="compact-xs"
                        variant="white"
                        color="gray"
                        onClick={() => discard(item)}
                      >
                        <Trans>Discard</Trans>
                      </Button>
                    </Group>
                  </Stack>
                ) : (
                  <Text size="xs" className={classes.time}>
                    <Trans>Sending…</Trans>
                  </Text>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </QueryStates>
  );

  return (
    <div className={classes.thread}>
      <Group gap="xs" wrap="nowrap" mb={note ? 0 : "xs"}>
        {onBack && (
          <ActionIcon variant="subtle" onClick={onBack} aria-label={t`Back to conversations`}>
            <IconArrowLeft size={18} aria-hidden="true" />
          </ActionIcon>
        )}
        <Text component="h2" fw={700} size="md" m={0} truncate>
          {title}
        </Text>
      </Group>
      {note && (
        <Text size="xs" c="gray.7" mb="xs">
          {note}
        </Text>
      )}
      <div
        ref={logRef}
        className={classes.log}
        role="log"
        aria-live="polite"
        aria-label={logLabel}
        // Scrollable, so it must be reachable with the keyboard.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region needs focus to scroll
        tabIndex={0}
      >
        {body}
      </div>
      <form className={classes.composer} onSubmit={send} noValidate>
        <Textarea
          label={t`Message`}
          placeholder={placeholder}
          autosize
          minRows={1}
          maxRows={4}
          {...composer.getInputProps("text")}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              send();
            }
          }}
          description={t`Enter sends, Shift+Enter starts a new line`}
          style={{ flex: 1, minWidth: 0 }}
        />
        <ActionIcon type="submit" size="lg" aria-label={t`Send message`} mt={24}>
          <IconSend size={18} aria-hidden="true" />
        </ActionIcon>
      </form>
    </div>
  );
}
