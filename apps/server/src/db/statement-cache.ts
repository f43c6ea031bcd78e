// better-sqlite3 compiles SQL on every prepare(), and Kysely prepares every query it runs; the same
// few hundred SQL texts come back on every request, so their compiled statements are kept (least
// recently used first out). Kysely runs one query at a time on the SQLite connection, SQLite
// re-prepares a kept statement by itself after a schema change, and a kept statement still busy
// with an unfinished iteration (a stream given up half-way) is passed over for a fresh one.
//
// Rows are read as arrays and made into objects here: better-sqlite3 sets each column on a fresh
// object from C++, which took a third longer for a signed-in ticket list's 20 rows than building
// them in JavaScript with one object shape per statement. The shape is the statement's columns
// when it was kept; a schema change through this connection (migrations: CREATE, ALTER, DROP)
// empties the cache, so no statement outlives the columns it was shaped for.
import type { Database as SqliteConnection, Statement } from "better-sqlite3";
import type { SqliteDatabase, SqliteStatement } from "kysely";

const SCHEMA_CHANGE = /^\s*(create|alter|drop)\b/i;

type Kept = { statement: Statement; reader: SqliteStatement };

export function cachingStatements(sqlite: SqliteConnection, max = 500): SqliteDatabase {
  const cache = new Map<string, Kept>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      if (SCHEMA_CHANGE.test(sql)) cache.clear();
      const kept = cache.get(sql);
      if (kept && !kept.statement.busy) {
        // Map keeps insertion order: re-inserting makes this the most recently used.
        cache.delete(sql);
        cache.set(sql, kept);
        return kept.reader;
      }
      const statement = sqlite.prepare(sql);
      if (cache.size >= max) {
        const oldest = cache.keys().next();
        if (!oldest.done) cache.delete(oldest.value);
      }
      const fresh = { statement, reader: objectRows(statement) };
      cache.set(sql, fresh);
      return fresh.reader;
    },
  };
}

/** The statement, with a reader's rows built in JavaScript from arrays. */
function objectRows(statement: Statement): SqliteStatement {
  if (!statement.reader) return statement;
  const names = statement.columns().map((column) => column.name);
  // A column named __proto__ would set the prototype in an object literal: leave those as they are.
  if (names.includes("__proto__")) return statement;
  statement.raw(true);
  // One literal per statement, so every row has the same shape; later duplicates win, as in
  // better-sqlite3's own objects.
  const toObject = new Function(
    "row",
    `return {${names.map((name, i) => `${JSON.stringify(name)}: row[${i}]`).join(", ")}};`,
  ) as (row: unknown[]) => Record<string, unknown>;
  return {
    reader: true,
    all: (parameters) => (statement.all(parameters) as unknown[][]).map(toObject),
    run: (parameters) => statement.run(parameters),
    *iterate(parameters) {
      for (const row of statement.iterate(parameters) as IterableIterator<unknown[]>) {
        yield toObject(row);
      }
    },
  };
}
