// The support desk's queue: "waiting" and "overdue" filters and the overview's overdue count read the
// tickets still without staff's first reply, a few among tens of thousands: a partial index of
// those alone, ordered by opening (the due order), instead of a scan of every ticket.
import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";

export const awaitingReplyIndex: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex("tickets_awaiting_reply_idx")
      .on("tickets")
      .columns(["created_at", "id"])
      .where(sql.ref("first_response_at"), "is", null)
      .execute();
  },
};
