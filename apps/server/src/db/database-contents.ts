// What a database holds, as a backup's manifest records it and a restore checks it: the rows of
// each table and the migrations applied (Kysely's own table), on either engine.
import { createReadStream } from "node:fs";
import { createInterface } from "node:readline";
import type SQLite from "better-sqlite3";
import { DEFAULT_MIGRATION_TABLE } from "kysely/migration";
import type pg from "pg";

export type DatabaseContents = {
  /** Rows per table, by table name. */
  tables: Record<string, number>;
  /** Names of the applied migrations, in order; the last is the schema version. */
  migrations: string[];
};

const quoteSqlite = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The ordinary tables of a SQLite database (not SQLite's own, nor full-text indexes). */
export function sqliteTables(db: SQLite.Database): string[] {
  return db
    .prepare<[], string>(
      "select name from pragma_table_list where schema = 'main' and type = 'table' and name not like 'sqlite\\_%' escape '\\' order by name",
    )
    .pluck()
    .all();
}

export function sqliteContents(db: SQLite.Database): DatabaseContents {
  const names = sqliteTables(db);
  const tables: Record<string, number> = {};
  for (const name of names) {
    tables[name] = db
      .prepare<[], number>(`select count(*) from ${quoteSqlite(name)}`)
      .pluck()
      .get() as number;
  }
  const migrations = names.includes(DEFAULT_MIGRATION_TABLE)
    ? db
        .prepare<[], string>(
          `select name from ${quoteSqlite(DEFAULT_MIGRATION_TABLE)} order by name`,
        )
        .pluck()
        .all()
    : [];
  return { tables, migrations };
}

/** The tables, views and sequences in a PostgreSQL schema: whatever a restore would create. */
export async function postgresRelations(client: pg.ClientBase, schema: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f') order by c.relname`,
    [schema],
  );
  return rows.map((row) => row.name);
}

export async function postgresContents(
  client: pg.ClientBase,
  schema: string,
): Promise<DatabaseContents> {
  const { rows } = await client.query<{ name: string }>(
    "select tablename as name from pg_tables where schemaname = $1 order by tablename",
    [schema],
  );
  const names = rows.map((row) => row.name);
  const qualified = (name: string) =>
    `${client.escapeIdentifier(schema)}.${client.escapeIdentifier(name)}`;
  const tables: Record<string, number> = {};
  for (const name of names) {
    const count = await client.query<{ n: string }>(`select count(*) as n from ${qualified(name)}`);
    tables[name] = Number(count.rows[0]?.n ?? 0);
  }
  const migrations = names.includes(DEFAULT_MIGRATION_TABLE)
    ? (
        await client.query<{ name: string }>(
          `select name from ${qualified(DEFAULT_MIGRATION_TABLE)} order by name`,
        )
      ).rows.map((row) => row.name)
    : [];
  return { tables, migrations };
}

/** The schema a connection works in: its search_path's first schema that exists. */
export async function currentPostgresSchema(client: pg.ClientBase): Promise<string | undefined> {
  const { rows } = await client.query<{ schema: string | null }>(
    "select current_schema() as schema",
  );
  return rows[0]?.schema ?? undefined;
}

/** `COPY <schema>.<table> (...) FROM stdin;` as pg_dump writes it (names quoted when they must be). */
const COPY_LINE =
  /^COPY (?:"(?:[^"]|"")*"|[^\s."]+)\.("(?:[^"]|"")*"|[^\s."]+) (?:\(.*\) )?FROM stdin;$/;

/**
 * The rows of each table in a plain pg_dump file, read without loading it: pg_dump writes each
 * table's rows as the lines between its `COPY ... FROM stdin;` and `\.` (a line break inside a
 * value is written `\n`, so one line is one row).
 */
export async function postgresDumpTables(file: string): Promise<Record<string, number>> {
  const tables: Record<string, number> = {};
  let table: string | undefined;
  const lines = createInterface({
    input: createReadStream(file),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  for await (const line of lines) {
    if (table === undefined) {
      const quoted = COPY_LINE.exec(line)?.[1];
      if (quoted === undefined) continue;
      table = quoted.startsWith('"') ? quoted.slice(1, -1).replaceAll('""', '"') : quoted;
      tables[table] = 0;
    } else if (line === "\\.") {
      table = undefined;
    } else {
      tables[table] = (tables[table] ?? 0) + 1;
    }
  }
  return tables;
}
