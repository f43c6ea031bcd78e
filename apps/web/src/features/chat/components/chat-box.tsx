// The floating chat box: a button bottom-right with the unread count, opening a drawer (the whole
// screen on narrow windows) with the conversations and contacts, or one conversation.
import type { ChatContact } from "@app/shared/chat";
import type { AuthUser } from "@app/shared/users";
import { ActionIcon, Box, Drawer, Group, Indicator, Text } from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { IconMessageCircle } from "@tabler/icons-react";
import { useState } from "react";
import { useUnread } from "../api/get-unread";
import { type ChatStatus, useChatSocket } from "../api/use-chat-socket";
import classes from "./chat-box.module.css";
import { ChatHome } from "./chat-home";
import { ChatThread } from "./chat-thread";

const STATUS_LABEL: Record<ChatStatus, string> = {
  connecting: "Connecting…",
  connected: "Online",
  reconnecting: "Reconnecting…",
  refused: "Chat is unavailable: please sign in again",
};

const STATUS_COLOR: Record<ChatStatus, string> = {
  connecting: "gray.6",
  connected: "green.7",
  reconnecting: "orange.6",
  refused: "red.8",
};

export function ChatBox({ user }: { user: AuthUser }) {
  const [opened, { open, close }] = useDisclosure(false);
  const [contact, setContact] = useState<ChatContact | null>(null);
  const narrow = useMediaQuery("(max-width: 720px)");
  const { socket, status } = useChatSocket(user.token, user._id);
  const unread = useUnread().data ?? 0;

  const buttonLabel =
    unread > 0
      ? `Open chat, ${unread} unread ${unread === 1 ? "message" : "messages"}`
      : "Open chat";

  return (
    <>
      {/* Room below the page's last line, so the floating button never hides it. */}
      <Box className={classes.spacer} aria-hidden="true" />
      <div className={classes.launcher}>
        <Indicator
          // The count is in the button's name; the dot repeats it for the eye only.
          label={<span aria-hidden="true">{unread > 99 ? "99+" : unread}</span>}
          size={20}
          color="red"
          disabled={unread === 0}
          offset={6}
        >
          <ActionIcon
            size={56}
            radius="xl"
            variant="filled"
            aria-label={buttonLabel}
            aria-haspopup="dialog"
            aria-expanded={opened}
            onClick={open}
            data-testid="chat-launcher"
          >
            <IconMessageCircle size={28} aria-hidden="true" />
          </ActionIcon>
        </Indicator>
      </div>
      <Drawer
        opened={opened}
        onClose={close}
        position="right"
        size={narrow ? "100%" : 420}
        title={
          <Group gap="xs" wrap="nowrap">
            <Text fw={700} component="span">
              Chat
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
                {STATUS_LABEL[status]}
              </Text>
            </Group>
          </Group>
        }
        closeButtonProps={{ "aria-label": "Close chat" }}
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
    </>
  );
}
