// What the paged lists need (decision 015): indexes for their filters and sorts, and full-text search
// of tickets (their description and their notes' text) in each engine's own way.
//
// SQLite: two FTS5 tables with external content (`tickets_fts` over tickets.description,
// `notes_fts` over notes.text), keyed by the rows' rowid and kept in step by triggers. The index
// stores no second copy of the text. A rowid survives the online backup (db/backup.ts copies
// pages); after a plain VACUUM, which may renumber rowids, run
// `insert into tickets_fts(tickets_fts) values('rebuild')` (and the same for notes_fts).
//
// PostgreSQL: GIN indexes over `to_tsvector('simple', …)`, which the search's own expression uses.
import { type Kysely, SqliteAdapter, sql } from "kysely";
import type { Migration } from "kysely/migration";

const INDEXES: { name: string; table: string; columns: string[] }[] = [
  { name: "tickets_product_idx", table: "tickets", columns: ["product", "id"] },
  { name: "tickets_updated_idx", table: "tickets", columns: ["updated_at", "id"] },
  // A customer's own list filtered by status.
  { name: "tickets_user_status_idx", table: "tickets", columns: ["user_id", "status", "id"] },
  { name: "orders_user_created_idx", table: "orders", columns: ["user_id", "id"] },
  { name: "orders_status_idx", table: "orders", columns: ["status", "id"] },
  { name: "orders_created_idx", table: "orders", columns: ["created_at", "id"] },
  { name: "admissions_status_idx", table: "admissions", columns: ["status", "id"] },
  { name: "admissions_course_idx", table: "admissions", columns: ["course", "id"] },
  { name: "outbox_state_idx", table: "outbox", columns: ["state", "id"] },
  { name: "users_name_idx", table: "users", columns: ["name", "id"] },
  { name: "users_created_idx", table: "users", columns: ["created_at", "id"] },
];

export const listSearch: Migration = {
  async up(db: Kysely<unknown>) {
    for (const index of INDEXES) {
      await db.schema.createIndex(index.name).on(index.table).columns(index.columns).execute();
    }
    if (db.getExecutor().adapter instanceof SqliteAdapter) {
      await sql`create virtual table tickets_fts using fts5(
        description, content='tickets', content_rowid='rowid', tokenize='unicode61 remove_diacritics 2')`.execute(
        db,
      );
      await sql`create virtual table notes_fts using fts5(
        text, content='notes', content_rowid='rowid', tokenize='unicode61 remove_diacritics 2')`.execute(
        db,
      );
      await sql`insert into tickets_fts(tickets_fts) values('rebuild')`.execute(db);
      await sql`insert into notes_fts(notes_fts) values('rebuild')`.execute(db);
      // Deletions include the cascades from a deleted account: SQLite runs these triggers for them.
      const triggers = [
        sql`create trigger tickets_fts_insert after insert on tickets begin
          insert into tickets_fts(rowid, description) values (new.rowid, new.description); end`,
        sql`create trigger tickets_fts_delete after delete on tickets begin
          insert into tickets_fts(tickets_fts, rowid, description)
            values ('delete', old.rowid, old.description); end`,
        sql`create trigger tickets_fts_update after update of description on tickets begin
          insert into tickets_fts(tickets_fts, rowid, description)
            values ('delete', old.rowid, old.description);
          insert into tickets_fts(rowid, description) values (new.rowid, new.description); end`,
        sql`create trigger notes_fts_insert after insert on notes begin
          insert into notes_fts(rowid, text) values (new.rowid, new.text); end`,
        sql`create trigger notes_fts_delete after delete on notes begin
          insert into notes_fts(notes_fts, rowid, text) values ('delete', old.rowid, old.text); end`,
        sql`create trigger notes_fts_update after update of text on notes begin
          insert into notes_fts(notes_fts, rowid, text) values ('delete', old.rowid, old.text);
          insert into notes_fts(rowid, text) values (new.rowid, new.text); end`,
      ];
      for (const trigger of triggers) await trigger.execute(db);
    } else {
      await sql`create index tickets_text_idx on tickets
        using gin (to_tsvector('simple', description))`.execute(db);
      await sql`create index notes_text_idx on notes using gin (to_tsvector('simple', text))`.execute(
        db,
      );
    }
  },
  async down(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof SqliteAdapter) {
      for (const trigger of ["tickets", "notes"].flatMap((table) =>
        ["insert", "delete", "update"].map((event) => `${table}_fts_${event}`),
      )) {
        await sql`drop trigger if exists ${sql.ref(trigger)}`.execute(db);
      }
      await sql`drop table if exists tickets_fts`.execute(db);
      await sql`drop table if exists notes_fts`.execute(db);
    } else {
      await sql`drop index if exists tickets_text_idx`.execute(db);
      await sql`drop index if exists notes_text_idx`.execute(db);
    }
    for (const index of INDEXES) await db.schema.dropIndex(index.name).execute();
  },
};
