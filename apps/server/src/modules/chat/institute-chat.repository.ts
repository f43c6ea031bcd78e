// Kysely queries for the chat with the institute (decision 053); no rules here. Written to run
// unchanged on SQLite and PostgreSQL.
import { type Kysely, type Selectable, sql } from "kysely";
import type { Database, InstituteMessagesTable } from "../../db/schema";
import { rowCount } from "../../lib/paging";

export type InstituteMessageRow = Selectable<InstituteMessagesTable>;
/** A message with its writer's name (null once the account is gone). */
export type InstituteMessageView = InstituteMessageRow & { sender_name: string | null };

export async function insertInstituteMessage(
  db: Kysely<Database>,
  row: InstituteMessageRow,
): Promise<InstituteMessageRow> {
  await db.insertInto("institute_messages").values(row).execute();
  return row;
}

export function findInstituteMessage(
  db: Kysely<Database>,
  id: string,
): Promise<InstituteMessageRow | undefined> {
  return db.selectFrom("institute_messages").selectAll().where("id", "=", id).executeTakeFirst();
}

const withSender = (db: Kysely<Database>) =>
  db
    .selectFrom("institute_messages as m")
    .leftJoin("users as s", "s.id", "m.sender_id")
    .selectAll("m")
    .select("s.name as sender_name");

/**
 * One page of a customer's thread, newest first (the caller reverses it); `before` is the
 * (created_at, id) of the oldest message already shown.
 */
export function listThreadMessages(
  db: Kysely<Database>,
  customerId: string,
  options: { before?: { createdAt: string; id: string }; limit: number },
): Promise<InstituteMessageView[]> {
  let query = withSender(db).where("m.customer_id", "=", customerId);
  const before = options.before;
  if (before) {
    query = query.where((eb) =>
      eb.or([
        eb("m.created_at", "<", before.createdAt),
        eb.and([eb("m.created_at", "=", before.createdAt), eb("m.id", "<", before.id)]),
      ]),
    );
  }
  return query
    .orderBy("m.created_at", "desc")
    .orderBy("m.id", "desc")
    .limit(rowCount(options.limit))
    .execute();
}

export type ThreadRow = InstituteMessageView & { customer_name: string; unread: number };

/**
 * One page of the threads, the newest last message first, each with its last message and how
 * many of the customer's messages the desk has not read; `total` counts the threads.
 */
export async function listThreads(
  db: Kysely<Database>,
  { page, limit }: { page: number; limit: number },
): Promise<{ rows: ThreadRow[]; total: number }> {
  const heads = await db
    .selectFrom("institute_messages")
    .select(["customer_id", (eb) => eb.fn.max("created_at").as("last_at")])
    .groupBy("customer_id")
    .orderBy("last_at", "desc")
    .orderBy("customer_id", "desc")
    .limit(rowCount(limit))
    .offset(rowCount((page - 1) * limit))
    .execute();
  const counted = await db
    .selectFrom("institute_messages")
    .select(sql<number | string | bigint>`count(distinct customer_id)`.as("total"))
    .executeTakeFirst();
  const total = Number(counted?.total ?? 0);
  if (heads.length === 0) return { rows: [], total };
  const ids = heads.map((head) => head.customer_id);
  // Each thread's last message: a window over these threads' messages only (on the index).
  const lasts = await db
    .selectFrom((eb) =>
      eb
        .selectFrom("institute_messages")
        .selectAll()
        .select(
          sql<number>`row_number() over (partition by customer_id order by created_at desc, id desc)`.as(
            "rn",
          ),
        )
        .where("customer_id", "in", ids)
        .as("r"),
    )
    .innerJoin("users as c", "c.id", "r.customer_id")
    .leftJoin("users as s", "s.id", "r.sender_id")
    .select([
      "r.id",
      "r.customer_id",
      "r.sender_id",
      "r.from_institute",
      "r.text",
      "r.created_at",
      "r.read_at",
      "c.name as customer_name",
      "s.name as sender_name",
    ])
    .where("r.rn", "=", 1)
    .execute();
  const unread = await db
    .selectFrom("institute_messages")
    .select(["customer_id", (eb) => eb.fn.countAll<number | string | bigint>().as("n")])
    .where("customer_id", "in", ids)
    .where("from_institute", "=", 0)
    .where("read_at", "is", null)
    .groupBy("customer_id")
    .execute();
  const unreadOf = new Map(unread.map((row) => [row.customer_id, Number(row.n)]));
  const lastOf = new Map(lasts.map((row) => [row.customer_id, row]));
  const rows: ThreadRow[] = [];
  for (const id of ids) {
    const last = lastOf.get(id);
    if (last) rows.push({ ...last, unread: unreadOf.get(id) ?? 0 });
  }
  return { rows, total };
}

/**
 * Marks read in a customer's thread what the other side wrote: the customer's messages for the
 * desk (`fromInstitute` 0), or the replies for the customer (1). Answers how many were marked.
 */
export async function markThreadRead(
  db: Kysely<Database>,
  customerId: string,
  fromInstitute: 0 | 1,
  at: string,
): Promise<number> {
  const result = await db
    .updateTable("institute_messages")
    .set({ read_at: at })
    .where("customer_id", "=", customerId)
    .where("from_institute", "=", fromInstitute)
    .where("read_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Unread replies in one customer's thread, or (no customer) the desk's unread messages. */
export async function countInstituteUnread(
  db: Kysely<Database>,
  customerId: string | undefined,
): Promise<number> {
  let query = db
    .selectFrom("institute_messages")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("read_at", "is", null);
  query = customerId
    ? query.where("from_institute", "=", 1).where("customer_id", "=", customerId)
    : query.where("from_institute", "=", 0);
  const row = await query.executeTakeFirst();
  return Number(row?.count ?? 0);
}
