// Live events of the help desk over the existing socket (decision 046). An event names a ticket and
// what happened, never its text: each client reads the ticket again over HTTP, which shows it only
// what it may see. Staff sockets sit in the desk room; a ticket's customer is told through their
// own room, and never of an internal note. The Redis adapter relays both to every process.
import type { TicketChangedEvent, TicketPresencePayload } from "@app/shared/chat";
import { IdSchema } from "@app/shared/common";
import { isStaffRole, type Role } from "@app/shared/users";
import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import { z } from "zod";
import { type ChatServer, userRoom } from "../../plugins/socket";

/** The room of every staff and admin socket. */
export const DESK_ROOM = "desk";

export type TicketLive = {
  /**
   * Tells staff, and the ticket's customer when `customerSees`, that the ticket changed.
   * Never throws: a live event is a nicety the HTTP answer does not wait on.
   */
  changed(
    ticket: { id: string; user_id: string },
    kind: TicketChangedEvent["kind"],
    by: string | null,
    customerSees: boolean,
  ): void;
};

export const noLive: TicketLive = { changed() {} };

/**
 * Puts a user's open sockets, on every process (through the adapter), in the desk room or out of
 * it as their role now says: a member of staff made a customer stops hearing the desk at once,
 * rather than at their next message or reconnection; one made staff hears it without
 * reconnecting. The sockets stay connected (a customer's chat goes on).
 */
export function deskRoleChanged(io: ChatServer, userId: string, role: Role): void {
  const sockets = io.in(userRoom(userId));
  if (isStaffRole(role)) sockets.socketsJoin(DESK_ROOM);
  else sockets.socketsLeave(DESK_ROOM);
}

export function ticketLive(io: ChatServer | undefined): TicketLive {
  if (!io) return noLive;
  return {
    changed(ticket, kind, by, customerSees) {
      const event: TicketChangedEvent = { ticketId: ticket.id, kind, by };
      const rooms = customerSees ? [DESK_ROOM, userRoom(ticket.user_id)] : [DESK_ROOM];
      // One emit to the union of rooms: a socket in both (a staff member's own ticket) gets it once.
      io.to(rooms).emit("ticketChanged", event);
    },
  };
}

/** How many tickets one socket is remembered on (a few tabs' worth; bounded memory). */
const MAX_TICKETS_ON = 20;

const PresenceSchema = z.strictObject({
  ticketId: IdSchema,
  state: z.enum(["viewing", "typing", "left"]),
});

const ticketSocket: FastifyPluginAsync = async (app) => {
  app.io.on("connection", (socket) => {
    const user = socket.data.user;
    // Every socket listens for presence, but only one in the desk room is relayed: the room, which
    // a role change updates on every process (deskRoleChanged), says who is staff now.
    if (isStaffRole(user.role)) void socket.join(DESK_ROOM);
    // The role was read at the handshake; a change committed between that read and now found this
    // socket in no room of the user's, so deskRoleChanged missed it. Read the role once more now
    // that the socket is in the user's room (a later change reaches it through that room), and act
    // only where it differs from the handshake's: a stale answer to this read never undoes what a
    // later deskRoleChanged did.
    void socket.join(userRoom(user.id));
    app.userFromToken(socket.data.token).then(
      (now) => {
        // The session ended (or the account went) since the handshake, before the socket sat in
        // its session's room where app.endSessions would have closed it: close it now.
        if (!now) {
          socket.disconnect(true);
          return;
        }
        if (isStaffRole(now.role) === isStaffRole(user.role)) return;
        socket.data.user = now;
        if (isStaffRole(now.role)) void socket.join(DESK_ROOM);
        else void socket.leave(DESK_ROOM);
      },
      (error: unknown) => app.log.warn({ err: error }, "socket role re-check failed"),
    );
    // The tickets this socket said it is on: a closed tab or a lost connection leaves them, as
    // if it had said so, so nobody waits on an agent who has gone.
    const on = new Set<string>();
    const tell = (presence: TicketPresencePayload) =>
      socket.to(DESK_ROOM).emit("ticketPresence", {
        ...presence,
        userId: user.id,
        name: user.name,
      });
    socket.on("ticketPresence", (payload: unknown) => {
      const parsed = PresenceSchema.safeParse(payload);
      // A member of staff made a customer has left the room, and stops taking part at once.
      if (!parsed.success || !socket.rooms.has(DESK_ROOM)) return;
      const presence: TicketPresencePayload = parsed.data;
      if (presence.state === "left") on.delete(presence.ticketId);
      else if (on.size < MAX_TICKETS_ON || on.has(presence.ticketId)) on.add(presence.ticketId);
      tell(presence);
    });
    socket.on("disconnect", () => {
      for (const ticketId of on) tell({ ticketId, state: "left" });
      on.clear();
    });
  });
};

export const ticketSocketPlugin = fp(ticketSocket, {
  name: "ticket-socket",
  dependencies: ["socket"],
});
