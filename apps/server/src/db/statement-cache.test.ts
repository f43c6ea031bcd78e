import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { reusingStatements } from "./statement-cache";

describe("reusingStatements", () => {
  it("prepares a SQL text once and hands the same statement back", () => {
    const db = reusingStatements(new Database(":memory:"));
    const first = db.prepare("select 1 as one");
    expect(db.prepare("select 1 as one")).toBe(first);
    expect(first.all([])).toEqual([{ one: 1 }]);
    db.close();
  });

  it("keeps at most `max` statements, the least recently used going first", () => {
    const db = reusingStatements(new Database(":memory:"), 2);
    const a = db.prepare("select 1");
    db.prepare("select 2");
    db.prepare("select 1"); // a is now the most recently used
    db.prepare("select 3"); // "select 2" goes
    expect(db.prepare("select 1")).toBe(a);
    const b = db.prepare("select 2");
    expect(b.all([])).toEqual([{ 2: 2 }]);
    db.close();
  });

  it("prepares another statement while the kept one is still iterating", () => {
    const db = reusingStatements(new Database(":memory:"));
    const sql = "select value from json_each('[1,2,3]')";
    const first = db.prepare(sql);
    const rows = first.iterate([]);
    rows.next();
    const second = db.prepare(sql);
    expect(second).not.toBe(first);
    expect(second.all([])).toEqual([{ value: 1 }, { value: 2 }, { value: 3 }]);
    rows.return?.();
    db.close();
  });

  it("sees a column added after a statement was kept", () => {
    const sqlite = new Database(":memory:");
    const db = reusingStatements(sqlite);
    sqlite.exec("create table t (a integer); insert into t values (1)");
    expect(db.prepare("select * from t").all([])).toEqual([{ a: 1 }]);
    sqlite.exec("alter table t add column b integer default 2");
    expect(db.prepare("select * from t").all([])).toEqual([{ a: 1, b: 2 }]);
    db.close();
  });
});
