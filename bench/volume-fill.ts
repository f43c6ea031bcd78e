// Writes the volume data (volume-data.ts) into a scratch database the server has already migrated:
// the SQLite file of a data folder, or a scratch schema on PostgreSQL, in one transaction.
import { randomBytes, scrypt } from "node:crypto";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, sql, type Transaction } from "kysely";
import pg from "pg";
import type { Database } from "../apps/server/src/db/schema";
import { fillVolume } from "./volume-data";
import { type RowSink, type Table, VOLUME_PASSWORD, type VolumeFacts } from "./volume-model";

export type ScratchDatabase =
  | { kind: "sqlite"; dataDir: string }
  | { kind: "postgres"; url: string; schema: string };

/** The server's password format (apps/server/src/lib/password.ts): scrypt$N$r$p$salt$hash. */
function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return new Promise((done, fail) => {
    scrypt(password, salt, 64, { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }, (error, key) => {
      if (error) fail(error);
      else done(`scrypt$16384$8$1$${salt.toString("base64")}$${key.toString("base64")}`);
    });
  });
}

/** PostgreSQL: one multi-row insert per batch. */
const kyselySink = (trx: Transaction<Database>): RowSink => ({
  async insert(table, rows) {
    await trx.insertInto(table).values(rows).execute();
  },
});

/**
 * SQLite: one prepared statement per table, run once per row (inside the caller's transaction):
 * three times as fast as Kysely's multi-row inserts, which SQLite must parse anew every batch.
 */
function sqliteSink(file: SQLite.Database): RowSink {
  const statements = new Map<string, { columns: string[]; statement: SQLite.Statement }>();
  return {
    async insert(table, rows) {
      for (const row of rows) {
        let prepared = statements.get(table);
        if (!prepared) {
          const columns = Object.keys(row);
          const sqlText = `insert into ${table} (${columns.join(", ")}) values (${columns.map(() => "?").join(", ")})`;
          prepared = { columns, statement: file.prepare(sqlText) };
          statements.set(table, prepared);
        }
        const values = row as Record<string, unknown>;
        prepared.statement.run(prepared.columns.map((column) => values[column] ?? null));
      }
    },
  };
}

const tablesOf = (facts: VolumeFacts) => Object.keys(facts.rows) as Table[];

/** Fills the database; answers what was written and how long it took. */
export async function fillScratch(
  target: ScratchDatabase,
  scale: number,
): Promise<VolumeFacts & { fillMs: number }> {
  const started = performance.now();
  const passwordHash = await hashPassword(VOLUME_PASSWORD);
  if (target.kind === "sqlite") {
    const file = new SQLite(join(target.dataDir, "portal.sqlite"));
    // Nothing else has the file open, and a failed fill is thrown away: the rollback journal in
    // memory (it holds only the pages the fill changes, not the new ones, where the write-ahead
    // log would hold the whole fill, 8 GB at 100x, and then copy it into the file), no fsync, a
    // big cache. Foreign keys stay on, so the rows are checked against the tables' constraints.
    file.pragma("journal_mode = MEMORY");
    file.pragma("synchronous = OFF");
    file.pragma("cache_size = -262144");
    file.pragma("foreign_keys = ON");
    try {
      file.exec("begin");
      const facts = await fillVolume(sqliteSink(file), scale, passwordHash);
      file.exec("commit");
      // Back to the server's own mode (it sets WAL at every start too).
      file.pragma("journal_mode = WAL");
      // Counted again: the tables also hold what the server's first start wrote (the admin).
      for (const table of tablesOf(facts)) {
        const row = file.prepare(`select count(*) as n from ${table}`).get() as { n: number };
        facts.rows[table] = row.n;
      }
      return { ...facts, fillMs: performance.now() - started };
    } finally {
      file.close();
    }
  }
  const pool = new pg.Pool({
    connectionString: target.url,
    max: 1,
    options: `-c search_path=${target.schema}`,
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  try {
    const facts = await db
      .transaction()
      .execute((trx) => fillVolume(kyselySink(trx), scale, passwordHash));
    // Autovacuum would gather the planner's statistics soon after such a load; now, so the
    // measured plans are the ones a running database would have.
    await sql`analyze`.execute(db);
    for (const table of tablesOf(facts)) {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .executeTakeFirstOrThrow();
      facts.rows[table] = Number(row.n);
    }
    return { ...facts, fillMs: performance.now() - started };
  } finally {
    await db.destroy();
  }
}

/** Runs `statements` against PostgreSQL outside any scratch schema (create or drop it). */
export async function postgresAdmin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
