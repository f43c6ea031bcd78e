// Chat rules: who may talk to whom, storing a message, history pages, unread counts.
// Users may chat with staff and admins only; staff and admins may chat with anyone.
import type {
  ChatContact,
  ChatConversation,
  ChatHistory,
  ChatMessage,
  ChatReadResult,
  SendMessageInput,
} from "@app/shared/chat";
import { isStaffRole, type Role } from "@app/shared/users";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { BadRequestError, ForbiddenError, NotFoundError } from "../../lib/errors";
import { newId, nowIso } from "../../lib/ids";
import type { CurrentUser } from "../../plugins/auth";
import {
  type ChatMessageRow,
  type ContactRow,
  countUnread,
  findChatMessage,
  findContact,
  insertChatMessage,
  listContacts,
  listConversations,
  listMessagesBetween,
  markRead,
} from "./chat.repository";
import { countInstituteUnread } from "./institute-chat.repository";

const USER_NOT_FOUND = /*i18n*/ { id: "chat.userNotFound", message: "User not found" };
const YOU_CANNOT_CHAT_WITH = /*i18n*/ {
  id: "chat.youCannotChatWith",
  message: "You cannot chat with yourself",
};
const YOU_CAN_CHAT_ONLY = /*i18n*/ {
  id: "chat.youCanChatOnly",
  message: "You can chat only with the staff",
};
const UNKNOWN_MESSAGE_IN_BEFORE = /*i18n*/ {
  id: "chat.unknownMessageInBefore",
  message: "Unknown message in before",
};

/** Contacts answered per call; staff narrow the list with `?q=`. */
const CONTACTS_LIMIT = 50;
/** Conversations answered per call, newest first. */
const CONVERSATIONS_LIMIT = 200;

export const toChatMessage = (row: ChatMessageRow): ChatMessage => ({
  _id: row.id,
  senderId: row.sender_id,
  receiverId: row.receiver_id,
  text: row.text,
  createdAt: row.created_at,
  readAt: row.read_at,
});

const toContact = (row: ContactRow): ChatContact => ({
  _id: row.id,
  name: row.name,
  role: row.role,
});

/** Whether someone with role `me` may chat with someone with role `other`. */
export const mayChat = (me: Role, other: Role): boolean => isStaffRole(me) || isStaffRole(other);

export type ChatService = ReturnType<typeof createChatService>;

export function createChatService(db: Kysely<Database>) {
  /** The other person of a conversation, after the permission check: 404 unknown, 403 not allowed. */
  async function partner(me: CurrentUser, otherId: string): Promise<ContactRow> {
    const other = await findContact(db, otherId);
    if (!other) throw new NotFoundError(USER_NOT_FOUND);
    if (other.id === me.id) throw new BadRequestError(YOU_CANNOT_CHAT_WITH);
    if (!mayChat(me.role, other.role)) throw new ForbiddenError(YOU_CAN_CHAT_ONLY);
    return other;
  }

  /**
   * The caller's unread counts: their own messages plus the institute chat's (decision 053), a
   * customer's unread replies or, for staff, the desk's unread messages.
   */
  async function unreadResult(me: CurrentUser, marked: number): Promise<ChatReadResult> {
    const [own, institute] = await Promise.all([
      countUnread(db, me.id),
      countInstituteUnread(db, isStaffRole(me.role) ? undefined : me.id),
    ]);
    return { marked, unread: own + institute, institute };
  }

  return {
    /** The unread counts after marking something read elsewhere (the institute chat). */
    unreadResult,

    async send(me: CurrentUser, input: SendMessageInput): Promise<ChatMessage> {
      const receiver = await partner(me, input.receiverId);
      const row = await insertChatMessage(db, {
        id: newId(),
        sender_id: me.id,
        receiver_id: receiver.id,
        text: input.text,
        created_at: nowIso(),
        read_at: null,
      });
      return toChatMessage(row);
    },

    async contacts(me: CurrentUser, q: string | undefined): Promise<ChatContact[]> {
      const rows = await listContacts(db, {
        exceptId: me.id,
        // A user sees the staff and admins; staff and admins see everyone.
        ...(isStaffRole(me.role) ? {} : { roles: ["staff", "admin"] as const }),
        ...(q ? { q } : {}),
        limit: CONTACTS_LIMIT,
      });
      return rows.map(toContact);
    },

    async conversations(me: CurrentUser): Promise<ChatConversation[]> {
      const rows = await listConversations(db, me.id, CONVERSATIONS_LIMIT);
      return rows.map((row) => ({
        user: { _id: row.other_id, name: row.other_name, role: row.other_role },
        lastMessage: toChatMessage(row),
        unread: Number(row.unread),
      }));
    },

    async history(
      me: CurrentUser,
      otherId: string,
      query: { before?: string | undefined; limit: number },
    ): Promise<ChatHistory> {
      const other = await partner(me, otherId);
      let before: { createdAt: string; id: string } | undefined;
      if (query.before) {
        const anchor = await findChatMessage(db, query.before);
        const inPair =
          anchor &&
          ((anchor.sender_id === me.id && anchor.receiver_id === other.id) ||
            (anchor.sender_id === other.id && anchor.receiver_id === me.id));
        if (!anchor || !inPair) throw new BadRequestError(UNKNOWN_MESSAGE_IN_BEFORE);
        before = { createdAt: anchor.created_at, id: anchor.id };
      }
      // One extra row tells whether an older page exists.
      const rows = await listMessagesBetween(db, me.id, other.id, {
        ...(before ? { before } : {}),
        limit: query.limit + 1,
      });
      const page = rows.slice(0, query.limit).reverse();
      return {
        user: toContact(other),
        messages: page.map(toChatMessage),
        hasMore: rows.length > query.limit,
      };
    },

    async markRead(me: CurrentUser, otherId: string): Promise<ChatReadResult> {
      const other = await partner(me, otherId);
      const marked = await markRead(db, me.id, other.id, nowIso());
      return unreadResult(me, marked);
    },

    async unread(me: CurrentUser): Promise<ChatReadResult> {
      return unreadResult(me, 0);
    },
  };
}
