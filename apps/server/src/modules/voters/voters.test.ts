import type { AuthUser } from "@app/shared/users";
import type { VoterImportResult, VoterInput, VoterRow } from "@app/shared/voters";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectIssue } from "../../test/error-body";
import { multipartBody } from "../../test/multipart";
import { ADMIN, auth, buildTestApp, createUser, login, type TestApp } from "../../test/test-app";
import { readCsv } from "./voter-csv";

let t: TestApp;
let admin: AuthUser;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await login(t.app, ADMIN.email, ADMIN.password);
});
afterAll(async () => {
  await t?.close();
});

type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth(admin.token), ...(payload ? { payload } : {}) });
const list = async () => (await call("GET", "/api/voter")).json<VoterRow[]>();
const message = (res: { json: <T>() => T }) => res.json<{ message: string }>().message;

const row = (over: Partial<VoterInput> = {}): VoterInput => ({
  sl_no: 1,
  state: "West Bengal",
  district: "Murshidabad",
  assembly_constituency: "Lalgola",
  total_voter: 1000,
  number_of_hindu: 400,
  number_of_muslim: 550,
  ...over,
});
const importCsv = (csv: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/voter/import",
    headers: { ...auth(admin.token), "content-type": "text/csv" },
    payload: csv,
  });

