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

export async function snapshot(world: World): Promise<Snapshot> {
  const { app, config } = world.t;
  await app.mail.idle();
  const tables = (await app.db.introspection.getTables()).filter(
    (table) =>
      !table.isView &&
      !table.name.startsWith("kysely_") &&
      (config.databaseSchema === undefined || table.schema === config.databaseSchema),
  );
  const found: Snapshot = new Map();
  for (const table of tables) {
    const { rows } = await sql<
      Record<string, unknown>
    >`select * from ${sql.table(table.name)}`.execute(app.db);
    found.set(
      `table ${table.name}`,
      rows.map((row) => JSON.stringify(withoutBookkeeping(table.name, row))).sort(),
    );
  }
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
