// Courses and batches as staff keep them: who may, what a course and a fee plan must be, a course
// that admissions name is closed rather than deleted, and a batch's seats, taken once per
// accepted admission and never beyond the seats, even when two acceptances race for the last one.
import type { Admission } from "@app/shared/admissions";
import type {
  Batch,
  Catalogue,
  CourseDetail,
  CourseInput,
  CourseList,
  OpenBatch,
  RosterEntry,
} from "@app/shared/courses";
import type { AuthUser } from "@app/shared/users";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartBody } from "../../test/multipart";
import { pngImage } from "../../test/shop-fixtures";
import { auth, buildTestApp, createUser, type TestApp } from "../../test/test-app";
import { todayInIndia } from "./batches.service";

let t: TestApp;
let staff: AuthUser;
let admin: AuthUser;
let user: AuthUser;

beforeAll(async () => {
  t = await buildTestApp({ demoData: false });
  staff = await createUser(t.app, "staff", "Sima Staff");
  admin = await createUser(t.app, "admin", "Adi Admin");
  user = await createUser(t.app, "user", "Uma User");
});
afterAll(async () => {
  await t?.close();
});

const call = (
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  by?: AuthUser,
  payload?: object,
) =>
  t.app.inject({ method, url, headers: by ? auth(by.token) : {}, ...(payload ? { payload } : {}) });

/** A day `days` from today, YYYY-MM-DD. */
const inDays = (days: number): string => {
  const [year = 0, month = 1, day = 1] = todayInIndia().split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
};

const WBJEE: CourseInput = {
  code: "wbjee-test",
  group: "entrance",
  level: "Class XII passed",
  durationMonths: 12,
  name: { en: "WBJEE crash course", bn: "ডব্লিউবিজেইই ক্র্যাশ কোর্স" },
  description: { en: "Physics, chemistry and mathematics for WBJEE.", bn: "" },
  subjects: { en: "Physics, Chemistry, Mathematics", bn: "পদার্থবিদ্যা, রসায়ন, গণিত" },
  totalFee: 2_400_000,
  feePlan: {
    kind: "instalments",
    instalments: [
      { amount: 1_200_000, dueAfterMonths: 0 },
      { amount: 1_200_000, dueAfterMonths: 6 },
    ],
  },
  admissionOpen: true,
};

const batchBody = (seats: number, overrides: object = {}) => ({
  name: "Morning",
  startDate: inDays(10),
  days: ["sat", "mon"],
  startTime: "07:00",
  endTime: "09:00",
  teacher: "Amit Roy",
  room: "Room 2",
  seats,
  ...overrides,
});

const APPLICATION = {
  address: "12, Station Road, Berhampore",
  gender: "female",
  pin: "742101",
  mobile: "9830012345",
};

async function applicant(): Promise<AuthUser> {
  return createUser(t.app);
}

