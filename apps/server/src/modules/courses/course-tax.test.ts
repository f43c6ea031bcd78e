// A course's SAC and GST rate: every course has them (SAC 999293 at 18 % unless staff
// say otherwise), staff read and change them, a code that is not 4, 6 or 8 digits or a rate outside
// 0, 5, 12, 18 and 28 is refused on its field in the reader's language with nothing changed, and
// the next fee invoice of the course is written with what staff set.
import type { CourseChangeInput, CourseDetail, CourseInput } from "@app/shared/courses";
import { INSTITUTE } from "@app/shared/institute";
import type { Invoice } from "@app/shared/invoices";
import type { Enrolment } from "@app/shared/payments";
import type { AuthUser } from "@app/shared/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectIssue } from "../../test/error-body";
import { INSTITUTE_GSTIN } from "../../test/gst-fixtures";
import { auth, buildTestApp, createUser, type TestApp } from "../../test/test-app";

let t: TestApp;
let admin: AuthUser;
let staff: AuthUser;
let user: AuthUser;
let bengaliStaff: AuthUser;

beforeAll(async () => {
  t = await buildTestApp({ demoData: false });
  admin = await createUser(t.app, "admin", "Adi Admin");
  staff = await createUser(t.app, "staff", "Sima Staff");
  user = await createUser(t.app, "user", "Uma User");
  bengaliStaff = await createUser(t.app, "staff", "Bina Staff");
  await t.app.db
    .updateTable("users")
    .set({ locale: "bn" })
    .where("id", "=", bengaliStaff._id)
    .execute();
});
afterAll(async () => {
  await t?.close();
});

const call = (method: "GET" | "POST" | "PUT", url: string, by?: AuthUser, payload?: object) =>
  t.app.inject({ method, url, headers: by ? auth(by.token) : {}, ...(payload ? { payload } : {}) });

const NEW_COURSE: CourseInput = {
  code: "tally-test",
  group: "computer",
  level: "Beginner",
  durationMonths: 3,
  name: { en: "Tally with GST", bn: "জিএসটি সহ ট্যালি" },
  totalFee: 450_000,
};

/** The course as staff change it (PUT), from what they read. */
const changeOf = ({ code: _, admissions: _a, batches: _b, photo: _p, ...rest }: CourseDetail) =>
  rest satisfies CourseChangeInput;

const detail = async (code: string): Promise<CourseDetail> => {
  const res = await call("GET", `/api/staff/courses/${code}`, staff);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CourseDetail>();
};

const storedTax = (code: string) =>
  t.app.db
    .selectFrom("courses")
    .select(["hsn_sac", "gst_rate"])
    .where("code", "=", code)
    .executeTakeFirstOrThrow();

