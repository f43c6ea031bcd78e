// better-sqlite3 compiles SQL on every prepare(), and Kysely prepares every query it runs; the same
// few hundred SQL texts come back on every request, so their compiled statements are kept (least
// recently used first out). Kysely runs one query at a time on the SQLite connection, SQLite
// re-prepares a kept statement by itself after a schema change, and a kept statement still busy
// with an unfinished iteration (a stream given up half-way) is passed over for a fresh one.
import type { Database as SqliteConnection, Statement } from "better-sqlite3";
import type { SqliteDatabase } from "kysely";

export function cachingStatements(sqlite: SqliteConnection, max = 500): SqliteDatabase {
  const cache = new Map<string, Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      const kept = cache.get(sql);
      if (kept && !kept.busy) {
        // Map keeps insertion order: re-inserting makes this the most recently used.
        cache.delete(sql);
        cache.set(sql, kept);
        return kept;
      }
      const statement = sqlite.prepare(sql);
      if (cache.size >= max) {
        const oldest = cache.keys().next();
        if (!oldest.done) cache.delete(oldest.value);
      }
      cache.set(sql, statement);
      return statement;
    },
  };
}
