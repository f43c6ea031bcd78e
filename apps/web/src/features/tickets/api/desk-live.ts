// The help desk live (decision 046): a staff member's screens of tickets refresh when a customer
// writes or another agent acts, through the existing socket (each event names a ticket, never its
// text; the screens read it again over the API).
import {
  CHAT_CLIENT_OPTIONS,
  type ChatClientToServerEvents,
  type ChatServerToClientEvents,
  type TicketChangedEvent,
  type TicketPresenceEvent,
} from "@app/shared/chat";
import { isStaffRole } from "@app/shared/users";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import type { Socket } from "socket.io-client";
import { useUser } from "@/lib/auth";
import { staffTicketsQueryKey } from "./get-staff-tickets";
import { viewCountsQueryKey } from "./view-counts";

type DeskSocket = Socket<ChatServerToClientEvents, ChatClientToServerEvents>;

/**
 * Keeps the queue, the counts and any open ticket fresh while mounted (staff only); answers the
 * socket, to tell others of one's presence on a ticket.
 */
export function useDeskLive(): DeskSocket | null {
  const user = useUser();
  const queryClient = useQueryClient();
  const [socket, setSocket] = useState<DeskSocket | null>(null);
  const token = user && isStaffRole(user.role) ? user.token : null;

  useEffect(() => {
    if (!token) return;
    let next: DeskSocket | null = null;
    let stopped = false;
    // socket.io-client stays out of the first bundle, as the chat's does.
    void import("socket.io-client").then(({ io }) => {
      if (stopped) return;
      next = io({ ...CHAT_CLIENT_OPTIONS, auth: { token } });
      next.on("ticketChanged", (event: TicketChangedEvent) => {
        void queryClient.invalidateQueries({ queryKey: staffTicketsQueryKey });
        void queryClient.invalidateQueries({ queryKey: viewCountsQueryKey });
        void queryClient.invalidateQueries({ queryKey: ["tickets", event.ticketId] });
      });
      next.on("connect", () => {
        void queryClient.invalidateQueries({ queryKey: staffTicketsQueryKey });
      });
      setSocket(next);
    });
    return () => {
      stopped = true;
      next?.removeAllListeners();
      next?.disconnect();
      setSocket(null);
    };
  }, [token, queryClient]);
  return socket;
}

/** Someone not heard from for this long has gone (they say so again every SAY_AGAIN_MS). */
const FADE_MS = 60_000;
const SAY_AGAIN_MS = 20_000;

/**
 * Other agents on this ticket, told through the socket; tells them of the caller too: viewing or
 * typing while on the page, left when leaving it. An agent who arrives is answered at once, so
 * each sees the other without waiting for the next "again".
 */
export function useTicketPresence(
  socket: DeskSocket | null,
  ticketId: string,
  typing: boolean,
): TicketPresenceEvent[] {
  const [others, setOthers] = useState<Record<string, TicketPresenceEvent & { at: number }>>({});
  const typingNow = useRef(typing);
  typingNow.current = typing;
  useEffect(() => {
    if (!socket) return;
    const say = () =>
      socket.emit("ticketPresence", {
        ticketId,
        state: typingNow.current ? "typing" : "viewing",
      });
    const known = new Set<string>();
    const onPresence = (event: TicketPresenceEvent) => {
      if (event.ticketId !== ticketId) return;
      if (event.state === "left") known.delete(event.userId);
      else if (!known.has(event.userId)) {
        // Someone new on the ticket: they learn of this agent now.
        known.add(event.userId);
        say();
      }
      setOthers((current) => {
        const { [event.userId]: _gone, ...rest } = current;
        return event.state === "left"
          ? rest
          : { ...rest, [event.userId]: { ...event, at: Date.now() } };
      });
    };
    socket.on("ticketPresence", onPresence);
    return () => {
      socket.off("ticketPresence", onPresence);
    };
  }, [socket, ticketId]);
  useEffect(() => {
    if (!socket) return;
    const say = () =>
      socket.emit("ticketPresence", { ticketId, state: typing ? "typing" : "viewing" });
    say();
    // Said again now and then: one who left without a word fades after a minute.
    const again = setInterval(say, SAY_AGAIN_MS);
    return () => clearInterval(again);
  }, [socket, ticketId, typing]);
  useEffect(
    () => () => {
      socket?.emit("ticketPresence", { ticketId, state: "left" });
    },
    [socket, ticketId],
  );
  // Drawn again now and then, so one who has gone quiet fades.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), SAY_AGAIN_MS / 2);
    return () => clearInterval(tick);
  }, []);
  return Object.values(others).filter((other) => Math.max(now, other.at) - other.at < FADE_MS);
}
