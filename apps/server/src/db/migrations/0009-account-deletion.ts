// Deleting an account (decision 005): a staff member's notes on other people's tickets stay, without
// their author (notes.user_id becomes nullable, ON DELETE SET NULL); everything else the account
// owns already goes with it (ON DELETE CASCADE). Indexed so a deletion does not scan every note.
import { type Kysely, SqliteAdapter, sql } from "kysely";
import type { Migration } from "kysely/migration";

export const accountDeletion: Migration = {
  async up(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof SqliteAdapter) {
      // SQLite cannot alter a column's constraints: rebuild the table. Nothing references notes,
      // so it can be dropped with foreign keys on (and inside the migrations' transaction).
      await db.schema
        .createTable("notes_next")
        .addColumn("id", "varchar(64)", (col) => col.primaryKey())
        .addColumn("ticket_id", "varchar(64)", (col) =>
          col.notNull().references("tickets.id").onDelete("cascade"),
        )
        .addColumn("user_id", "varchar(64)", (col) =>
          col.references("users.id").onDelete("set null"),
        )
        .addColumn("text", "text", (col) => col.notNull())
        .addColumn("is_staff", "integer", (col) => col.notNull().defaultTo(0))
        .addColumn("created_at", "varchar(32)", (col) => col.notNull())
        .execute();
      await sql`insert into notes_next (id, ticket_id, user_id, text, is_staff, created_at)
        select id, ticket_id, user_id, text, is_staff, created_at from notes`.execute(db);
      await db.schema.dropTable("notes").execute();
      await db.schema.alterTable("notes_next").renameTo("notes").execute();
      await db.schema
        .createIndex("notes_ticket_idx")
        .on("notes")
        .columns(["ticket_id", "id"])
        .execute();
    } else {
      // The foreign key was declared inline, so PostgreSQL named it; look the name up.
      const found = await sql<{ name: string }>`
        select c.conname as name
          from pg_constraint c
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
         where c.conrelid = 'notes'::regclass and c.contype = 'f' and a.attname = 'user_id'`.execute(
        db,
      );
      for (const { name } of found.rows) {
        await db.schema.alterTable("notes").dropConstraint(name).execute();
      }
      await db.schema
        .alterTable("notes")
        .alterColumn("user_id", (col) => col.dropNotNull())
        .execute();
      await db.schema
        .alterTable("notes")
        .addForeignKeyConstraint("notes_user_id_fkey", ["user_id"], "users", ["id"], (fk) =>
          fk.onDelete("set null"),
        )
        .execute();
    }
    await db.schema.createIndex("notes_user_idx").on("notes").column("user_id").execute();
  },
  // No way down: notes kept without an author could not go back under a NOT NULL column.
};
