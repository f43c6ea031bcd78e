// better-sqlite3 compiles SQL on every prepare(), and Kysely's SQLite dialect prepares every query
// it runs; the server runs the same few hundred SQL texts over and over, so their compiled
// statements are kept and reused, as better-sqlite3's documentation advises (least recently used
// first out). Without it a busy process prepared thousands of statements a second, each holding
// native memory until a garbage collection finalized it (decision 014 has the figures).
import type { Database as SqliteConnection, Statement } from "better-sqlite3";
import type { SqliteDatabase, SqliteStatement } from "kysely";

export function reusingStatements(sqlite: SqliteConnection, max = 500): SqliteDatabase {
  const kept = new Map<string, Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string): SqliteStatement {
      const statement = kept.get(sql);
      // A statement still iterating (a stream given up half-way) is busy: prepare another.
      if (statement && !statement.busy) {
        // Map keeps insertion order: re-inserting makes this the most recently used.
        kept.delete(sql);
        kept.set(sql, statement);
        return statement;
      }
      const fresh = sqlite.prepare(sql);
      if (kept.size >= max) {
        const oldest = kept.keys().next();
        if (!oldest.done) kept.delete(oldest.value);
      }
      kept.set(sql, fresh);
      return fresh;
    },
  };
}
