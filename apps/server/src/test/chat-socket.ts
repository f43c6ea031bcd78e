// Chat sockets for tests: socket.io-client connected as the web app connects, and its two events.
import {
  CHAT_SOCKET_PATH,
  type ChatClientToServerEvents,
  type ChatMessage,
  type ChatServerToClientEvents,
  type JoinAck,
  type SendMessageAck,
} from "@app/shared/chat";
import { io, type ManagerOptions, type Socket, type SocketOptions } from "socket.io-client";

export type ChatSocket = Socket<ChatServerToClientEvents, ChatClientToServerEvents>;

/** How long a test waits for an ack or a message before calling it lost. */
export const CHAT_WAIT_MS = 3000;

/**
 * Opens a chat socket to `url` as `token` (none: a visitor) and resolves once it is connected.
 * Rejects with the server's refusal (`connect_error`, e.g. "unauthorized") after closing the
 * socket, so a refused socket never outlives the test. Each socket gets its own connection and
 * never reconnects on its own: a test sees exactly what one browser tab would.
 */
export function openChatSocket(
  url: string,
  token?: string,
  options: Partial<ManagerOptions & SocketOptions> = {},
): Promise<ChatSocket> {
  const socket: ChatSocket = io(url, {
    path: CHAT_SOCKET_PATH,
    transports: ["websocket"],
    reconnection: false,
    forceNew: true,
    ...(token === undefined ? {} : { auth: { token } }),
    ...options,
  });
  return new Promise((resolve, reject) => {
    const connected = () => {
      socket.off("connect_error", refused);
      resolve(socket);
    };
    const refused = (error: Error) => {
      socket.off("connect", connected);
      socket.disconnect();
      reject(error);
    };
    socket.once("connect", connected);
    socket.once("connect_error", refused);
  });
}

/**
 * Resolves with the first `receiveMessage` on `socket` that `matches`, or rejects after `ms`.
 * Call it before the message can be sent: it only sees what arrives after the call.
 */
export function waitForMessage(
  socket: ChatSocket,
  matches: (message: ChatMessage) => boolean,
  ms = CHAT_WAIT_MS,
): Promise<ChatMessage> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: ChatMessage) => {
      if (!matches(message)) return;
      clearTimeout(timer);
      socket.off("receiveMessage", onMessage);
      resolve(message);
    };
    const timer = setTimeout(() => {
      socket.off("receiveMessage", onMessage);
      reject(new Error(`no matching receiveMessage within ${ms} ms`));
    }, ms);
    socket.on("receiveMessage", onMessage);
  });
}

/**
 * Emits `sendMessage` and resolves with the server's ack (rejects if none comes within `ms`).
 * The payload is deliberately untyped: tests send whatever a hostile client could.
 */
export function sendChatMessage(
  socket: ChatSocket,
  payload: unknown,
  ms = CHAT_WAIT_MS,
): Promise<SendMessageAck> {
  const timed = socket.timeout(ms);
  const emit = timed.emitWithAck as (event: string, payload: unknown) => Promise<SendMessageAck>;
  return emit.call(timed, "sendMessage", payload);
}

/** Emits `join` with any payload and resolves with the server's ack. */
export function joinChat(
  socket: ChatSocket,
  payload: unknown,
  ms = CHAT_WAIT_MS,
): Promise<JoinAck> {
  return socket.timeout(ms).emitWithAck("join", payload) as Promise<JoinAck>;
}

/**
 * Resolves once everything the server sent `socket` before this call has arrived: a `join` and its
 * ack travel the socket's one connection, which keeps the order of what the server sends. A test
 * that expects a message not to arrive waits for this, not for a while.
 */
export async function allArrived(socket: ChatSocket, ms = CHAT_WAIT_MS): Promise<void> {
  await joinChat(socket, null, ms);
}
