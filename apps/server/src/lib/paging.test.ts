import Database from "better-sqlite3";
import { type CompiledQuery, Kysely, SqliteDialect } from "kysely";
import { describe, expect, it } from "vitest";
import { reusingStatements } from "../db/statement-cache";
import { readPage, rowCount } from "./paging";

type Db = { items: { id: number; kind: string } };

/** A Kysely over an in-memory SQLite table of `n` items, recording every query it runs. */
function itemsDb(n: number) {
  const sqlite = new Database(":memory:");
  sqlite.exec("create table items (id integer primary key, kind text not null)");
  const insert = sqlite.prepare("insert into items (id, kind) values (?, ?)");
  for (let id = 1; id <= n; id++) insert.run(id, id % 2 ? "odd" : "even");
  const queries: CompiledQuery[] = [];
  const db = new Kysely<Db>({
    dialect: new SqliteDialect({ database: reusingStatements(sqlite) }),
    log: (event) => {
      queries.push(event.query);
    },
  });
  return { db, queries };
}

describe("readPage", () => {
  it("writes the page's LIMIT and OFFSET into the SQL, so a kept statement is not recompiled at each run", async () => {
    const { db, queries } = itemsDb(100);
    const query = db
      .selectFrom("items")
      .selectAll()
      .where("kind", "=", "odd")
      .orderBy("id", "desc");
    const page = await readPage(query, { page: 3, limit: 10 });
    expect(page.rows.map((row) => row.id)).toEqual([59, 57, 55, 53, 51, 49, 47, 45, 43, 41]);
    expect(page.total).toBe(50);
    const [read] = queries;
    expect(read?.sql).toMatch(/ limit 10 offset 20$/);
    // Only the filter is bound: SQLite compiles a bound LIMIT or OFFSET into the statement and
    // marks it to be compiled again on every rebinding (decision 023).
    expect(read?.parameters).toEqual(["odd"]);
    await db.destroy();
  });

  it("answers an empty page past the end, and counts the rows", async () => {
    const { db } = itemsDb(5);
    const page = await readPage(db.selectFrom("items").selectAll().orderBy("id"), {
      page: 2,
      limit: 5,
    });
    expect(page).toEqual({ rows: [], total: 5, page: 2, limit: 5 });
    await db.destroy();
  });
});

describe("rowCount", () => {
  it("refuses what is not a count of rows, so nothing but digits reaches the SQL", () => {
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60]) {
      expect(() => rowCount(bad)).toThrow(RangeError);
    }
    expect(rowCount(0)).toBeDefined();
  });
});
