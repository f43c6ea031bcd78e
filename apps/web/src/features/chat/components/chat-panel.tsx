// The chat drawer (the whole screen on narrow windows) with the conversations and contacts, or
// one conversation. Loaded by ChatBox when the chat is first opened.

import type { ChatContact } from "@app/shared/chat";
import type { AuthUser } from "@app/shared/users";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Box, Drawer, Group, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useEffect, useState } from "react";
import type { ChatSocket, ChatStatus } from "../api/use-chat-socket";
import classes from "./chat-box.module.css";
import { ChatHome } from "./chat-home";
import { ChatThread } from "./chat-thread";

const STATUS_LABEL: Record<ChatStatus, MessageDescriptor> = {
  connecting: msg`Connecting…`,
  connected: msg`Online`,
  reconnecting: msg`Reconnecting…`,
  refused: msg`Chat is unavailable: please sign in again`,
};

const STATUS_COLOR: Record<ChatStatus, string> = {
  connecting: "gray.6",
  connected: "green.7",
  reconnecting: "orange.6",
  refused: "red.8",
};

export function ChatPanel({
  opened,
  onClose,
  user,
  socket,
  status,
}: {
  opened: boolean;
  onClose: () => void;
  user: AuthUser;
  socket: ChatSocket | null;
  status: ChatStatus;
}) {
  const { t, i18n } = useLingui();
  const [contact, setContact] = useState<ChatContact | null>(null);
  const narrow = useMediaQuery("(max-width: 720px)");
  // The drawer first renders closed, then opens: Mantine notes the element to give focus back to
  // on close (the chat button) only when `opened` changes, not when it starts out true.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  return (
    <Drawer
      opened={opened && mounted}
      onClose={onClose}
      position="right"
      size={narrow ? "100%" : 420}
      title={
        <Group gap="xs" wrap="nowrap">
          <Text fw={700} component="span">
            <Trans>Chat</Trans>
          </Text>
          <Group gap={6} wrap="nowrap" component="span" role="status">
            <Box
              component="span"
              aria-hidden="true"
              w={10}
              h={10}
              bg={STATUS_COLOR[status]}
              style={{ borderRadius: "50%", flex: "none" }}
            />
            <Text component="span" size="sm">
              {i18n._(STATUS_LABEL[status])}
            </Text>
          </Group>
        </Group>
      }
      closeButtonProps={{ "aria-label": t`Close chat` }}
      classNames={{ body: classes.body, content: classes.content }}
    >
      {contact ? (
        <ChatThread
          key={contact._id}
          contact={contact}
          myId={user._id}
          socket={socket}
          visible={opened}
          onBack={() => setContact(null)}
        />
      ) : (
        <ChatHome role={user.role} onPick={setContact} />
      )}
    </Drawer>
  );
}
