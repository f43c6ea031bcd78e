// A snapshot of everything the server stores: every row of every table (read from the database's
// own table list, so a new table is included) and every file under DATA_DIR/uploads. Two snapshots
// taken around refused requests must be equal.
import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { sql } from "kysely";
import type { World } from "./world";

export type Snapshot = Map<string, string[]>;

// Columns a request may change without changing anything the user stored: a session's
// last_used_at moves forward when a signed-in request (refused or not) uses it a minute or more
// after the last time, so a snapshot that kept it would fail whenever a run is slow.
const BOOKKEEPING: Record<string, readonly string[]> = { sessions: ["last_used_at"] };

function withoutBookkeeping(table: string, row: Record<string, unknown>): Record<string, unknown> {
  const skip = BOOKKEEPING[table];
  if (skip === undefined) return row;
  return Object.fromEntries(Object.entries(row).filter(([column]) => !skip.includes(column)));
}

function files(root: string, dir = root): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory()
      ? files(root, path)
      : [`${relative(root, path)} ${statSync(path).size}`];
  });
}

/** The tables of each world's database, listed once: a run adds none. */
const tablesOf = new WeakMap<World, Promise<string[]>>();

function tableNames(world: World): Promise<string[]> {
  const { app, config } = world.t;
  let names = tablesOf.get(world);
  if (names === undefined) {
    names = app.db.introspection
      .getTables()
      .then((tables) =>
        tables
          .filter(
            (table) =>
              !table.isView &&
              !table.name.startsWith("kysely_") &&
              (config.databaseSchema === undefined || table.schema === config.databaseSchema),
          )
          .map((table) => table.name),
      );
    tablesOf.set(world, names);
  }
  return names;
}

export async function snapshot(world: World): Promise<Snapshot> {
  const { app, config } = world.t;
  await app.mail.idle();
  const tables = await tableNames(world);
  const found: Snapshot = new Map(tables.map((name) => [`table ${name}`, []]));
  const keep = (name: string, row: Record<string, unknown>) =>
    found.get(`table ${name}`)?.push(JSON.stringify(withoutBookkeeping(name, row)));
  if (config.databaseUrl) {
    // PostgreSQL: every table in one query. A query per table, around each of the hostile-input
    // file's 300 routes, was a round trip to the server each: most of that file's time there.
    const { rows } = await sql<{ name: string; row: string }>`${sql.join(
      tables.map(
        (name) =>
          sql`select ${sql.lit(name)}::text as name, to_jsonb(t)::text as row from ${sql.table(name)} t`,
      ),
      sql` union all `,
    )}`.execute(app.db);
    for (const { name, row } of rows) keep(name, JSON.parse(row) as Record<string, unknown>);
  } else {
    for (const name of tables) {
      const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(
        app.db,
      );
      for (const row of rows) keep(name, row);
    }
  }
  for (const rows of found.values()) rows.sort();
  found.set("files", files(join(config.dataDir, "uploads")).sort());
  return found;
}

/** What changed between two snapshots, one line per table or folder, empty when nothing did. */
export function changes(before: Snapshot, after: Snapshot): string[] {
  const out: string[] = [];
  for (const key of new Set([...before.keys(), ...after.keys()])) {
    const was = new Set(before.get(key) ?? []);
    const now = new Set(after.get(key) ?? []);
    const added = [...now].filter((row) => !was.has(row));
    const removed = [...was].filter((row) => !now.has(row));
    if (added.length > 0 || removed.length > 0) {
      const sample = (added[0] ?? removed[0] ?? "").slice(0, 300);
      out.push(
        `${key}: ${added.length} added/changed, ${removed.length} removed/changed; ${sample}`,
      );
    }
  }
  return out;
}
