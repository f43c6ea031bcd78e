// A customer's chat with the institute (decision 053): one thread per customer, answered by any
// member of staff. A message names its thread by the customer's id and whether it is the
// institute's reply; it has no single recipient. `read_at` is when the other side read it: the
// desk (any member of staff, for all of them) for the customer's, the customer for a reply.
// The thread goes with the customer's account; a reply outlives its author's (sender_id null).
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export const instituteChat: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("institute_messages")
      .addColumn("id", "varchar(64)", (col) => col.primaryKey())
      .addColumn("customer_id", "varchar(64)", (col) =>
        col.notNull().references("users.id").onDelete("cascade"),
      )
      .addColumn("sender_id", "varchar(64)", (col) =>
        col.references("users.id").onDelete("set null"),
      )
      .addColumn("from_institute", "integer", (col) => col.notNull())
      .addColumn("text", "text", (col) => col.notNull())
      .addColumn("created_at", "varchar(32)", (col) => col.notNull())
      .addColumn("read_at", "varchar(32)")
      .execute();
    // A thread's history pages and its last message.
    await db.schema
      .createIndex("institute_messages_thread_idx")
      .on("institute_messages")
      .columns(["customer_id", "created_at", "id"])
      .execute();
    // The inbox's order: threads by their newest message.
    await db.schema
      .createIndex("institute_messages_created_idx")
      .on("institute_messages")
      .columns(["created_at", "customer_id"])
      .execute();
    // Unread counts: the desk's (the customers' messages) and a customer's (the replies).
    await db.schema
      .createIndex("institute_messages_unread_idx")
      .on("institute_messages")
      .columns(["from_institute", "read_at", "customer_id"])
      .execute();
    // The foreign key's own lookup when a member of staff's account is deleted.
    await db.schema
      .createIndex("institute_messages_sender_idx")
      .on("institute_messages")
      .column("sender_id")
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("institute_messages").execute();
  },
};
