import SQLite from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { cachingStatements } from "./statement-cache";

let sqlite: SQLite.Database;
afterEach(() => sqlite?.close());

describe("the SQLite statement cache", () => {
  it("compiles each SQL text once and answers the kept statement after", () => {
    sqlite = new SQLite(":memory:");
    const db = cachingStatements(sqlite);
    const first = db.prepare("select 1 as one");
    expect(db.prepare("select 1 as one")).toBe(first);
    expect(db.prepare("select 2 as two")).not.toBe(first);
    expect(first.all([])).toEqual([{ one: 1 }]);
  });

  it("drops the least recently used statement when full", () => {
    sqlite = new SQLite(":memory:");
    const db = cachingStatements(sqlite, 2);
    const a = db.prepare("select 'a'");
    const b = db.prepare("select 'b'");
    expect(db.prepare("select 'a'")).toBe(a); // a is now the most recent
    db.prepare("select 'c'"); // evicts b
    expect(db.prepare("select 'a'")).toBe(a);
    expect(db.prepare("select 'b'")).not.toBe(b);
  });

  it("gives a fresh statement while the kept one is still busy with an unfinished iteration", () => {
    sqlite = new SQLite(":memory:");
    const db = cachingStatements(sqlite);
    db.prepare("create table t (a integer)").run([]);
    for (const a of [1, 2, 3]) db.prepare("insert into t (a) values (?)").run([a]);
    const rows = db.prepare("select a from t order by a").iterate([]);
    expect(rows.next().value).toEqual({ a: 1 }); // left unfinished, as a stream given up
    expect(db.prepare("select a from t order by a").all([])).toEqual([
      { a: 1 },
      { a: 2 },
      { a: 3 },
    ]);
    rows.return?.();
  });

  it("keeps answering correctly after the schema changes under a kept statement", () => {
    sqlite = new SQLite(":memory:");
    const db = cachingStatements(sqlite);
    db.prepare("create table t (a integer)").run([]);
    db.prepare("insert into t (a) values (?)").run([1]);
    expect(db.prepare("select * from t").all([])).toEqual([{ a: 1 }]);
    db.prepare("alter table t add column b text default 'x'").run([]);
    expect(db.prepare("select * from t").all([])).toEqual([{ a: 1, b: "x" }]);
  });

  it("reads rows as better-sqlite3 does: duplicate names, odd names, types, streams", () => {
    sqlite = new SQLite(":memory:");
    const db = cachingStatements(sqlite);
    db.prepare("create table t (a integer, b text, c real, d blob)").run([]);
    db.prepare("insert into t values (?, ?, ?, ?)").run([1, "x", 1.5, Buffer.from([7])]);
    db.prepare("insert into t values (?, ?, ?, ?)").run([2, null, null, null]);
    for (const sql of [
      "select * from t order by a",
      `select a, b as a, 'k' as "__proto__" from t order by a`,
      `select a as "it's ""odd""", count(*) as n from t group by a`,
    ]) {
      expect(db.prepare(sql).all([])).toEqual(sqlite.prepare(sql).all());
    }
    expect(db.prepare("insert into t values (3, 'y', 0, null) returning *").all([])).toEqual([
      { a: 3, b: "y", c: 0, d: null },
    ]);
    const sql = "select a, b from t order by a";
    expect([...db.prepare(sql).iterate([])]).toEqual(sqlite.prepare(sql).all());
  });
});
