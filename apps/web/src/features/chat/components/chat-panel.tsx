// The chat drawer (the whole screen on narrow windows) with the conversations and contacts, or
// one conversation. Loaded by ChatBox when the chat is first opened. A customer's chat opens on
// their thread with the institute (decision 053); staff start on the inbox and their
// conversations.

import type { ChatContact } from "@app/shared/chat";
import { type AuthUser, isStaffRole } from "@app/shared/users";
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
import { InstituteThread } from "./institute-thread";

/** What the drawer shows: the list, a conversation with a person, or an institute thread. */
type View =
  | { kind: "home" }
  | { kind: "person"; contact: ChatContact }
  | { kind: "institute"; customer: { _id: string; name: string } };

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
  const staff = isStaffRole(user.role);
  const [view, setView] = useState<View>(() =>
    staff ? { kind: "home" } : { kind: "institute", customer: { _id: user._id, name: user.name } },
  );
  const home = () => setView({ kind: "home" });
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
      {view.kind === "person" && (
        <ChatThread
          key={view.contact._id}
          contact={view.contact}
          myId={user._id}
          socket={socket}
          visible={opened}
          onBack={home}
        />
      )}
      {view.kind === "institute" && (
        <InstituteThread
          key={view.customer._id}
          customer={view.customer}
          staff={staff}
          socket={socket}
          visible={opened}
          onBack={home}
        />
      )}
      {view.kind === "home" && (
        <ChatHome
          role={user.role}
          onPick={(contact) => setView({ kind: "person", contact })}
          onOpenInstitute={(customer) => setView({ kind: "institute", customer })}
          me={{ _id: user._id, name: user.name }}
        />
      )}
    </Drawer>
  );
}
