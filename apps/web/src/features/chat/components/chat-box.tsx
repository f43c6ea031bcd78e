// The floating chat box: a button bottom-right with the unread count, kept up to date over the
// chat socket, opening the chat drawer (chat-panel.tsx, loaded when the chat is first opened).
import type { AuthUser } from "@app/shared/users";
import { ActionIcon, Box, Indicator } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconMessageCircle } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { useUnread } from "../api/get-unread";
import { useChatSocket } from "../api/use-chat-socket";
import classes from "./chat-box.module.css";

const loadPanel = () => import("./chat-panel");
const ChatPanel = lazy(async () => ({ default: (await loadPanel()).ChatPanel }));
// Fetch the drawer's code as soon as a press looks likely, so it opens without a wait.
const prefetchPanel = () => void loadPanel();

export function ChatBox({ user }: { user: AuthUser }) {
  const [opened, { open, close }] = useDisclosure(false);
  // Mounted from the first opening on: the open conversation and the closing transition stay.
  const [wanted, setWanted] = useState(false);
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
            onClick={() => {
              setWanted(true);
              open();
            }}
            onPointerEnter={prefetchPanel}
            onPointerDown={prefetchPanel}
            onFocus={prefetchPanel}
            data-testid="chat-launcher"
          >
            <IconMessageCircle size={28} aria-hidden="true" />
          </ActionIcon>
        </Indicator>
      </div>
      {wanted && (
        <Suspense fallback={null}>
          <ChatPanel opened={opened} onClose={close} user={user} socket={socket} status={status} />
        </Suspense>
      )}
    </>
  );
}
