// One conversation with a person: their history and live messages over `sendMessage`, shown by
// ThreadView (sending, failures and marking read are there).

import { type ChatContact, type ChatMessage, SendMessageAckSchema } from "@app/shared/chat";
import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { addMessage } from "../api/add-message";
import { chatKeys } from "../api/chat-keys";
import { useMessages } from "../api/get-messages";
import { useMarkRead } from "../api/mark-read";
import type { ChatSocket } from "../api/use-chat-socket";
import { type ThreadLine, ThreadView } from "./thread-view";

type Props = {
  contact: ChatContact;
  myId: string;
  socket: ChatSocket | null;
  visible: boolean;
  onBack: () => void;
};

export function ChatThread({ contact, myId, socket, visible, onBack }: Props) {
  const { t } = useLingui();
  const { name } = contact;
  const queryClient = useQueryClient();
  const history = useMessages(contact._id);
  const { mutate: markReadMutate, isPending: marking } = useMarkRead();

  // Pages come newest first; each page is oldest first.
  const messages = useMemo<ChatMessage[] | undefined>(
    () => history.data && [...history.data.pages].reverse().flatMap((page) => page.messages),
    [history.data],
  );
  const lines = useMemo<ThreadLine[] | undefined>(
    () =>
      messages?.map((m) => ({
        _id: m._id,
        text: m.text,
        createdAt: m.createdAt,
        mine: m.senderId === myId,
        who: m.senderId === myId ? "" : name,
      })),
    [messages, myId, name],
  );
  const hasUnread = messages?.some((m) => m.senderId === contact._id && m.readAt === null) ?? false;
  const markRead = useCallback(() => markReadMutate(contact._id), [markReadMutate, contact._id]);

  return (
    <ThreadView
      title={contact.name}
      history={history}
      lines={lines}
      hasUnread={hasUnread}
      markRead={markRead}
      marking={marking}
      socket={socket}
      emit={(open, text, ack) => open.emit("sendMessage", { receiverId: contact._id, text }, ack)}
      settle={(answer) => {
        const ack = SendMessageAckSchema.safeParse(answer);
        if (!ack.success) return t`The message could not be sent`;
        if (!ack.data.ok) return ack.data.message;
        addMessage(queryClient, ack.data.message, myId);
        void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
        return null;
      }}
      visible={visible}
      onBack={onBack}
      listLabel={t`Messages with ${name}`}
      logLabel={t`Conversation with ${name}`}
      placeholder={t`Write to ${name}`}
      emptyText={t`No messages yet. Say hello!`}
    />
  );
}
