// The chat with the institute (decision 053): a customer (role user) writes to the institute, not
// to a person, in one thread of their own; every member of staff and admin answers it from the
// shared inbox. What one member of staff reads is read for the whole desk. A customer reads and
// writes their own thread only (another's answers 404); only staff list the threads or reply.
import type {
  InstituteHistory,
  InstituteMessage,
  InstituteThread,
  SendInstituteMessageSchema,
} from "@app/shared/chat";
import type { PageQuery } from "@app/shared/paging";
import { isStaffRole } from "@app/shared/users";
import type { Kysely } from "kysely";
import type { z } from "zod";
import type { Database } from "../../db/schema";
import { BadRequestError, ForbiddenError, NotFoundError } from "../../lib/errors";
import { newId, nowIso } from "../../lib/ids";
import type { Paged } from "../../lib/paging";
import type { CurrentUser } from "../../plugins/auth";
import { findContact } from "./chat.repository";
import {
  countInstituteUnread,
  findInstituteMessage,
  type InstituteMessageView,
  insertInstituteMessage,
  listThreadMessages,
  listThreads,
  markThreadRead,
} from "./institute-chat.repository";

const THREAD_NOT_FOUND = /*i18n*/ {
  id: "chat.institute.notFound",
  message: "Conversation not found",
};
const STAFF_ONLY = /*i18n*/ {
  id: "chat.institute.staffOnly",
  message: "Only the institute's staff can see its inbox",
};
const UNKNOWN_MESSAGE_IN_BEFORE = /*i18n*/ {
  id: "chat.unknownMessageInBefore",
  message: "Unknown message in before",
};

/** A first name, as a reply shows its member of staff to the customer. */
export const firstName = (name: string | null): string => name?.trim().split(/\s+/)[0] ?? "";

export const toInstituteMessage = (row: InstituteMessageView): InstituteMessage => ({
  _id: row.id,
  customerId: row.customer_id,
  fromInstitute: row.from_institute === 1,
  staffName: row.from_institute === 1 ? firstName(row.sender_name) : "",
  text: row.text,
  createdAt: row.created_at,
  readAt: row.read_at,
});

export type InstituteChatService = ReturnType<typeof createInstituteChatService>;

export function createInstituteChatService(db: Kysely<Database>) {
  /**
   * The customer whose thread `me` may use: a customer their own (any other id answers 404, as
   * if it did not exist); staff any customer's (404 for an unknown id or one who is not a customer).
   */
  async function threadOf(me: CurrentUser, customerId: string): Promise<string> {
    if (!isStaffRole(me.role)) {
      if (customerId !== me.id) throw new NotFoundError(THREAD_NOT_FOUND);
      return me.id;
    }
    const customer = await findContact(db, customerId);
    if (customer?.role !== "user") throw new NotFoundError(THREAD_NOT_FOUND);
    return customer.id;
  }

  return {
    /** A customer's message to the institute, or a member of staff's reply in a thread. */
    async send(
      me: CurrentUser,
      input: z.output<typeof SendInstituteMessageSchema>,
    ): Promise<InstituteMessage> {
      const staff = isStaffRole(me.role);
      // A customer writes in their own thread only: naming another's is as if it did not exist.
      // Staff must name the thread they answer.
      const customerId = await threadOf(me, input.customerId ?? (staff ? "" : me.id));
      const row = await insertInstituteMessage(db, {
        id: newId(),
        customer_id: customerId,
        sender_id: me.id,
        from_institute: staff ? 1 : 0,
        text: input.text,
        created_at: nowIso(),
        read_at: null,
      });
      return toInstituteMessage({ ...row, sender_name: me.name });
    },

    /** The staff's inbox: one page of the threads, the newest message first. */
    async threads(me: CurrentUser, query: PageQuery): Promise<Paged<InstituteThread>> {
      if (!isStaffRole(me.role)) throw new ForbiddenError(STAFF_ONLY);
      const { rows, total } = await listThreads(db, query);
      return {
        rows: rows.map((row) => ({
          customer: { _id: row.customer_id, name: row.customer_name },
          lastMessage: toInstituteMessage(row),
          unread: Number(row.unread),
        })),
        total,
        page: query.page,
        limit: query.limit,
      };
    },

    async history(
      me: CurrentUser,
      customerId: string,
      query: { before?: string | undefined; limit: number },
    ): Promise<InstituteHistory> {
      const thread = await threadOf(me, customerId);
      let before: { createdAt: string; id: string } | undefined;
      if (query.before) {
        const anchor = await findInstituteMessage(db, query.before);
        if (!anchor || anchor.customer_id !== thread) {
          throw new BadRequestError(UNKNOWN_MESSAGE_IN_BEFORE);
        }
        before = { createdAt: anchor.created_at, id: anchor.id };
      }
      // One extra row tells whether an older page exists.
      const rows = await listThreadMessages(db, thread, {
        ...(before ? { before } : {}),
        limit: query.limit + 1,
      });
      return {
        messages: rows.slice(0, query.limit).reverse().map(toInstituteMessage),
        hasMore: rows.length > query.limit,
      };
    },

    /**
     * Marks the other side's messages read: for staff, the customer's (read for the whole desk);
     * for the customer, the replies. Answers how many were marked and the thread's customer.
     */
    async markRead(
      me: CurrentUser,
      customerId: string,
    ): Promise<{ marked: number; customerId: string }> {
      const thread = await threadOf(me, customerId);
      const marked = await markThreadRead(db, thread, isStaffRole(me.role) ? 0 : 1, nowIso());
      return { marked, customerId: thread };
    },

    /** The caller's institute unread count: a customer's unread replies, or the desk's. */
    unread(me: CurrentUser): Promise<number> {
      return countInstituteUnread(db, isStaffRole(me.role) ? undefined : me.id);
    },
  };
}
