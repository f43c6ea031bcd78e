// One conversation: its history (with 'load earlier'), live messages, messages being sent (pending,
// or failed with the reason and Retry), and marking read while it is open and the tab visible.

import {
  type ChatContact,
  type ChatMessage,
  SendMessageAckSchema,
  SendMessageSchema,
} from "@app/shared/chat";
import { formatShortDateTime } from "@app/shared/format";
import { Trans, useLingui } from "@lingui/react/macro";
import { ActionIcon, Button, Group, Stack, Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useDocumentVisibility } from "@mantine/hooks";
import { IconArrowLeft, IconSend } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import { QueryStates } from "@/components/query-states";
import { useLanguage } from "@/lib/i18n";
import { useSchemaResolver } from "@/lib/schema-resolver";
import { addMessage } from "../api/add-message";
import { chatKeys } from "../api/chat-keys";
import { useMessages } from "../api/get-messages";
import { useMarkRead } from "../api/mark-read";
import type { ChatSocket } from "../api/use-chat-socket";
import classes from "./chat-thread.module.css";

const SEND_TIMEOUT_MS = 10_000;

type Outgoing = { id: string; text: string; error: string | null };

/** What the composer checks: the message's text, as the server checks `sendMessage`. */
const DraftSchema = SendMessageSchema.pick({ text: true });

type Props = {
  contact: ChatContact;
  myId: string;
  socket: ChatSocket | null;
  visible: boolean;
  onBack: () => void;
};

export function ChatThread({ contact, myId, socket, visible, onBack }: Props) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const { name } = contact;
  const queryClient = useQueryClient();
  const history = useMessages(contact._id);
  const markRead = useMarkRead();
  const tabVisible = useDocumentVisibility() === "visible";
  const composer = useForm({
    mode: "controlled",
    initialValues: { text: "" },
    validate: useSchemaResolver(DraftSchema),
  });
  const [outgoing, setOutgoing] = useState<Outgoing[]>([]);
  const logRef = useRef<HTMLDivElement>(null);
  const nextId = useRef(0);

  // Pages come newest first; each page is oldest first.
  const messages = useMemo<ChatMessage[]>(
    () => (history.data ? [...history.data.pages].reverse().flatMap((page) => page.messages) : []),
    [history.data],
  );
  const hasUnreadFromThem = messages.some((m) => m.senderId === contact._id && m.readAt === null);
  const lastId = messages.at(-1)?._id;

  const { mutate: markReadMutate, isPending: marking } = markRead;
  useEffect(() => {
    if (visible && tabVisible && hasUnreadFromThem && !marking) markReadMutate(contact._id);
  }, [visible, tabVisible, hasUnreadFromThem, marking, markReadMutate, contact._id]);

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
    socket.emit("sendMessage", { receiverId: contact._id, text: item.text }, (answer) => {
      if (settled) return;
      settled = true;
      window.clearTimeout(timer);
      const ack = SendMessageAckSchema.safeParse(answer);
      if (!ack.success) {
        fail(t`The message could not be sent`);
        return;
      }
      if (!ack.data.ok) {
        fail(ack.data.message);
        return;
      }
      addMessage(queryClient, ack.data.message, myId);
      setOutgoing((list) => list.filter((o) => o.id !== item.id));
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
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
      data={history.data && messages}
      loadingLabel={t`Loading messages`}
      errorTitle={t`Could not load the messages`}
      empty={t`No messages yet. Say hello!`}
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
          <ul className={classes.messages} aria-label={t`Messages with ${name}`}>
            {messages.map((message) => {
              const mine = message.senderId === myId;
              return (
                <li key={message._id} className={mine ? classes.mine : classes.theirs}>
                  <span className={classes.visuallyHidden}>{mine ? t`You:` : `${name}:`} </span>
                  <Text size="sm" className={classes.text}>
                    {message.text}
                  </Text>
                  <Text size="xs" className={classes.time}>
                    {formatShortDateTime(message.createdAt, locale)}
                  </Text>
                </li>
              );
            })}
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
      <Group gap="xs" wrap="nowrap" mb="xs">
        <ActionIcon variant="subtle" onClick={onBack} aria-label={t`Back to conversations`}>
          <IconArrowLeft size={18} aria-hidden="true" />
        </ActionIcon>
        <Text component="h2" fw={700} size="md" m={0} truncate>
          {contact.name}
        </Text>
      </Group>
      <div
        ref={logRef}
        className={classes.log}
        role="log"
        aria-live="polite"
        aria-label={t`Conversation with ${name}`}
        // Scrollable, so it must be reachable with the keyboard.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region needs focus to scroll
        tabIndex={0}
      >
        {body}
      </div>
      <form className={classes.composer} onSubmit={send} noValidate>
        <Textarea
          label={t`Message`}
          placeholder={t`Write to ${name}`}
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
