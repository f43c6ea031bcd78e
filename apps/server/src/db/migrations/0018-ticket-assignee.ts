// Assignment: a ticket has an assignee among staff and admins (null: unassigned). Deleting the
// account unassigns its tickets. The queue filters by assignee, hence the index.
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export const ticketAssignee: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("tickets")
      .addColumn("assignee_id", "varchar(64)", (col) =>
        col.references("users.id").onDelete("set null"),
      )
      .execute();
    await db.schema
      .createIndex("tickets_assignee_idx")
      .on("tickets")
      .columns(["assignee_id", "id"])
      .execute();
  },
};
