// Kysely queries for saved replies; no rules here.
import type { SavedReplyListQuery } from "@app/shared/saved-replies";
import type { Kysely, Selectable } from "kysely";
import type { Database, SavedRepliesTable } from "../../db/schema";
import { containsText, orderBySort, type Paged, readPage } from "../../lib/paging";

export type SavedReplyRow = Selectable<SavedRepliesTable> & { updated_by_name: string | null };

const withAuthor = (db: Kysely<Database>) =>
  db
    .selectFrom("saved_replies")
    .leftJoin("users", "users.id", "saved_replies.updated_by")
    .selectAll("saved_replies")
    .select("users.name as updated_by_name");

/** One page of saved replies, by title unless `sort` says otherwise. */
export function listSavedReplies(
  db: Kysely<Database>,
  { page, limit, q, sort }: SavedReplyListQuery,
): Promise<Paged<SavedReplyRow>> {
  let query = withAuthor(db);
  if (q)
    query = query.where(
      containsText(["saved_replies.title", "saved_replies.text_en", "saved_replies.text_bn"], q),
    );
  const columns = { title: "saved_replies.title", updatedAt: "saved_replies.updated_at" };
  return readPage(orderBySort(query, sort ?? "title", columns, "saved_replies.id", "asc"), {
    page,
    limit,
  });
}

export function findSavedReply(
  db: Kysely<Database>,
  id: string,
): Promise<SavedReplyRow | undefined> {
  return withAuthor(db).where("saved_replies.id", "=", id).executeTakeFirst();
}

export async function insertSavedReply(
  db: Kysely<Database>,
  row: Selectable<SavedRepliesTable>,
): Promise<void> {
  await db.insertInto("saved_replies").values(row).execute();
}

/** Answers whether a row was changed. */
export async function updateSavedReply(
  db: Kysely<Database>,
  id: string,
  change: Pick<SavedRepliesTable, "title" | "text_en" | "text_bn" | "updated_by" | "updated_at">,
): Promise<boolean> {
  const result = await db
    .updateTable("saved_replies")
    .set(change)
    .where("id", "=", id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Answers whether a row was deleted. */
export async function deleteSavedReply(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom("saved_replies").where("id", "=", id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