describe("a course's SAC and GST rate", () => {
  it("is SAC 999293 at 18 % for the seeded courses and a new course that names none", async () => {
    const list = await call("GET", "/api/staff/courses?group=computer", staff);
    expect(list.statusCode).toBe(200);
    const seeded = list.json<CourseDetail[]>();
    expect(seeded.length).toBeGreaterThan(0);
    for (const course of seeded) {
      expect([course.code, course.hsnSac, course.gstRate]).toEqual([course.code, "999293", 18]);
    }
    const added = await call("POST", "/api/staff/courses", staff, NEW_COURSE);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json<CourseDetail>()).toMatchObject({ hsnSac: "999293", gstRate: 18 });
    expect(await storedTax(NEW_COURSE.code)).toEqual({ hsn_sac: "999293", gst_rate: 18 });

    // One added with its own code and rate keeps them.
    const own = await call("POST", "/api/staff/courses", admin, {
      ...NEW_COURSE,
      code: "tally-own",
      hsnSac: " 9992 ",
      gstRate: 5,
    });
    expect(own.statusCode, own.body).toBe(201);
    expect(own.json<CourseDetail>()).toMatchObject({ hsnSac: "9992", gstRate: 5 });
  });

  it("refuses visitors (401) and users (403) reading or changing them, and changes nothing", async () => {
    const course = changeOf(await detail("java"));
    const change = { ...course, hsnSac: "4901", gstRate: 0 };
    const calls = [
      ["GET", "/api/staff/courses/java", undefined],
      ["PUT", "/api/staff/courses/java", change],
      ["POST", "/api/staff/courses", { ...NEW_COURSE, code: "not-by-them", hsnSac: "4901" }],
    ] as const;
    for (const [method, url, body] of calls) {
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, user, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await storedTax("java")).toEqual({ hsn_sac: "999293", gst_rate: 18 });
    expect((await call("GET", "/api/staff/courses/not-by-them", staff)).statusCode).toBe(404);
  });

  it("refuses a code that is not 4, 6 or 8 digits and a rate outside the five, on the field, changing nothing", async () => {
    const course = changeOf(await detail("python"));
    const badCodes: unknown[] = ["99929", "9992930", "ABCD", "", "999 293", "९९९२", 999293, null];
    const badRates: unknown[] = [7, 18.5, -18, 100, "18", null, true];
    for (const hsnSac of badCodes) {
      const changed = await call("PUT", "/api/staff/courses/python", staff, { ...course, hsnSac });
      expect(changed.statusCode, JSON.stringify(hsnSac)).toBe(400);
      expectIssue(changed, "hsnSac", "An HSN or SAC code is 4, 6 or 8 digits");
      const added = await call("POST", "/api/staff/courses", staff, {
        ...NEW_COURSE,
        code: "bad-tax",
        hsnSac,
      });
      expect(added.statusCode, JSON.stringify(hsnSac)).toBe(400);
      expectIssue(added, "hsnSac");
    }
    for (const gstRate of badRates) {
      const changed = await call("PUT", "/api/staff/courses/python", staff, { ...course, gstRate });
      expect(changed.statusCode, JSON.stringify(gstRate)).toBe(400);
      expectIssue(changed, "gstRate", "The GST rate is one of 0, 5, 12, 18 or 28 percent");
      const added = await call("POST", "/api/staff/courses", staff, {
        ...NEW_COURSE,
        code: "bad-tax",
        gstRate,
      });
      expect(added.statusCode, JSON.stringify(gstRate)).toBe(400);
      expectIssue(added, "gstRate");
    }
    // In Bengali for a Bengali reader.
    const code = await call("PUT", "/api/staff/courses/python", bengaliStaff, {
      ...course,
      hsnSac: "12345",
    });
    expectIssue(code, "hsnSac", "HSN বা SAC কোড ৪, ৬ বা ৮ অঙ্কের");
    const rate = await call("PUT", "/api/staff/courses/python", bengaliStaff, {
      ...course,
      gstRate: 7,
    });
    expectIssue(rate, "gstRate", /^GST-এর হার .* শতাংশের একটি$/);

    expect(await storedTax("python")).toEqual({ hsn_sac: "999293", gst_rate: 18 });
    expect((await call("GET", "/api/staff/courses/bad-tax", staff)).statusCode).toBe(404);
  });

  it("keeps what staff set, also through a change that leaves them out, and the next fee invoice uses them", async () => {
    const course = changeOf(await detail("java"));
    const res = await call("PUT", "/api/staff/courses/java", staff, {
      ...course,
      hsnSac: "9992",
      gstRate: 5,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CourseDetail>()).toMatchObject({ hsnSac: "9992", gstRate: 5 });
    expect(await detail("java")).toMatchObject({ hsnSac: "9992", gstRate: 5 });

    // A change without them (an older form) leaves them as they are.
    const { hsnSac: _h, gstRate: _r, ...withoutTax } = course;
    const renamed = await call("PUT", "/api/staff/courses/java", admin, {
      ...withoutTax,
      level: "Intermediate",
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<CourseDetail>()).toMatchObject({
      level: "Intermediate",
      hsnSac: "9992",
      gstRate: 5,
    });
    expect(await storedTax("java")).toEqual({ hsn_sac: "9992", gst_rate: 5 });

    // A registered institute invoices the fee a student of the course pays at the desk with them.
    const registered = await call("PUT", "/api/institute", admin, {
      ...INSTITUTE,
      gstRegistration: "regular",
      gstin: INSTITUTE_GSTIN,
      legalName: "Plassey Education Private Limited",
      stateCode: "19",
    });
    expect(registered.statusCode, registered.body).toBe(200);
    const student = await createUser(t.app);
    const applied = await call("POST", "/api/admissions", student, {
      address: "12, Station Road, Berhampore",
      gender: "female",
      pin: "742101",
      mobile: "9830012345",
      course: "java",
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const accepted = await call(
      "PUT",
      `/api/admissions/${applied.json<{ _id: string }>()._id}`,
      staff,
      { status: "accepted" },
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [enrolment] = (await call("GET", "/api/enrolments/mine", student)).json<Enrolment[]>();
    if (!enrolment) throw new Error("no enrolment");
    const paid = await call("POST", "/api/staff/payments", staff, {
      for: { enrolment: enrolment.id },
      amountPaise: 105_000,
      method: "cash",
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const invoices = (await call("GET", "/api/invoices/mine", student)).json<Invoice[]>();
    expect(invoices).toHaveLength(1);
    // 5 % inside ₹1,050: ₹1,000 taxable, ₹25 CGST and ₹25 SGST (Berhampore is in Bengal).
    expect(invoices[0]?.lines).toEqual([
      expect.objectContaining({
        totalPaise: 105_000,
        gst: expect.objectContaining({
          hsnSac: "9992",
          rate: 5,
          taxablePaise: 100_000,
          cgstPaise: 2_500,
          sgstPaise: 2_500,
          igstPaise: 0,
        }),
      }),
    ]);
  });
});
