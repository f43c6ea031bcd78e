// A ticket's subject is searched with its description (decision 046 gave tickets a subject; the
// search of migration 0010 read the description only, so a subject typed apart from the message
// found nothing).
//
// SQLite: `tickets_fts` is made again over both columns (external content, keyed by rowid, kept in
// step by triggers, as 0010 made it) and rebuilt from the table.
//
// PostgreSQL: the GIN index is over the expression the search uses, subject and description as one
// text.
import { type Kysely, SqliteAdapter, sql } from "kysely";
import type { Migration } from "kysely/migration";

const SQLITE_TRIGGERS = ["tickets_fts_insert", "tickets_fts_delete", "tickets_fts_update"];

async function dropSqliteIndex(db: Kysely<unknown>) {
  for (const trigger of SQLITE_TRIGGERS) {
    await sql`drop trigger if exists ${sql.ref(trigger)}`.execute(db);
  }
  await sql`drop table if exists tickets_fts`.execute(db);
}

export const ticketSubjectSearch: Migration = {
  async up(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof SqliteAdapter) {
      await dropSqliteIndex(db);
      await sql`create virtual table tickets_fts using fts5(
        subject, description, content='tickets', content_rowid='rowid',
        tokenize='unicode61 remove_diacritics 2')`.execute(db);
      await sql`insert into tickets_fts(tickets_fts) values('rebuild')`.execute(db);
      // Deletions include the cascades from a deleted account: SQLite runs these triggers for them.
      const triggers = [
        sql`create trigger tickets_fts_insert after insert on tickets begin
          insert into tickets_fts(rowid, subject, description)
            values (new.rowid, new.subject, new.description); end`,
        sql`create trigger tickets_fts_delete after delete on tickets begin
          insert into tickets_fts(tickets_fts, rowid, subject, description)
            values ('delete', old.rowid, old.subject, old.description); end`,
        sql`create trigger tickets_fts_update after update of subject, description on tickets begin
          insert into tickets_fts(tickets_fts, rowid, subject, description)
            values ('delete', old.rowid, old.subject, old.description);
          insert into tickets_fts(rowid, subject, description)
            values (new.rowid, new.subject, new.description); end`,
      ];
      for (const trigger of triggers) await trigger.execute(db);
    } else {
      await sql`drop index if exists tickets_text_idx`.execute(db);
      await sql`create index tickets_text_idx on tickets
        using gin (to_tsvector('simple', subject || ' ' || description))`.execute(db);
    }
  },
  async down(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof SqliteAdapter) {
      await dropSqliteIndex(db);
      await sql`create virtual table tickets_fts using fts5(
        description, content='tickets', content_rowid='rowid',
        tokenize='unicode61 remove_diacritics 2')`.execute(db);
      await sql`insert into tickets_fts(tickets_fts) values('rebuild')`.execute(db);
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
      ];
      for (const trigger of triggers) await trigger.execute(db);
    } else {
      await sql`drop index if exists tickets_text_idx`.execute(db);
      await sql`create index tickets_text_idx on tickets
        using gin (to_tsvector('simple', description))`.execute(db);
    }
  },
};
