// Chat over the socket: every socket sits in its user's room; `sendMessage` stores a message and
// emits it to the receiver's room and the sender's own (their other tabs, not the sending socket). A client can never
// crash its socket or the process: payloads are validated, refusals answer through the ack.
// `sendInstituteMessage` (decision 053) stores a message of a customer's thread with the institute
// and emits it to the customer's room and the desk room (every staff socket, on every process).
import {
  type ChatMessage,
  type JoinAck,
  type SendInstituteAck,
  SendInstituteMessageSchema,
  type SendMessageAck,
  SendMessageSchema,
} from "@app/shared/chat";
import { isStaffRole } from "@app/shared/users";
import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../../lib/errors";
import { type Message, readerLanguage, translate } from "../../lib/i18n";
import type { CurrentUser } from "../../plugins/auth";
import { userRoom } from "../../plugins/socket";
import { DESK_ROOM } from "../tickets/ticket-live";
import { createChatService } from "./chat.service";
import { createInstituteChatService } from "./institute-chat.service";

const INVALID_MESSAGE = /*i18n*/ { id: "chat.invalidMessage", message: "Invalid message" };
const GENERIC_FAILURE = /*i18n*/ {
  id: "chat.sendFailed",
  message: "The message could not be sent",
};

/** Calls the client's ack when it asked for one (the last argument may be anything). */
function answer<T>(ack: unknown, value: T): void {
  if (typeof ack === "function") ack(value);
}

const chatSocket: FastifyPluginAsync = async (app) => {
  const service = createChatService(app.db);
  const institute = createInstituteChatService(app.db);

  app.io.on("connection", (socket) => {
    const userId = socket.data.user.id;
    // The refusals a person reads, in their language (the account's, as it is when sending).
    const say = (message: Message) =>
      translate(
        readerLanguage(socket.data.user, socket.handshake.headers["accept-language"]),
        message,
      );
    void socket.join(userRoom(userId));
    // Staff sockets answer the institute's inbox (the help desk's room, decision 046).
    if (isStaffRole(socket.data.user.role)) void socket.join(DESK_ROOM);

    /**
     * The sender as the token says now, or null (the caller answers, then closes the socket):
     * re-checked on every message, so a deleted account, a password reset or a role change takes
     * effect on open sockets too. Staff made a customer leave the desk room at once.
     */
    const currentSender = async (): Promise<CurrentUser | null> => {
      const sender = await app.userFromToken(socket.data.token);
      if (!sender) return null;
      socket.data.user = sender;
      if (!isStaffRole(sender.role)) void socket.leave(DESK_ROOM);
      return sender;
    };

    /** Why a message was refused, fit to show; an unexpected failure is logged. */
    const refusal = (error: unknown): string => {
      if (error instanceof AppError && error.expose) return say(error.text);
      app.log.error({ err: error, userId }, "chat message failed");
      return say(GENERIC_FAILURE);
    };

    // The specification's client sends its user id; whatever it sends, the room is the token's.
    socket.on("join", (_payload: unknown, ack: unknown) => {
      void socket.join(userRoom(userId));
      answer<JoinAck>(ack, { ok: true, userId });
    });

    socket.on("sendMessage", (payload: unknown, ack: unknown) => {
      const reply = (value: SendMessageAck) => answer(ack, value);
      const parsed = SendMessageSchema.safeParse(payload);
      if (!parsed.success) {
        reply({ ok: false, message: say(parsed.error.issues[0]?.message ?? INVALID_MESSAGE) });
        return;
      }
      void (async () => {
        try {
          // One allowance per account, over all its sockets and processes (CHAT_RATE_LIMIT).
          await app.accountAllowances.chat(userId);
          const sender = await currentSender();
          if (!sender) {
            reply({ ok: false, message: "unauthorized" });
            socket.disconnect(true);
            return;
          }
          const message: ChatMessage = await service.send(sender, parsed.data);
          // One broadcast to both rooms: each socket receives it once, on this process and
          // (through the Redis adapter) on every other; the sending socket has it in the ack.
          socket
            .to(userRoom(message.receiverId))
            .to(userRoom(message.senderId))
            .emit("receiveMessage", message);
          reply({ ok: true, message });
        } catch (error) {
          reply({ ok: false, message: refusal(error) });
        }
      })();
    });

    socket.on("sendInstituteMessage", (payload: unknown, ack: unknown) => {
      const reply = (value: SendInstituteAck) => answer(ack, value);
      const parsed = SendInstituteMessageSchema.safeParse(payload);
      if (!parsed.success) {
        reply({ ok: false, message: say(parsed.error.issues[0]?.message ?? INVALID_MESSAGE) });
        return;
      }
      void (async () => {
        try {
          // The same allowance as other chat messages (CHAT_RATE_LIMIT).
          await app.accountAllowances.chat(userId);
          const sender = await currentSender();
          if (!sender) {
            reply({ ok: false, message: "unauthorized" });
            socket.disconnect(true);
            return;
          }
          const message = await institute.send(sender, parsed.data);
          // The customer's sockets and every staff socket, once each (a union of rooms), on
          // every process; the sending socket has it in the ack.
          socket
            .to([userRoom(message.customerId), DESK_ROOM])
            .emit("receiveInstituteMessage", message);
          reply({ ok: true, message });
        } catch (error) {
          reply({ ok: false, message: refusal(error) });
        }
      })();
    });
  });
};

export const chatSocketPlugin = fp(chatSocket, {
  name: "chat-socket",
  dependencies: ["socket", "user-allowances"],
});
