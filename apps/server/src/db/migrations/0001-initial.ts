// Users, tickets and notes, with the indexes the list queries use.
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export const initial: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("users")
      .addColumn("id", "varchar(64)", (col) => col.primaryKey())
      .addColumn("name", "varchar(200)", (col) => col.notNull())
      .addColumn("email", "varchar(254)", (col) => col.notNull().unique())
      .addColumn("password_hash", "varchar(255)", (col) => col.notNull())
      .addColumn("role", "varchar(16)", (col) => col.notNull().defaultTo("user"))
      .addColumn("avatar_file", "varchar(255)")
      .addColumn("token_version", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("created_at", "varchar(32)", (col) => col.notNull())
      .execute();
    await db.schema.createIndex("users_role_idx").on("users").columns(["role", "id"]).execute();

    await db.schema
      .createTable("tickets")
      .addColumn("id", "varchar(64)", (col) => col.primaryKey())
      .addColumn("user_id", "varchar(64)", (col) =>
        col.notNull().references("users.id").onDelete("cascade"),
      )
      .addColumn("product", "varchar(32)", (col) => col.notNull())
      .addColumn("description", "text", (col) => col.notNull())
      .addColumn("status", "varchar(16)", (col) => col.notNull())
      .addColumn("created_at", "varchar(32)", (col) => col.notNull())
      .addColumn("updated_at", "varchar(32)", (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex("tickets_user_idx")
      .on("tickets")
      .columns(["user_id", "id"])
      .execute();
    await db.schema
      .createIndex("tickets_status_idx")
      .on("tickets")
      .columns(["status", "id"])
      .execute();

    await db.schema
      .createTable("notes")
      .addColumn("id", "varchar(64)", (col) => col.primaryKey())
      .addColumn("ticket_id", "varchar(64)", (col) =>
        col.notNull().references("tickets.id").onDelete("cascade"),
      )
      .addColumn("user_id", "varchar(64)", (col) =>
        col.notNull().references("users.id").onDelete("cascade"),
      )
      .addColumn("text", "text", (col) => col.notNull())
      .addColumn("is_staff", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("created_at", "varchar(32)", (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex("notes_ticket_idx")
      .on("notes")
      .columns(["ticket_id", "id"])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("notes").execute();
    await db.schema.dropTable("tickets").execute();
    await db.schema.dropTable("users").execute();
  },
};
