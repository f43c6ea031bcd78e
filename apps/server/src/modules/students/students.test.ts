import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { OldStudent } from "@app/shared/students";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultSeedDir } from "../../config";
import { auth, buildTestApp, createUser, type TestApp } from "../../test/test-app";
import { OLD_STUDENTS_FILE, readOldStudents, seedOldStudents } from "./old-students-seed";

let t: TestApp;
const quiet = { warn: () => {}, info: () => {} };

beforeAll(async () => {
  // Tests run without demo data: the old students must be there anyway.
  t = await buildTestApp({ demoData: false });
});
afterAll(async () => {
  await t?.close();
});

/** The shipped file's rows, the header included. */
const seedRows = () =>
  parse(readFileSync(join(defaultSeedDir(), OLD_STUDENTS_FILE), "utf8"), {
    bom: true,
    skip_empty_lines: true,
  });

const students = (token?: string) =>
  t.app.inject({ method: "GET", url: "/students", headers: token ? auth(token) : {} });

describe("GET /students", () => {
  it("is for admins only", async () => {
    expect((await students()).statusCode).toBe(401);
    const user = await createUser(t.app);
    expect((await students(user.token)).statusCode).toBe(403);
    const staff = await createUser(t.app, "staff");
    expect((await students(staff.token)).statusCode).toBe(403);
  });

  it("answers the shipped CSV's records, in order, with exactly the specification's keys", async () => {
    const admin = await createUser(t.app, "admin");
    const res = await students(admin.token);
    expect(res.statusCode).toBe(200);
    const list = res.json<OldStudent[]>();

    expect(list).toHaveLength(seedRows().length - 1);
    expect(list.length).toBeGreaterThanOrEqual(20);
    for (const record of list) {
      expect(Object.keys(record).sort()).toEqual(["Address", "Class", "Phone No", "Student Name"]);
    }
    expect(list[0]).toEqual({
      "Student Name": "Ananya Ghosh",
      Class: "10",
      Address: "12, Station Road, Berhampore, Murshidabad",
      "Phone No": "9000000101",
    });
    // Quoted fields keep their commas and doubled quotes.
    expect(list.map((s) => s["Student Name"])).toContain('Sharmistha "Mou" Roy');
  });

  it("loads the records only once per database", async () => {
    expect(await seedOldStudents(t.app.db, defaultSeedDir(), quiet)).toBe(false);
    const admin = await createUser(t.app, "admin");
    expect((await students(admin.token)).json<OldStudent[]>()).toHaveLength(seedRows().length - 1);
  });
});

describe("reading the old-student CSV", () => {
  it("maps columns by header name and skips rows that do not fit", () => {
    const warnings: object[] = [];
    const log = { warn: (obj: object) => warnings.push(obj), info: () => {} };
    const text =
      'Phone No,Student Name,Address,Class\n9000000001,"Roy, Amit","Kandi, Murshidabad",9\n' +
      ",,,\n";
    expect(readOldStudents(text, log)).toEqual([
      {
        "Student Name": "Roy, Amit",
        Class: "9",
        Address: "Kandi, Murshidabad",
        "Phone No": "9000000001",
      },
    ]);
    expect(warnings).toEqual([{ row: 3 }]);
  });

  it("reads a spreadsheet's export: BOM, CRLF, doubled quotes, line breaks inside quotes", () => {
    const text =
      "\uFEFFStudent Name,Class,Address,Phone No,Note\r\n" +
      '"Sharmistha ""Mou"" Roy",10,"Flat 2\r\nGora Bazar",9000000002,extra\r\n\r\n';
    const read = readOldStudents(text, quiet);
    expect(read.map((student) => [student["Student Name"], student.Address])).toEqual([
      ['Sharmistha "Mou" Roy', "Flat 2\r\nGora Bazar"],
    ]);
  });

  it("refuses a file without the expected columns, or an empty one", () => {
    expect(() => readOldStudents("Name,Class\nA,1\n", quiet)).toThrow(/columns/);
    expect(() => readOldStudents("", quiet)).toThrow(/columns/);
  });

  it("leaves a missing file for the next start instead of failing", async () => {
    const dir = mkdtempSync(join(tmpdir(), "portal-seed-"));
    const other = await buildTestApp({ seedDir: dir });
    try {
      const admin = await createUser(other.app, "admin");
      const empty = await other.app.inject({
        method: "GET",
        url: "/students",
        headers: auth(admin.token),
      });
      expect(empty.json()).toEqual([]);
      writeFileSync(join(dir, OLD_STUDENTS_FILE), "Student Name,Class,Address,Phone No\nA,1,B,9\n");
      expect(await seedOldStudents(other.app.db, dir, quiet)).toBe(true);
      const loaded = await other.app.inject({
        method: "GET",
        url: "/students",
        headers: auth(admin.token),
      });
      expect(loaded.json()).toEqual([
        { "Student Name": "A", Class: "1", Address: "B", "Phone No": "9" },
      ]);
    } finally {
      await other.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
