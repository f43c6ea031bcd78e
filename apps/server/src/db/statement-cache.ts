// better-sqlite3 compiles SQL on every prepare(), and Kysely's SQLite dialect prepares every query
// it runs; the server runs the same few hundred SQL texts over and over, so their compiled
// statements are kept and reused, as better-sqlite3's documentation advises (least recently used
// first out). Without it a busy process prepared thousands of statements a second, each holding
// native memory until a garbage collection finalized it (decision 014 has the figures).
import type { Database as SqliteConnection, Statement } from "better-sqlite3";
import type { SqliteDatabase, SqliteStatement } from "kysely";
import { LRUCache } from "lru-cache";

export function reusingStatements(sqlite: SqliteConnection, max = 500): SqliteDatabase {
  const kept = new LRUCache<string, Statement>({ max });
  return {
    close: () => sqlite.close(),
    prepare(sql: string): SqliteStatement {
      const statement = kept.get(sql);
      // A statement still iterating (a stream given up half-way) is busy: prepare another.
      if (statement && !statement.busy) return statement;
      const fresh = sqlite.prepare(sql);
      kept.set(sql, fresh);
      return fresh;
    },
  };
}
