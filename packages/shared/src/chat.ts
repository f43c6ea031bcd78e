// Chat between users and the institute's staff (docs/product.md: support desk, chat): the socket events and the HTTP calls.
// The same schemas check the browser's chat box and the server's socket handlers and routes.
// Users may chat with staff and admins only; staff and admins may chat with anyone.
import { z } from "zod";
import { hasNoNul, IdSchema, queryNumber, TimestampSchema } from "./common";
import { sharedText } from "./messages";
import { PageQuerySchema } from "./paging";
import { CHAT_SOCKET_PATH } from "./server-paths";
import { RoleSchema } from "./users";

const TEXT_MISSING = /*i18n*/ { id: "chat.text.missing", message: "Please type a message" };
const TEXT_LONG = /*i18n*/ {
  id: "chat.text.long",
  message: "A message may be at most {max} characters",
};
const TEXT_UNSTORABLE = /*i18n*/ {
  id: "chat.text.unstorable",
  message: "The message holds a character that cannot be stored",
};
const USER_INVALID = /*i18n*/ { id: "chat.user.invalid", message: "Not a valid user id" };
const SEND_SHAPE = /*i18n*/ { id: "chat.send.shape", message: "Send an object {shape}" };
const SEARCH_INVALID = /*i18n*/ { id: "chat.search.invalid", message: "Not a valid search" };

// ---------------------------------------------------------------------------------------------
// Socket connection

export { CHAT_SOCKET_PATH };

/**
 * The specification's client settings: reconnection delay 1 s growing to 5 s, connection time-out
 * 20 s. The handshake carries the bearer token: `io({ path, auth: { token } })`. WebSocket only:
 * the server accepts no HTTP long-polling, whose requests would all have to reach one process
 * behind a balancer (docs/decisions/032-balancing-redis-outages-node-version.md).
 */
export const CHAT_CLIENT_OPTIONS = {
  path: CHAT_SOCKET_PATH,
  transports: ["websocket"],
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  timeout: 20000,
};

/** The error message a refused handshake carries (`connect_error`): no, bad or expired token. */
export const CHAT_UNAUTHORIZED = "unauthorized";

/** Longest message, in characters after trimming. */
export const CHAT_TEXT_MAX = 2000;

/** Messages one socket may send per window; more are refused through the ack. */
export const CHAT_RATE_LIMIT = { max: 20, windowMs: 10_000 } as const;

export const ChatTextSchema = z
  .string({ error: sharedText(TEXT_MISSING) })
  .trim()
  .min(1, sharedText(TEXT_MISSING))
  .max(CHAT_TEXT_MAX, sharedText(TEXT_LONG, { max: CHAT_TEXT_MAX }))
  .refine(hasNoNul, sharedText(TEXT_UNSTORABLE))
  // Half of a surrogate pair cannot be written as UTF-8: it would be stored as U+FFFD.
  .refine((text) => !/\p{Cs}/u.test(text), sharedText(TEXT_UNSTORABLE));

export const ChatUserIdSchema = IdSchema.refine(hasNoNul, sharedText(USER_INVALID));

/**
 * `sendMessage` payload. The specification's client also sends `senderId`; it is accepted and
 * ignored — the sender is always the signed-in user of the socket. Unknown keys are dropped.
 */
export const SendMessageSchema = z.object(
  {
    receiverId: ChatUserIdSchema,
    text: ChatTextSchema,
  },
  { error: sharedText(SEND_SHAPE, { shape: "{receiverId, text}" }) },
);
/** What a client may emit with `sendMessage` (the optional `senderId` is ignored). */
export type SendMessagePayload = z.input<typeof SendMessageSchema> & { senderId?: string };
export type SendMessageInput = z.output<typeof SendMessageSchema>;