describe("voter rows", () => {
  it("adds rows (numbers may come as digit strings) and lists them by constituency, then sl_no", async () => {
    for (const payload of [
      row({ sl_no: 2 }),
      row({ sl_no: "1", total_voter: "900", number_of_hindu: "300", number_of_muslim: "600" }),
      row({ sl_no: 1, assembly_constituency: "Berhampore", district: "Murshidabad" }),
    ]) {
      const res = await call("POST", "/api/voter/add", payload);
      expect(res.statusCode, res.body).toBe(201);
    }
    const rows = await list();
    expect(rows.map((r) => [r.assembly_constituency, r.sl_no])).toEqual([
      ["Berhampore", 1],
      ["Lalgola", 1],
      ["Lalgola", 2],
    ]);
    expect(rows[1]).toMatchObject({
      total_voter: 900,
      number_of_hindu: 300,
      number_of_muslim: 600,
    });
  });

  it("refuses non-numeric, negative and fractional numbers with 400 naming the field", async () => {
    const cases: [Partial<VoterInput>, string, RegExp?][] = [
      [{ total_voter: "many" }, "total_voter", /^Enter a whole number from 0 to /],
      [{ number_of_hindu: -1 }, "number_of_hindu"],
      [{ number_of_muslim: "-5" }, "number_of_muslim"],
      [{ number_of_muslim: 2.5 }, "number_of_muslim"],
      [{ sl_no: "" }, "sl_no"],
      [{ sl_no: "1e3" }, "sl_no"],
      [{ state: "" }, "state"],
    ];
    for (const [over, field, expected] of cases) {
      const res = await call("POST", "/api/voter/add", row({ sl_no: 50, ...over }));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expectIssue(res, field, expected);
    }
    const missing = await call("POST", "/api/voter/add", { sl_no: 51, state: "WB" });
    expect(missing.statusCode).toBe(400);
    expect(await list()).toHaveLength(3);
  });

  it("refuses Hindus plus Muslims above the total with 400", async () => {
    const res = await call(
      "POST",
      "/api/voter/add",
      row({ sl_no: 60, total_voter: 100, number_of_hindu: 60, number_of_muslim: 41 }),
    );
    expect(res.statusCode).toBe(400);
    expectIssue(res, "number_of_hindu", /cannot be more than the total voters/);
    const exact = row({ sl_no: 60, total_voter: 100, number_of_hindu: 60, number_of_muslim: 40 });
    expect((await call("POST", "/api/voter/add", exact)).statusCode).toBe(201);
  });

  it("answers 409 to a repeated (sl_no, assembly_constituency)", async () => {
    const res = await call(
      "POST",
      "/api/voter/add",
      row({ sl_no: 2, total_voter: 5, number_of_hindu: 0, number_of_muslim: 0 }),
    );
    expect(res.statusCode).toBe(409);
    expect(message(res)).toMatch(/already exists/);
    // The voter form shows it under the Sl no field.
    expectIssue(res, "sl_no", /already has a row with this number/);
    expect((await list()).filter((r) => r.sl_no === 2)).toHaveLength(1);
  });

  it("updates a row by its key, the key included; a taken key is 409, an unknown one 404", async () => {
    const res = await call(
      "PUT",
      "/api/voter/update/60/Lalgola",
      row({ sl_no: 61, total_voter: 200, number_of_hindu: 100, number_of_muslim: 100 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<VoterRow>()).toMatchObject({ sl_no: 61, total_voter: 200 });
    const taken = await call("PUT", "/api/voter/update/61/Lalgola", row({ sl_no: 2 }));
    expect(taken.statusCode).toBe(409);
    const unknown = await call("PUT", "/api/voter/update/999/Lalgola", row({ sl_no: 999 }));
    expect(unknown.statusCode).toBe(404);
    const space = await call(
      "PUT",
      `/api/voter/update/1/${encodeURIComponent("Berhampore")}`,
      row({
        sl_no: 1,
        assembly_constituency: "Berhampore",
        total_voter: 10,
        number_of_hindu: 5,
        number_of_muslim: 5,
      }),
    );
    expect(space.statusCode).toBe(200);
    const badKey = await call("PUT", "/api/voter/update/abc/Lalgola", row());
    expect(badKey.statusCode).toBe(400);
    expectIssue(badKey, "sl_no");
    expect((await list()).find((r) => r.sl_no === 61)).toMatchObject({ number_of_hindu: 100 });
  });

  it("deletes a row by its key; an unknown key is 404", async () => {
    expect((await call("DELETE", "/api/voter/61/Lalgola")).statusCode).toBe(204);
    expect((await call("DELETE", "/api/voter/61/Lalgola")).statusCode).toBe(404);
  });
});

describe("voter CSV", () => {
  it("exports a header row and RFC 4180 quoting, and imports it back unchanged", async () => {
    const tricky = row({
      sl_no: 7,
      state: 'West "Bengal"',
      district: "Murshidabad, North",
      assembly_constituency: "Line\nBreak",
      total_voter: 3,
      number_of_hindu: 1,
      number_of_muslim: 1,
    });
    expect((await call("POST", "/api/voter/add", tricky)).statusCode).toBe(201);
    const before = await list();

    const res = await call("GET", "/api/voter/export.csv");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/attachment; filename="voters.csv"/);
    const records = readCsv(res.body);
    expect(records[0]?.fields).toEqual([
      "sl_no",
      "state",
      "district",
      "assembly_constituency",
      "total_voter",
      "number_of_hindu",
      "number_of_muslim",
    ]);
    expect(res.body).toContain('7,"West ""Bengal""","Murshidabad, North","Line\nBreak",3,1,1');
    expect(records).toHaveLength(before.length + 1);

    // Wipe, then import the export: the same rows come back.
    for (const r of before) {
      const url = `/api/voter/${r.sl_no}/${encodeURIComponent(r.assembly_constituency)}`;
      expect((await call("DELETE", url)).statusCode).toBe(204);
    }
    const imported = await importCsv(res.body);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json<VoterImportResult>()).toEqual({ inserted: before.length, updated: 0 });
    const strip = (rows: VoterRow[]) => rows.map(({ _id, createdAt, updatedAt, ...rest }) => rest);
    expect(strip(await list())).toEqual(strip(before));

    // Again, as a multipart upload: every key exists now, so every row is an update.
    const upload = multipartBody("file", "voters.csv", "text/csv", Buffer.from(res.body));
    const again = await t.app.inject({
      method: "POST",
      url: "/api/voter/import",
      headers: { ...auth(admin.token), ...upload.headers },
      payload: upload.payload,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<VoterImportResult>()).toEqual({ inserted: 0, updated: before.length });
    expect(strip(await list())).toEqual(strip(before));
  });

  it("writes text a spreadsheet would run as a formula behind an apostrophe, and imports it back", async () => {
    const formulas = row({
      sl_no: 8,
      state: '=HYPERLINK("http://evil.test","x")',
      district: "@SUM(A1:A9)",
      assembly_constituency: "'-2+3 Formula",
      total_voter: 3,
      number_of_hindu: 1,
      number_of_muslim: 1,
    });
    expect((await call("POST", "/api/voter/add", formulas)).statusCode).toBe(201);
    const before = await list();
    const res = await call("GET", "/api/voter/export.csv");
    expect(res.body).toContain(
      `8,"'=HYPERLINK(""http://evil.test"",""x"")",'@SUM(A1:A9),''-2+3 Formula,3,1,1`,
    );
    for (const line of res.body.split("\r\n")) expect(line).not.toMatch(/(^|,)"?[=+\-@]/);

    const imported = await importCsv(res.body);
    expect(imported.statusCode, imported.body).toBe(200);
    const strip = (rows: VoterRow[]) => rows.map(({ _id, createdAt, updatedAt, ...rest }) => rest);
    expect(strip(await list())).toEqual(strip(before));
  });

  it("refuses a file with one bad line with 400 naming the line and field, and writes nothing", async () => {
    const before = await list();
    const header =
      "assembly_constituency,sl_no,state,district,total_voter,number_of_hindu,number_of_muslim";
    const cases: [string, RegExp][] = [
      [
        `${header}\nNabagram,1,West Bengal,Murshidabad,10,5,5\nNabagram,2,West Bengal,Murshidabad,ten,1,1\n`,
        // The column named once, by the line; the shared schema's words name none.
        /^line 3: total_voter: Enter a whole number from 0 to 1,00,00,00,000$/,
      ],
      [
        `${header}\r\nNabagram,1,West Bengal,Murshidabad,10,5,5\r\n\r\nNabagram,2,West Bengal,Murshidabad,10,8,3\r\n`,
        /^line 4: number_of_hindu: .*cannot be more than the total voters/,
      ],
      [
        `${header}\nNabagram,1,West Bengal,Murshidabad,10,5,5\nNabagram,2,West Bengal,Murshidabad,10,-1,3\n`,
        /^line 3: number_of_hindu: /,
      ],
      [
        `${header}\nNabagram,1,West Bengal,Murshidabad,10,5,5\nNabagram,1,West Bengal,Murshidabad,10,5,5\n`,
        /^line 3: sl_no: repeats .* line 2/,
      ],
      [`${header}\nNabagram,1,West Bengal\n`, /^line 2: expected 7 fields, found 3/],
      [`sl_no,state\n1,WB\n`, /^line 1: district: /],
      [`${header},colour\n`, /^line 1: unknown column 'colour'/],
      [`${header}\n"Nabagram,1,West Bengal,Murshidabad,10,5,5\n`, /^line 2: a quoted field/],
      ["", /^line 1: the header row is missing/],
    ];
    for (const [csv, expected] of cases) {
      const res = await importCsv(csv);
      expect(res.statusCode, csv).toBe(400);
      expect(message(res)).toMatch(expected);
    }
    expect(await list()).toEqual(before);
  });

  it("names the bad line in the reader's language, the shared schema's refusal too", async () => {
    const reader = await createUser(t.app, "admin", "Piyali Sen");
    const bengali = await t.app.inject({
      method: "PUT",
      url: "/api/users/me",
      headers: auth(reader.token),
      payload: { locale: "bn" },
    });
    expect(bengali.statusCode).toBe(200);
    const header =
      "assembly_constituency,sl_no,state,district,total_voter,number_of_hindu,number_of_muslim";
    const cases: [string, string][] = [
      [`${header}\nNabagram,1,West Bengal\n`, "লাইন ২: ৭টি ঘর থাকার কথা, আছে ৩টি"],
      [`${header},colour\n`, "লাইন ১: অচেনা কলাম 'colour'"],
      [
        `${header}\n"Nabagram,1,West Bengal,Murshidabad,10,5,5\n`,
        "লাইন ২: উদ্ধৃতিচিহ্নে ঘেরা একটি ঘর বন্ধ হয়নি",
      ],
      [
        `${header}\nNabagram,1,,Murshidabad,10,5,5\n`,
        // The shared schema's "Please enter a state", in Bengali inside the line's message.
        "লাইন ২: state: রাজ্য লিখুন",
      ],
      [
        `${header}\nNabagram,1,West Bengal,Murshidabad,ten,5,5\n`,
        "লাইন ২: total_voter: ০ থেকে ১,০০,০০,০০,০০০-এর মধ্যে একটি পূর্ণসংখ্যা লিখুন",
      ],
    ];
    for (const [csv, expected] of cases) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/voter/import",
        headers: { ...auth(reader.token), "content-type": "text/csv" },
        payload: csv,
      });
      expect(res.statusCode, csv).toBe(400);
      expect(message(res)).toBe(expected);
    }
  });

  it("refuses a JSON body to the import with 415", async () => {
    const res = await call("POST", "/api/voter/import", { csv: "x" });
    expect(res.statusCode).toBe(415);
  });
});
