// Kysely queries for a ticket's rating by its customer; no rules here.
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

/** Stores a rating on a closed, unrated ticket; false when it was not (rated meanwhile). */
export async function rateTicket(
  db: Kysely<Database>,
  id: string,
  rating: { score: number; comment: string; ratedAt: string },
): Promise<boolean> {
  const result = await db
    .updateTable("tickets")
    .set({ rating: rating.score, rating_comment: rating.comment, rated_at: rating.ratedAt })
    .where("id", "=", id)
    .where("status", "=", "closed")
    .where("rating", "is", null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
