// Kysely queries for chat messages; no rules here. Written to run unchanged on SQLite and PostgreSQL.
import type { Role } from "@app/shared/users";
import { type Kysely, type Selectable, sql } from "kysely";
import type { ChatMessagesTable, Database } from "../../db/schema";
import { rowCount } from "../../lib/paging";

export type ChatMessageRow = Selectable<ChatMessagesTable>;
export type ContactRow = { id: string; name: string; role: Role };

export async function insertChatMessage(
  db: Kysely<Database>,
  row: ChatMessageRow,
): Promise<ChatMessageRow> {
  await db.insertInto("chat_messages").values(row).execute();
  return row;
}

export function findContact(db: Kysely<Database>, id: string): Promise<ContactRow | undefined> {
  return db
    .selectFrom("users")
    .select(["id", "name", "role"])
    .where("id", "=", id)
    .executeTakeFirst();
}

export function findChatMessage(
  db: Kysely<Database>,
  id: string,
): Promise<ChatMessageRow | undefined> {
  return db.selectFrom("chat_messages").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Escapes LIKE wildcards so a search for `50%` or `a_b` matches those characters literally. */
const likeContains = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** People by name, never `exceptId`; `roles` limits the roles (undefined: everyone). */
export function listContacts(
  db: Kysely<Database>,
  options: { exceptId: string; roles?: readonly Role[]; q?: string; limit: number },
): Promise<ContactRow[]> {
  let query = db
    .selectFrom("users")
    .select(["id", "name", "role"])
    .where("id", "<>", options.exceptId);
  if (options.roles) query = query.where("role", "in", [...options.roles]);
  if (options.q) {
    const pattern = likeContains(options.q.toLowerCase());
    // lower() on both engines (SQLite's LIKE is ASCII-only case-insensitive, PostgreSQL's is not).
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(${eb.ref("name")})`, "like", sql`${pattern} escape '\\'`),
        eb(sql`lower(${eb.ref("email")})`, "like", sql`${pattern} escape '\\'`),
      ]),
    );
  }
  return query.orderBy("name", "asc").orderBy("id", "asc").limit(rowCount(options.limit)).execute();
}

/**
 * One page of the messages between `a` and `b`, newest first (the caller reverses it);
 * `before` is the (created_at, id) of the oldest message already shown.
 */
export function listMessagesBetween(
  db: Kysely<Database>,
  a: string,
  b: string,
  options: { before?: { createdAt: string; id: string }; limit: number },
): Promise<ChatMessageRow[]> {
  let query = db
    .selectFrom("chat_messages")
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb("sender_id", "=", a), eb("receiver_id", "=", b)]),
        eb.and([eb("sender_id", "=", b), eb("receiver_id", "=", a)]),
      ]),
    );
  const before = options.before;
  if (before) {
    query = query.where((eb) =>
      eb.or([
        eb("created_at", "<", before.createdAt),
        eb.and([eb("created_at", "=", before.createdAt), eb("id", "<", before.id)]),
      ]),
    );
  }
  return query
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(rowCount(options.limit))
    .execute();
}

export type ConversationRow = ChatMessageRow & {
  other_id: string;
  other_name: string;
  other_role: Role;
  unread: number | string | bigint;
};

/**
 * The caller's conversations: the last message with each other person and how many of theirs
 * the caller has not read, newest last message first.
 */
export async function listConversations(
  db: Kysely<Database>,
  userId: string,
  limit: number,
): Promise<ConversationRow[]> {
  // A window function picks each conversation's last message in one pass (SQLite ≥ 3.25 and
  // PostgreSQL both have row_number()); the unread count is a correlated count on the index.
  const result = await sql<ConversationRow>`
    with mine as (
      select m.*,
        case when m.sender_id = ${userId} then m.receiver_id else m.sender_id end as other_id
      from chat_messages m
      where m.sender_id = ${userId} or m.receiver_id = ${userId}
    ),
    ranked as (
      select mine.*,
        row_number() over (partition by other_id order by created_at desc, id desc) as rn
      from mine
    )
    select r.id, r.sender_id, r.receiver_id, r.text, r.created_at, r.read_at, r.other_id,
      u.name as other_name, u.role as other_role,
      (select count(*) from chat_messages c
        where c.receiver_id = ${userId} and c.sender_id = r.other_id and c.read_at is null
      ) as unread
    from ranked r
    join users u on u.id = r.other_id
    where r.rn = 1
    order by r.created_at desc, r.id desc
    limit ${limit}
  `.execute(db);
  return result.rows;
}

/** Marks read what `senderId` sent to `receiverId`; answers how many were marked. */
export async function markRead(
  db: Kysely<Database>,
  receiverId: string,
  senderId: string,
  at: string,
): Promise<number> {
  const result = await db
    .updateTable("chat_messages")
    .set({ read_at: at })
    .where("receiver_id", "=", receiverId)
    .where("sender_id", "=", senderId)
    .where("read_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function countUnread(db: Kysely<Database>, receiverId: string): Promise<number> {
  const row = await db
    .selectFrom("chat_messages")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("receiver_id", "=", receiverId)
    .where("read_at", "is", null)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