describe("courses kept by staff", () => {
  it("refuses visitors (401) and users (403) on every staff call, and answers 404 for unknown ones", async () => {
    const calls = [
      ["GET", "/api/staff/courses"],
      ["POST", "/api/staff/courses", WBJEE],
      ["GET", "/api/staff/courses/mern"],
      ["PUT", "/api/staff/courses/mern", { ...WBJEE, code: undefined }],
      ["DELETE", "/api/staff/courses/mern"],
      ["DELETE", "/api/staff/courses/mern/photo"],
      ["GET", "/api/staff/courses/mern/batches"],
      ["POST", "/api/staff/courses/mern/batches", batchBody(5)],
      ["GET", "/api/staff/batches/x"],
      ["PUT", "/api/staff/batches/x", batchBody(5)],
      ["DELETE", "/api/staff/batches/x"],
      ["GET", "/api/staff/batches/x/roster"],
    ] as const;
    for (const [method, url, body] of calls) {
      expect((await call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, user, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    for (const [method, url] of [
      ["GET", "/api/staff/courses/nope"],
      ["DELETE", "/api/staff/courses/nope"],
      ["DELETE", "/api/staff/courses/nope/photo"],
      ["GET", "/api/staff/courses/nope/batches"],
      ["GET", "/api/staff/batches/nope"],
      ["DELETE", "/api/staff/batches/nope"],
      ["GET", "/api/staff/batches/nope/roster"],
    ] as const) {
      expect((await call(method, url, staff)).statusCode, `${method} ${url}`).toBe(404);
    }
    const { code: _code, ...change } = WBJEE;
    expect((await call("PUT", "/api/staff/courses/nope", admin, change)).statusCode).toBe(404);
    expect(
      (await call("POST", "/api/staff/courses/nope/batches", admin, batchBody(3))).statusCode,
    ).toBe(404);
  });

  it("keeps the five computer courses with their codes, fees in paise and Bengali names", async () => {
    const res = await call("GET", "/api/staff/courses?group=computer", staff);
    expect(res.statusCode).toBe(200);
    expect(res.headers["x-total-count"]).toBe("5");
    const courses = res.json<CourseDetail[]>();
    expect(courses.map((course) => [course.code, course.totalFee])).toEqual([
      ["mern", 1_700_000],
      ["frontend", 600_000],
      ["backend", 800_000],
      ["java", 500_000],
      ["python", 500_000],
    ]);
    expect(courses[0]).toMatchObject({
      group: "computer",
      board: null,
      name: { en: "Fullstack (MERN)", bn: "ফুলস্ট্যাক (MERN)" },
      feePlan: { kind: "once" },
      admissionOpen: true,
    });
    // The fee table in Bengali: the Bengali names, the same fees in whole rupees.
    const bengali = await call("GET", "/api/courses?lang=bn");
    expect(bengali.json<CourseList>().courses[0]).toEqual({
      code: "mern",
      name: "ফুলস্ট্যাক (MERN)",
      durationMonths: 6,
      totalFee: 17000,
    });
  });

  it("adds a course with a plan in instalments that adds up, and shows it in the catalogue", async () => {
    const res = await call("POST", "/api/staff/courses", staff, WBJEE);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<CourseDetail>()).toMatchObject({
      code: "wbjee-test",
      group: "entrance",
      board: null,
      totalFee: 2_400_000,
      feePlan: WBJEE.feePlan,
      admissions: 0,
      batches: 0,
    });
    const catalogue = (await call("GET", "/api/courses/catalogue")).json<Catalogue>();
    const groups = catalogue.courses.map((course) => course.group);
    // School first, then entrance, then computer.
    expect(groups.indexOf("entrance")).toBeLessThan(groups.indexOf("computer"));
    expect(catalogue.courses.find((course) => course.code === "wbjee-test")).toMatchObject({
      name: WBJEE.name,
      description: { en: WBJEE.description?.en, bn: "" },
      totalFee: 2_400_000,
      feePlan: WBJEE.feePlan,
    });
    // The fee table of computer courses is unchanged by it.
    const table = (await call("GET", "/api/courses")).json<CourseList>();
    expect(table.courses.map((course) => course.code)).toEqual([
      "mern",
      "frontend",
      "backend",
      "java",
      "python",
    ]);
    // The same code twice is refused on the code.
    const twice = await call("POST", "/api/staff/courses", admin, WBJEE);
    expect(twice.statusCode).toBe(400);
    expect(twice.json<{ issues: { path: string }[] }>().issues[0]?.path).toBe("code");
  });

  it("refuses instalments that do not add up to the total, bad fees, boards and empty names", async () => {
    const wrongSum = await call("POST", "/api/staff/courses", staff, {
      ...WBJEE,
      code: "wrong-sum",
      totalFee: 2_500_000,
    });
    expect(wrongSum.statusCode).toBe(400);
    expect(wrongSum.json<{ issues: { path: string; message: string }[] }>().issues).toContainEqual({
      path: "feePlan.instalments",
      message: "The instalments must add up to the total fee",
    });
    // In Bengali for a Bengali reader.
    const bengaliStaff = await createUser(t.app, "staff", "Bina Staff");
    await t.app.db
      .updateTable("users")
      .set({ locale: "bn" })
      .where("id", "=", bengaliStaff._id)
      .execute();
    const bengali = await call("POST", "/api/staff/courses", bengaliStaff, {
      ...WBJEE,
      code: "wrong-sum",
      totalFee: 2_500_000,
    });
    expect(bengali.json<{ message: string }>().message).toBe(
      "কিস্তিগুলির যোগফল মোট ফি-র সমান হতে হবে",
    );

    const bad: [string, object][] = [
      ["fraction of a paisa", { totalFee: 10.5 }],
      ["negative fee", { totalFee: -1 }],
      [
        "one instalment",
        {
          feePlan: { kind: "instalments", instalments: [{ amount: 2_400_000, dueAfterMonths: 0 }] },
        },
      ],
      [
        "zero instalment",
        {
          feePlan: {
            kind: "instalments",
            instalments: [
              { amount: 0, dueAfterMonths: 0 },
              { amount: 2_400_000, dueAfterMonths: 1 },
            ],
          },
        },
      ],
      ["unknown plan", { feePlan: { kind: "monthly" } }],
      ["board", { board: "igcse" }],
      ["group", { group: "college" }],
      ["no name", { name: { en: " ", bn: "" } }],
      ["code", { code: "Has Spaces" }],
      ["months", { durationMonths: 0 }],
      ["unknown field", { colour: "red" }],
    ];
    for (const [label, change] of bad) {
      const res = await call("POST", "/api/staff/courses", staff, {
        ...WBJEE,
        code: "bad-one",
        ...change,
      });
      expect(res.statusCode, label).toBe(400);
    }
    expect((await call("GET", "/api/staff/courses/bad-one", staff)).statusCode).toBe(404);
  });

  it("changes a course, falls back to the language that is written, and closes it rather than deleting it", async () => {
    const { code: _code, ...change } = WBJEE;
    const res = await call("PUT", "/api/staff/courses/wbjee-test", admin, {
      ...change,
      name: { en: "", bn: "ডব্লিউবিজেইই" },
      board: null,
      feePlan: { kind: "once" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<CourseDetail>()).toMatchObject({
      name: { en: "", bn: "ডব্লিউবিজেইই" },
      feePlan: { kind: "once" },
    });

    // An application names it; deleting it is refused, closing it stops new ones.
    const student = await applicant();
    const applied = await call("POST", "/api/admissions", student, {
      ...APPLICATION,
      course: "wbjee-test",
    });
    expect(applied.statusCode, applied.body).toBe(201);
    // With no English name, the English list shows the Bengali one.
    expect(applied.json<Admission>().courseName).toBe("ডব্লিউবিজেইই");
    const refused = await call("DELETE", "/api/staff/courses/wbjee-test", admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain("close");
    await call("PUT", "/api/staff/courses/wbjee-test", admin, { ...change, admissionOpen: false });
    const late = await call("POST", "/api/admissions", await applicant(), {
      ...APPLICATION,
      course: "wbjee-test",
    });
    expect(late.statusCode).toBe(400);
    expect(late.json<{ issues: { path: string }[] }>().issues[0]?.path).toBe("course");

    // A course nobody applied to goes, with its batches.
    const spare = await call("POST", "/api/staff/courses", staff, {
      ...WBJEE,
      code: "spare",
    });
    expect(spare.statusCode).toBe(201);
    await call("POST", "/api/staff/courses/spare/batches", staff, batchBody(4));
    expect((await call("DELETE", "/api/staff/courses/spare", staff)).statusCode).toBe(204);
    expect((await call("GET", "/api/staff/courses/spare", staff)).statusCode).toBe(404);
  });
});

describe("a course's picture", () => {
  const upload = async (url: string, by: AuthUser | undefined, image: Buffer) => {
    const body = multipartBody("photo", "class.png", "image/png", image);
    return t.app.inject({
      method: "PUT",
      url,
      headers: { ...body.headers, ...(by ? auth(by.token) : {}) },
      payload: body.payload,
    });
  };

  it("is uploaded by staff only, shown on the catalogue's card, replaced, removed and deleted with its course", async () => {
    const added = await call("POST", "/api/staff/courses", staff, { ...WBJEE, code: "pictured" });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json<CourseDetail>().photo).toBeNull();
    const png = await pngImage(1600, 900);
    expect((await upload("/api/staff/courses/pictured/photo", undefined, png)).statusCode).toBe(
      401,
    );
    expect((await upload("/api/staff/courses/pictured/photo", user, png)).statusCode).toBe(403);
    expect((await upload("/api/staff/courses/nope/photo", staff, png)).statusCode).toBe(404);
    const notImage = await upload("/api/staff/courses/pictured/photo", staff, Buffer.from("text"));
    expect(notImage.statusCode).toBe(415);

    const first = await upload("/api/staff/courses/pictured/photo", staff, png);
    expect(first.statusCode, first.body).toBe(200);
    const photo = first.json<CourseDetail>().photo ?? "";
    expect(photo).toMatch(/^\/media\/courses\/[a-f0-9]{32}\.webp$/);
    const file = await t.app.inject({ method: "GET", url: photo });
    expect(file.statusCode).toBe(200);
    // Re-encoded, at most 1200 px wide.
    expect((await sharp(file.rawPayload).metadata()).width).toBe(1200);
    const catalogue = (await call("GET", "/api/courses/catalogue")).json<Catalogue>();
    expect(catalogue.courses.find((course) => course.code === "pictured")?.photo).toBe(photo);

    // A new picture replaces the old, whose file goes.
    const second = await upload("/api/staff/courses/pictured/photo", admin, png);
    const replaced = second.json<CourseDetail>().photo ?? "";
    expect(replaced).not.toBe(photo);
    expect((await t.app.inject({ method: "GET", url: photo })).statusCode).toBe(404);

    const removed = await call("DELETE", "/api/staff/courses/pictured/photo", staff);
    expect(removed.json<CourseDetail>().photo).toBeNull();
    expect((await t.app.inject({ method: "GET", url: replaced })).statusCode).toBe(404);

    // Deleting the course takes its picture with it.
    const last = (
      await upload("/api/staff/courses/pictured/photo", staff, png)
    ).json<CourseDetail>();
    expect((await call("DELETE", "/api/staff/courses/pictured", staff)).statusCode).toBe(204);
    expect((await t.app.inject({ method: "GET", url: last.photo ?? "" })).statusCode).toBe(404);
  });
});

describe("batches", () => {
  it("are kept per course, checked, and listed for readers while they have seats", async () => {
    const added = await call("POST", "/api/staff/courses/python/batches", staff, batchBody(2));
    expect(added.statusCode, added.body).toBe(201);
    const batch = added.json<Batch>();
    expect(batch).toMatchObject({
      course: "python",
      days: ["mon", "sat"],
      seats: 2,
      seatsTaken: 0,
      fee: null,
      online: false,
    });
    for (const [label, change] of [
      ["end before start", { endTime: "06:00" }],
      ["time", { startTime: "7am" }],
      ["no days", { days: [] }],
      ["unknown day", { days: ["funday"] }],
      ["no seats", { seats: 0 }],
      ["date", { startDate: "next week" }],
      [
        "override that does not add up",
        {
          fee: {
            totalFee: 100,
            feePlan: {
              kind: "instalments",
              instalments: [
                { amount: 30, dueAfterMonths: 0 },
                { amount: 30, dueAfterMonths: 1 },
              ],
            },
          },
        },
      ],
    ] as const) {
      const res = await call(
        "POST",
        "/api/staff/courses/python/batches",
        staff,
        batchBody(2, change),
      );
      expect(res.statusCode, label).toBe(400);
    }
    const list = await call("GET", "/api/staff/courses/python/batches", staff);
    expect(list.headers["x-total-count"]).toBe("1");

    const open = await call("GET", "/api/batches/open?course=python");
    expect(open.statusCode).toBe(200);
    expect(open.json<OpenBatch[]>()).toEqual([
      expect.objectContaining({
        _id: batch._id,
        courseName: { en: "Core Python", bn: "কোর পাইথন" },
        seatsLeft: 2,
        totalFee: 500_000,
        feePlan: { kind: "once" },
      }),
    ]);
    // A batch with its own fee shows that fee; one already started is not offered.
    const weekend = await call(
      "POST",
      "/api/staff/courses/python/batches",
      admin,
      batchBody(5, {
        name: "Weekend",
        online: true,
        room: "",
        fee: {
          totalFee: 600_000,
          feePlan: {
            kind: "instalments",
            instalments: [
              { amount: 300_000, dueAfterMonths: 0 },
              { amount: 300_000, dueAfterMonths: 1 },
            ],
          },
        },
      }),
    );
    expect(weekend.statusCode, weekend.body).toBe(201);
    await call(
      "POST",
      "/api/staff/courses/python/batches",
      admin,
      batchBody(5, {
        name: "Started",
        startDate: inDays(-3),
      }),
    );
    const offered = (await call("GET", "/api/batches/open?course=python")).json<OpenBatch[]>();
    expect(offered.map((b) => [b.name, b.totalFee])).toEqual([
      ["Morning", 500_000],
      ["Weekend", 600_000],
    ]);
  });

  it("takes a seat when staff accept an admission naming the batch, and gives it back when it leaves", async () => {
    const batch = (
      await call(
        "POST",
        "/api/staff/courses/java/batches",
        staff,
        batchBody(3, { name: "Evening" }),
      )
    ).json<Batch>();
    const student = await applicant();
    const applied = await call("POST", "/api/admissions", student, {
      ...APPLICATION,
      course: "java",
      batch: batch._id,
      guardianName: "Rina Ghosh",
      guardianPhone: "98300 11111",
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const admission = applied.json<Admission>();
    expect(admission).toMatchObject({
      batch: batch._id,
      batchName: "Evening",
      guardianName: "Rina Ghosh",
      guardianPhone: "9830011111",
    });
    const seats = async () =>
      (await call("GET", `/api/staff/batches/${batch._id}`, staff)).json<Batch>().seatsTaken;
    expect(await seats()).toBe(0);

    const accepted = await call("PUT", `/api/admissions/${admission._id}`, staff, {
      status: "accepted",
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await seats()).toBe(1);
    const roster = await call("GET", `/api/staff/batches/${batch._id}/roster`, staff);
    expect(roster.json<RosterEntry[]>()).toEqual([
      expect.objectContaining({ admission: admission._id, guardianName: "Rina Ghosh" }),
    ]);
    expect(roster.headers["x-total-count"]).toBe("1");
    // Fewer seats than taken is refused; deleting a batch admissions name is refused.
    const fewer = await call(
      "PUT",
      `/api/staff/batches/${batch._id}`,
      staff,
      batchBody(0, { name: "Evening" }),
    );
    expect(fewer.statusCode).toBe(400);
    expect((await call("DELETE", `/api/staff/batches/${batch._id}`, staff)).statusCode).toBe(409);

    await call("PUT", `/api/admissions/${admission._id}`, staff, { status: "waitlisted" });
    expect(await seats()).toBe(0);
    expect(
      (await call("GET", `/api/staff/batches/${batch._id}/roster`, staff)).json<RosterEntry[]>(),
    ).toEqual([]);

    // A batch of another course, or an unknown one, is refused on the batch field.
    const wrong = await call("POST", "/api/admissions", await applicant(), {
      ...APPLICATION,
      course: "mern",
      batch: batch._id,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ issues: { path: string }[] }>().issues[0]?.path).toBe("batch");
    const badPhone = await call("POST", "/api/admissions", await applicant(), {
      ...APPLICATION,
      course: "java",
      guardianPhone: "12345",
    });
    expect(badPhone.statusCode).toBe(400);
  });

  it("never gives the last seat twice when two acceptances race for it", async () => {
    const batch = (
      await call(
        "POST",
        "/api/staff/courses/frontend/batches",
        staff,
        batchBody(1, { name: "Last seat" }),
      )
    ).json<Batch>();
    const ids: string[] = [];
    for (let index = 0; index < 2; index += 1) {
      const res = await call("POST", "/api/admissions", await applicant(), {
        ...APPLICATION,
        course: "frontend",
        batch: batch._id,
      });
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json<Admission>()._id);
    }
    const answers = await Promise.all([
      call("PUT", `/api/admissions/${ids[0]}`, staff, { status: "accepted" }),
      call("PUT", `/api/admissions/${ids[1]}`, admin, { status: "accepted" }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((res) => res.statusCode === 409);
    expect(refused?.json<{ message: string }>().message).toContain("Last seat");
    const after = (await call("GET", `/api/staff/batches/${batch._id}`, staff)).json<Batch>();
    expect(after.seatsTaken).toBe(1);
    const statuses = await t.app.db
      .selectFrom("admissions")
      .select(["status", "seat_held"])
      .where("batch_id", "=", batch._id)
      .execute();
    expect(statuses.filter((row) => row.status === "accepted")).toHaveLength(1);
    expect(statuses.reduce((sum, row) => sum + row.seat_held, 0)).toBe(1);
    // A full batch is no longer offered, and a new application to it is refused.
    const open = (await call("GET", "/api/batches/open?course=frontend")).json<OpenBatch[]>();
    expect(open.map((b) => b._id)).not.toContain(batch._id);
    const late = await call("POST", "/api/admissions", await applicant(), {
      ...APPLICATION,
      course: "frontend",
      batch: batch._id,
    });
    expect(late.statusCode).toBe(400);

    // The same admission accepted twice at once takes one seat.
    const twice = (
      await call(
        "POST",
        "/api/staff/courses/frontend/batches",
        staff,
        batchBody(5, { name: "Twice" }),
      )
    ).json<Batch>();
    const one = (
      await call("POST", "/api/admissions", await applicant(), {
        ...APPLICATION,
        course: "frontend",
        batch: twice._id,
      })
    ).json<Admission>();
    await Promise.all([
      call("PUT", `/api/admissions/${one._id}`, staff, { status: "accepted" }),
      call("PUT", `/api/admissions/${one._id}`, admin, { status: "accepted" }),
    ]);
    expect(
      (await call("GET", `/api/staff/batches/${twice._id}`, staff)).json<Batch>().seatsTaken,
    ).toBe(1);
  });
});
