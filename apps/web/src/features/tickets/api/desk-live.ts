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
import { useEffect, useState } from "react";
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

/** Other agents on this ticket, told through the socket; tells them of the caller too. */
export function useTicketPresence(
  socket: DeskSocket | null,
  ticketId: string,
  typing: boolean,
): TicketPresenceEvent[] {
  const [others, setOthers] = useState<Record<string, TicketPresenceEvent & { at: number }>>({});
  useEffect(() => {
    if (!socket) return;
    const onPresence = (event: TicketPresenceEvent) => {
      if (event.ticketId !== ticketId) return;
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
    const again = setInterval(say, 20_000);
    return () => clearInterval(again);
  }, [socket, ticketId, typing]);
  useEffect(
    () => () => {
      socket?.emit("ticketPresence", { ticketId, state: "left" });
    },
    [socket, ticketId],
  );
  const now = Date.now();
  return Object.values(others).filter((other) => now - other.at < 60_000);
}
