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

describe("the embedded SQLite", () => {
  it("is a release whose statements better-sqlite3 can run again without recompiling them", () => {
    // SQLite 3.54 marks the statement of any ordered query with an equality on a bound value to be
    // compiled again when its bindings change, and better-sqlite3 clears them after every run: the
    // signed-in ticket list then spent a sixth of its instructions on it. better-sqlite3 is pinned to
    // 13.0.3 (SQLite 3.53.4) until that changes; decision 023 says how to check a newer release
    // before moving this bound.
    const sqlite = new Database(":memory:");
    const { version } = sqlite.prepare("select sqlite_version() as version").get() as {
      version: string;
    };
    sqlite.close();
    const [major = 0, minor = 0] = version.split(".").map(Number);
    expect(major * 1000 + minor, `SQLite ${version}`).toBeLessThan(3054);
  });
});
