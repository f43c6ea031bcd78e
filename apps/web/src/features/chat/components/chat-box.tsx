// The floating chat box: a button bottom-right with the unread count, kept up to date over the
// chat socket, opening the chat drawer (chat-panel.tsx, loaded when the chat is first opened).

import { formatCount } from "@app/shared/format";
import type { AuthUser } from "@app/shared/users";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { ActionIcon, Indicator } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconMessageCircle } from "@tabler/icons-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useLanguage } from "@/lib/i18n";
import { useUnread } from "../api/get-unread";
import { useChatSocket } from "../api/use-chat-socket";
import classes from "./chat-box.module.css";

const loadPanel = () => import("./chat-panel");
const ChatPanel = lazy(async () => ({ default: (await loadPanel()).ChatPanel }));
// Fetch the drawer's code as soon as a press looks likely, so it opens without a wait.
const prefetchPanel = () => void loadPanel();

export function ChatBox({ user }: { user: AuthUser }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const [opened, { open, close }] = useDisclosure(false);
  // Mounted from the first opening on: the open conversation and the closing transition stay.
  const [wanted, setWanted] = useState(false);
  const { socket, status } = useChatSocket(user.token, user._id);
  const unread = useUnread().data ?? 0;

  // Room below the page's last line (the footer's own colour, no white band under it), so the
  // floating button never hides it: the footer reads --chat-launcher-clearance.
  useEffect(() => {
    const root = document.documentElement;
    root.style.setProperty("--chat-launcher-clearance", "88px");
    return () => {
      root.style.removeProperty("--chat-launcher-clearance");
    };
  }, []);

  const count = formatCount(unread, locale);
  const buttonLabel =
    unread > 0
      ? t`${plural(unread, {
          one: `Open chat, ${count} unread message`,
          other: `Open chat, ${count} unread messages`,
        })}`
      : t`Open chat`;

  return (
    <>
      <div className={classes.launcher}>
        <Indicator
          // The count is in the button's name; the dot repeats it for the eye only.
          label={
            <span aria-hidden="true">{unread > 99 ? `${formatCount(99, locale)}+` : count}</span>
          }
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