/** One chat message, as `receiveMessage` delivers it and as the history lists it. */
export const ChatMessageSchema = z.object({
  _id: IdSchema,
  senderId: IdSchema,
  receiverId: IdSchema,
  text: z.string(),
  createdAt: TimestampSchema,
  /** When the receiver marked it read; null while unread. */
  readAt: TimestampSchema.nullable(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** The `sendMessage` acknowledgement: the stored message, or why it was refused. */
export const SendMessageAckSchema = z.discriminatedUnion("ok", [
  z.object({ ok: z.literal(true), message: ChatMessageSchema }),
  z.object({ ok: z.literal(false), message: z.string() }),
]);
export type SendMessageAck = z.infer<typeof SendMessageAckSchema>;

// ---------------------------------------------------------------------------------------------
// Chat with the institute (decision 053): a customer writes to the institute, not to a person;
// any member of staff answers from the shared inbox. One thread per customer, named by their id.

/**
 * A message of a customer's thread with the institute. A reply names its member of staff by the
 * first name only: the customer is never told who else read it, nor any staff id.
 */
export const InstituteMessageSchema = z.object({
  _id: IdSchema,
  /** The thread: the customer's id. */
  customerId: IdSchema,
  /** True for a reply from the institute's staff, false for the customer's own message. */
  fromInstitute: z.boolean(),
  /** A reply: its member of staff's first name ("" once that account is gone); else "". */
  staffName: z.string(),
  text: z.string(),
  createdAt: TimestampSchema,
  /** When the other side read it (the desk for the customer's, the customer for a reply). */
  readAt: TimestampSchema.nullable(),
});
export type InstituteMessage = z.infer<typeof InstituteMessageSchema>;

/**
 * `sendInstituteMessage` payload. A customer sends `{ text }` (to the institute); a member of
 * staff answers a thread with `{ customerId, text }`. Unknown keys are dropped.
 */
export const SendInstituteMessageSchema = z.object(
  {
    customerId: ChatUserIdSchema.optional(),
    text: ChatTextSchema,
  },
  { error: sharedText(SEND_SHAPE, { shape: "{customerId?, text}" }) },
);
export type SendInstituteMessageInput = z.input<typeof SendInstituteMessageSchema>;

/** The `sendInstituteMessage` acknowledgement: the stored message, or why it was refused. */
export const SendInstituteAckSchema = z.discriminatedUnion("ok", [
  z.object({ ok: z.literal(true), message: InstituteMessageSchema }),
  z.object({ ok: z.literal(false), message: z.string() }),
]);
export type SendInstituteAck = z.infer<typeof SendInstituteAckSchema>;

/** `instituteRead`: the desk has read this customer's thread. */
export const InstituteReadEventSchema = z.object({ customerId: IdSchema });
export type InstituteReadEvent = z.infer<typeof InstituteReadEventSchema>;

/** The acknowledgement of `join`: the room the socket is in (always the caller's own). */
export const JoinAckSchema = z.object({ ok: z.literal(true), userId: IdSchema });
export type JoinAck = z.infer<typeof JoinAckSchema>;

/**
 * Socket.io event maps for typed clients and the server:
 * `io(url, CHAT_CLIENT_OPTIONS) as Socket<ChatServerToClientEvents, ChatClientToServerEvents>`.
 * `join` accepts any payload (the specification's client sends its user id) and ignores it.
 */
export interface ChatClientToServerEvents {
  join: (payload?: unknown, ack?: (answer: JoinAck) => void) => void;
  sendMessage: (payload: SendMessagePayload, ack?: (answer: SendMessageAck) => void) => void;
  /** A customer's message to the institute, or a member of staff's reply in a customer's thread. */
  sendInstituteMessage: (
    payload: SendInstituteMessageInput,
    ack?: (answer: SendInstituteAck) => void,
  ) => void;
  /** Staff only: the sender views (or types on, or left) a ticket; others on it are told. */
  ticketPresence: (payload: TicketPresencePayload) => void;
}

/**
 * Something happened on a ticket (decision 046): the client reads the ticket again over HTTP,
 * which shows each reader only what they may see. The event itself carries no text; the ticket's
 * customer is told only of what they can read (never of an internal note).
 */
export type TicketChangedEvent = {
  ticketId: string;
  kind: "created" | "message" | "note" | "status" | "assignee";
  /** Who did it; null for the server itself (a pending ticket closing by itself). */
  by: string | null;
};

export type TicketPresencePayload = { ticketId: string; state: "viewing" | "typing" | "left" };
/** Another agent on a ticket, as staff sockets are told. */
export type TicketPresenceEvent = TicketPresencePayload & { userId: string; name: string };
export interface ChatServerToClientEvents {
  receiveMessage: (message: ChatMessage) => void;
  /** A message of an institute thread: to its customer's sockets and to every staff socket. */
  receiveInstituteMessage: (message: InstituteMessage) => void;
  /** To staff: a member of staff read a customer's thread, which is read for the whole desk now. */
  instituteRead: (event: InstituteReadEvent) => void;
  /**
   * Messages may have been missed though the socket stayed connected (the Redis that relays them
   * between server processes was away): fetch the history, conversations and unread count again.
   */
  catchUp: () => void;
  ticketChanged: (event: TicketChangedEvent) => void;
  /** To staff: another agent's presence on a ticket. */
  ticketPresence: (event: TicketPresenceEvent) => void;
}

// ---------------------------------------------------------------------------------------------
// HTTP

/** Someone the caller may chat with. */
export const ChatContactSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  role: RoleSchema,
});
export type ChatContact = z.infer<typeof ChatContactSchema>;

/** GET /api/chat/contacts?q= — `q` searches name and email (case-insensitive). */
export const ChatContactsQuerySchema = z.object({
  q: z.string().trim().max(100).refine(hasNoNul, sharedText(SEARCH_INVALID)).optional(),
});

/** One conversation in the caller's list: the other person, the last message, unread count. */
export const ChatConversationSchema = z.object({
  user: ChatContactSchema,
  lastMessage: ChatMessageSchema,
  /** Messages from `user` to the caller not yet marked read. */
  unread: z.number().int().min(0),
});
export type ChatConversation = z.infer<typeof ChatConversationSchema>;

export const ChatUserParamsSchema = z.object({ userId: ChatUserIdSchema });

export const CHAT_HISTORY_DEFAULT_LIMIT = 50;
export const CHAT_HISTORY_MAX_LIMIT = 100;

export const ChatHistoryQuerySchema = z.object({
  /** A message id: answer the messages older than it (the next page back). */
  before: ChatUserIdSchema.optional(),
  /** Decimal digits only: `+5`, `0x10`, `1e1` or ` 5` are refused, not read as numbers. */
  limit: queryNumber(1, CHAT_HISTORY_MAX_LIMIT).default(CHAT_HISTORY_DEFAULT_LIMIT),
});
export type ChatHistoryQuery = z.input<typeof ChatHistoryQuerySchema>;

/** A page of history, oldest first; `hasMore` says whether older messages exist. */
export const ChatHistorySchema = z.object({
  user: ChatContactSchema,
  messages: z.array(ChatMessageSchema),
  hasMore: z.boolean(),
});
export type ChatHistory = z.infer<typeof ChatHistorySchema>;

/** POST /api/chat/messages/{userId}/read answer; also GET /api/chat/unread (`marked` = 0). */
export const ChatReadResultSchema = z.object({
  /** Messages this call marked read. */
  marked: z.number().int().min(0),
  /**
   * Messages to the caller still unread, across every conversation (for a badge), with the
   * institute chat's: a customer's unread replies, or for staff the desk's unread messages.
   */
  unread: z.number().int().min(0),
  /** The institute chat's part of `unread` (decision 053). */
  institute: z.number().int().min(0),
});
export type ChatReadResult = z.infer<typeof ChatReadResultSchema>;

/** The customer of an institute thread, as the staff's inbox shows them. */
export const InstituteCustomerSchema = z.object({ _id: IdSchema, name: z.string() });

/** GET /api/chat/institute/threads: one thread of the staff's inbox. */
export const InstituteThreadSchema = z.object({
  customer: InstituteCustomerSchema,
  lastMessage: InstituteMessageSchema,
  /** The customer's messages no member of staff has read yet (shared by the whole desk). */
  unread: z.number().int().min(0),
});
export type InstituteThread = z.infer<typeof InstituteThreadSchema>;

/** The inbox pages as every list does (`page`, `limit`; `X-Total-Count`), newest thread first. */
export const InstituteThreadsQuerySchema = PageQuerySchema;

export const InstituteCustomerParamsSchema = z.object({ customerId: ChatUserIdSchema });

/** A page of an institute thread, oldest first; `hasMore` says whether older messages exist. */
export const InstituteHistorySchema = z.object({
  messages: z.array(InstituteMessageSchema),
  hasMore: z.boolean(),
});
export type InstituteHistory = z.infer<typeof InstituteHistorySchema>;
