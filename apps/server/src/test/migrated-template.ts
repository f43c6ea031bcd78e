// A database migrated once per test process, which each test app starts from instead of running
// every migration again (docs/testing.md, timing): SQLite's migrated file is copied into the app's
// data folder; on PostgreSQL the migrated schema, as pg_dump writes it, is replayed into the app's
// fresh schema in one statement batch. The app still runs its migrations at start-up and finds
// them all applied, as a restarted server does.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { copyFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type pg from "pg";
import { inject } from "vitest";
import { createDatabase } from "../db/database";
import { runMigrations } from "../db/migrate";

declare module "vitest" {
  interface ProvidedContext {
    /** A folder for the test workers' own files, removed by the global setup's teardown. */
    scratchDir: string;
  }
}

const SQLITE_FILE = "portal.sqlite";

let sqliteTemplate: Promise<string> | undefined;

/** The migrated SQLite file of this process, made at its first use. */
function migratedSqliteFile(): Promise<string> {
  sqliteTemplate ??= (async () => {
    // In the run's scratch folder, which the global setup removes at the end of the run.
    const dir = mkdtempSync(join(inject("scratchDir"), "template-"));
    const handle = createDatabase({
      dataDir: dir,
      databaseUrl: undefined,
      databaseSchema: undefined,
    });
    try {
      await runMigrations(handle);
    } finally {
      // The last connection's close checkpoints the WAL into the file and removes it.
      await handle.db.destroy();
    }
    return join(dir, SQLITE_FILE);
  })();
  return sqliteTemplate;
}

/** Puts a migrated database file into a new data folder (kept owner-only, as the server makes it). */
export async function copyMigratedSqlite(dataDir: string): Promise<void> {
  copyFileSync(await migratedSqliteFile(), join(dataDir, SQLITE_FILE));
}

// The template schema's name, replaced by each app's own in the dump's text.
const TEMPLATE = `portal_template_${randomBytes(6).toString("hex")}`;
let pgTemplate: Promise<string | null> | undefined;

/**
 * The statements that rebuild the migrated schema (tables, rows, constraints, indexes) with the
 * name `TEMPLATE`, made at this process's first use: migrations into a scratch schema, dumped by
 * pg_dump, the schema dropped again. Null where pg_dump cannot be run: each app migrates its own.
 */
function migratedSchemaSql(databaseUrl: string, withClient: WithClient): Promise<string | null> {
  pgTemplate ??= (async () => {
    await withClient(databaseUrl, (client) => client.query(`create schema ${TEMPLATE}`));
    try {
      const handle = createDatabase({ databaseUrl, databaseSchema: TEMPLATE, dataDir: tmpdir() });
      try {
        await runMigrations(handle);
      } finally {
        await handle.db.destroy();
      }
      let stdout: string;
      try {
        ({ stdout } = await promisify(execFile)(
          "pg_dump",
          [
            "--dbname",
            databaseUrl,
            "--schema",
            TEMPLATE,
            "--inserts",
            "--no-owner",
            "--no-privileges",
          ],
          { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
        ));
      } catch (error) {
        console.warn(`pg_dump failed, so each test app runs the migrations itself: ${error}`);
        return null;
      }
      // Without psql's meta-commands (\restrict, \unrestrict) and the schema's own creation
      // (the caller's); lines of the rows' text are left as they are.
      return stdout
        .split("\n")
        .filter(
          (line) => !/^\\(un)?restrict \S+$/.test(line) && line !== `CREATE SCHEMA ${TEMPLATE};`,
        )
        .join("\n");
    } finally {
      await withClient(databaseUrl, (client) => client.query(`drop schema ${TEMPLATE} cascade`));
    }
  })();
  return pgTemplate;
}

type WithClient = <T>(url: string, fn: (client: pg.Client) => Promise<T>) => Promise<T>;

/** Creates `schema` holding what the migrations make, rows included (empty without pg_dump). */
export async function createMigratedSchema(
  databaseUrl: string,
  schema: string,
  withClient: WithClient,
): Promise<void> {
  const statements = (await migratedSchemaSql(databaseUrl, withClient))?.replaceAll(
    TEMPLATE,
    schema,
  );
  await withClient(databaseUrl, (client) =>
    client.query(
      statements === undefined
        ? `create schema ${schema}`
        : // A test's schema need not outlive a crash of PostgreSQL: no wait for the disk.
          `begin; set local synchronous_commit = off; create schema ${schema}; ${statements}; commit;`,
    ),
  );
}
