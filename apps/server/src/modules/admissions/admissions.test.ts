import type { Admission } from "@app/shared/admissions";
import { calendarPartsInIndia } from "@app/shared/format";
import type { AuthUser } from "@app/shared/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectIssue, issuesOf } from "../../test/error-body";
import { outboxMailsTo } from "../../test/outbox";
import {
  auth,
  buildTestApp,
  createUser,
  PASSWORD,
  type TestApp,
  uniqueEmail,
} from "../../test/test-app";

let t: TestApp;
let staff: AuthUser;
let admin: AuthUser;

beforeAll(async () => {
  t = await buildTestApp();
  staff = await createUser(t.app, "staff", "Sima Staff");
  admin = await createUser(t.app, "admin", "Adi Admin");
});
afterAll(async () => {
  await t?.close();
});

const VALID = {
  address: "12, Station Road, Berhampore",
  gender: "female",
  classes: 10,
  pin: "742101",
  course: "mern",
  mobile: "9830012345",
};

const apply = (user: AuthUser | undefined, payload: object) =>
  t.app.inject({
    method: "POST",
    url: "/api/users/admission",
    headers: user ? auth(user.token) : {},
    payload,
  });

const setStatus = (user: AuthUser, id: string, payload: object) =>
  t.app.inject({
    method: "PUT",
    url: `/api/users/newstudentlist/${id}`,
    headers: auth(user.token),
    payload,
  });

describe("admission form", () => {
  it("needs sign-in", async () => {
    expect((await apply(undefined, VALID)).statusCode).toBe(401);
    const mine = await t.app.inject({ method: "GET", url: "/api/users/admission" });
    expect(mine.statusCode).toBe(401);
  });

  it("stores the admission under the account's name and email, pending, whatever the body says", async () => {
    const user = await createUser(t.app, "user", "Ananya Ghosh");
    const res = await apply(user, { ...VALID, name: "Mallory", email: "mallory@evil.test" });
    expect(res.statusCode).toBe(201);
    const admission = res.json<Admission>();
    expect(admission).toMatchObject({
      user: user._id,
      name: "Ananya Ghosh",
      email: user.email,
      address: VALID.address,
      gender: "female",
      classes: 10,
      pin: "742101",
      course: "mern",
      courseName: "Fullstack (MERN)",
      courseText: { en: "Fullstack (MERN)", bn: "ফুলস্ট্যাক (MERN)" },
      mobile: "9830012345",
      status: "pending",
    });
    expect(admission._id).toEqual(expect.any(String));
    expect(Date.parse(admission.createdAt)).not.toBeNaN();
  });

  it("names the course in both languages, on the profile too, for the page to show the reader's", async () => {
    const user = await createUser(t.app);
    expect((await apply(user, { ...VALID, course: "backend" })).statusCode).toBe(201);
    const mine = await t.app.inject({
      method: "GET",
      url: "/api/admissions/mine",
      headers: auth(user.token),
    });
    expect(mine.statusCode, mine.body).toBe(200);
    const [admission] = mine.json<Admission[]>();
    expect(admission).toMatchObject({
      courseName: "Back End",
      courseText: { en: "Back End", bn: "ব্যাক এন্ড" },
    });
  });

  it("takes a PIN code, a mobile and a class typed in Bengali digits, and keeps Latin ones", async () => {
    const user = await createUser(t.app, "user", "রুমা দত্ত");
    const res = await apply(user, {
      ...VALID,
      pin: "৭৪২১০১",
      mobile: "৯৮৩০০ ১২৩৪৫",
      classes: "১০",
      guardianPhone: "৯৮৩০০৫৪৩২১",
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<Admission>()).toMatchObject({
      pin: "742101",
      mobile: "9830012345",
      classes: 10,
      guardianPhone: "9830054321",
    });
    const row = await t.app.db
      .selectFrom("admissions")
      .select(["pin", "mobile"])
      .where("user_id", "=", user._id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ pin: "742101", mobile: "9830012345" });
  });

  it("takes the class as a numeric string, and leaves it out when empty", async () => {
    const a = await createUser(t.app);
    const res = await apply(a, { ...VALID, classes: "7", course: "Python" });
    expect(res.statusCode).toBe(201);
    expect(res.json<Admission>()).toMatchObject({ classes: 7, course: "python" });

    const b = await createUser(t.app);
    const { classes: _classes, ...withoutClass } = VALID;
    const none = await apply(b, withoutClass);
    expect(none.statusCode).toBe(201);
    expect(none.json<Admission>().classes).toBeNull();

    const c = await createUser(t.app);
    const blank = await apply(c, { ...VALID, classes: "" });
    expect(blank.statusCode).toBe(201);
    expect(blank.json<Admission>().classes).toBeNull();
  });

  it("normalises the mobile number to its ten digits", async () => {
    const user = await createUser(t.app);
    const res = await apply(user, { ...VALID, mobile: "+91 98300-12345" });
    expect(res.statusCode).toBe(201);
    expect(res.json<Admission>().mobile).toBe("9830012345");
  });

  it.each([
    ["class 0", { classes: 0 }, "classes"],
    ["class 13", { classes: 13 }, "classes"],
    ["class '13'", { classes: "13" }, "classes"],
    ["a fractional class", { classes: 2.5 }, "classes"],
    ["a 5-digit pin", { pin: "74210" }, "pin"],
    ["a pin starting with 0", { pin: "042101" }, "pin"],
    ["a 7-digit pin", { pin: "7421011" }, "pin"],
    ["a non-numeric mobile", { mobile: "98300abcde" }, "mobile"],
    ["a mobile starting with 5", { mobile: "5830012345" }, "mobile"],
    ["a 9-digit mobile", { mobile: "983001234" }, "mobile"],
    ["an unknown gender", { gender: "unknown" }, "gender"],
    ["an unknown course", { course: "cobol" }, "course"],
    ["an empty course", { course: "" }, "course"],
    ["a blank address", { address: "   " }, "address"],
    ["an address of 501 characters", { address: "x".repeat(501) }, "address"],
  ])("refuses %s with 400 naming the field", async (_name, change, field) => {
    const user = await createUser(t.app);
    const res = await apply(user, { ...VALID, ...change });
    expect(res.statusCode).toBe(400);
    expectIssue(res, field);
  });

  it.each(["address", "gender", "pin", "course", "mobile"])(
    "refuses a missing %s with 400 naming it",
    async (field) => {
      const user = await createUser(t.app);
      const payload: Record<string, unknown> = { ...VALID };
      delete payload[field];
      const res = await apply(user, payload);
      expect(res.statusCode).toBe(400);
      expectIssue(res, field);
    },
  );

  it("refuses a malformed body without a 500", async () => {
    const user = await createUser(t.app);
    for (const payload of ["[]", "null", '"text"', "{bad json"]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/users/admission",
        headers: { ...auth(user.token), "content-type": "application/json" },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
    }
  });

  it("allows one open admission per user; a new one only after a rejection", async () => {
    const user = await createUser(t.app);
    const first = await apply(user, VALID);
    expect(first.statusCode).toBe(201);
    const again = await apply(user, { ...VALID, course: "java" });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe("You have already applied");

    const firstId = first.json<Admission>()._id;
    expect((await setStatus(staff, firstId, { status: "rejected" })).statusCode).toBe(200);
    const second = await apply(user, { ...VALID, course: "java" });
    expect(second.statusCode).toBe(201);

    // Re-opening the rejected one would make two open admissions.
    const reopen = await setStatus(staff, firstId, { status: "pending" });
    expect(reopen.statusCode).toBe(409);

    const mine = await t.app.inject({
      method: "GET",
      url: "/api/users/admission",
      headers: auth(user.token),
    });
    expect(mine.json<Admission[]>().map((a) => [a.course, a.status])).toEqual([
      ["java", "pending"],
      ["mern", "rejected"],
    ]);
  });

  it("lets only one of two racing submissions in", async () => {
    const user = await createUser(t.app);
    const results = await Promise.all([apply(user, VALID), apply(user, VALID)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});

describe("a guardian for an applicant under 18", () => {
  /** The day `years` years (and `days` days) before today on India's calendar, YYYY-MM-DD. */
  const yearsAgo = (years: number, days = 0) => {
    const { year, month, day } = calendarPartsInIndia(new Date());
    const date = new Date(Date.UTC(year - years, month - 1, day - days));
    return date.toISOString().slice(0, 10);
  };
  const GUARDIAN = { guardianName: "Mita Das", guardianPhone: "9830099999" };

  it("refuses a minor's application without a guardian, naming both fields, in the reader's language", async () => {
    const user = await createUser(t.app);
    const res = await apply(user, { ...VALID, birthdate: yearsAgo(15) });
    expect(res.statusCode).toBe(400);
    expectIssue(res, "guardianName", "Under 18: please give a parent's or guardian's name");
    expectIssue(res, "guardianPhone", "Under 18: please give a parent's or guardian's mobile");
    // One missing: only that one is named.
    const noPhone = await apply(user, {
      ...VALID,
      birthdate: yearsAgo(15),
      guardianName: "Mita Das",
    });
    expect(noPhone.statusCode).toBe(400);
    expect(issuesOf(noPhone).map((issue) => issue.path)).toEqual(["guardianPhone"]);
    // Beside another field's refusal, not after it.
    const alsoAddress = await apply(user, { ...VALID, address: "", birthdate: yearsAgo(15) });
    expect(
      issuesOf(alsoAddress)
        .map((issue) => issue.path)
        .sort(),
    ).toEqual(["address", "guardianName", "guardianPhone"]);
    // An account that reads Bengali is told in Bengali.
    const registered = await t.app.inject({
      method: "POST",
      url: "/api/users",
      payload: { name: "রীতা সাহা", email: uniqueEmail("bn"), password: PASSWORD, locale: "bn" },
    });
    const bengali = await apply(registered.json<AuthUser>(), {
      ...VALID,
      birthdate: yearsAgo(15),
    });
    expectIssue(bengali, "guardianName", "১৮ বছরের কম বয়স: মা-বাবা বা অভিভাবকের নাম দিন");
  });

  it("takes a minor's application with the guardian's name and mobile, and keeps the birthdate", async () => {
    const user = await createUser(t.app);
    const res = await apply(user, { ...VALID, birthdate: yearsAgo(15), ...GUARDIAN });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Admission>()).toMatchObject({ birthdate: yearsAgo(15), ...GUARDIAN });
  });

  it("leaves the guardian optional from the 18th birthday on, and without a birthdate", async () => {
    const adult = await apply(await createUser(t.app), { ...VALID, birthdate: yearsAgo(30) });
    expect(adult.statusCode, adult.body).toBe(201);
    expect(adult.json<Admission>()).toMatchObject({ guardianName: "", guardianPhone: "" });
    const today = await apply(await createUser(t.app), { ...VALID, birthdate: yearsAgo(18) });
    expect(today.statusCode, today.body).toBe(201);
    const tomorrow = await apply(await createUser(t.app), {
      ...VALID,
      birthdate: yearsAgo(18, -1),
    });
    expect(tomorrow.statusCode).toBe(400);
    expectIssue(tomorrow, "guardianName");
    // The specification's client sends no birthdate: stored as none.
    const none = await apply(await createUser(t.app), VALID);
    expect(none.statusCode).toBe(201);
    expect(none.json<Admission>().birthdate).toBeNull();
  });

  it("refuses a birthdate that is no day, or not yet past", async () => {
    const user = await createUser(t.app);
    for (const birthdate of ["2010-02-30", "15/08/2010", yearsAgo(0), yearsAgo(-1), "1899-12-31"]) {
      const res = await apply(user, { ...VALID, birthdate, ...GUARDIAN });
      expect(res.statusCode, birthdate).toBe(400);
      expectIssue(res, "birthdate", /^Date of birth must be a real date/);
    }
  });
});

describe("new student list", () => {
  it("is for staff and admins only", async () => {
    const user = await createUser(t.app);
    const list = (token?: string) =>
      t.app.inject({
        method: "GET",
        url: "/api/users/newstudentlist",
        headers: token ? auth(token) : {},
      });
    expect((await list()).statusCode).toBe(401);
    expect((await list(user.token)).statusCode).toBe(403);
    expect((await list(staff.token)).statusCode).toBe(200);
    expect((await list(admin.token)).statusCode).toBe(200);
  });

  it("lists every admission newest first with the list's fields", async () => {
    const a = await createUser(t.app, "user", "First Applicant");
    const b = await createUser(t.app, "user", "Second Applicant");
    await apply(a, VALID);
    await apply(b, { ...VALID, gender: "male", course: "backend" });
    const res = await t.app.inject({
      method: "GET",
      url: "/api/users/newstudentlist",
      headers: auth(staff.token),
    });
    const list = res.json<Admission[]>();
    const names = list.map((admission) => admission.name);
    expect(names.indexOf("Second Applicant")).toBeLessThan(names.indexOf("First Applicant"));
    const [latest] = list;
    expect(Object.keys(latest ?? {}).sort()).toEqual(
      [
        "_id",
        "user",
        "name",
        "email",
        "address",
        "gender",
        "classes",
        "pin",
        "course",
        "courseName",
        "courseText",
        "mobile",
        "status",
        "batch",
        "batchName",
        "birthdate",
        "guardianName",
        "guardianPhone",
        "whatsappConsent",
        "createdAt",
        "updatedAt",
      ].sort(),
    );
  });

  it("lets staff and admins set a status that the applicant then sees", async () => {
    const user = await createUser(t.app);
    const id = (await apply(user, VALID)).json<Admission>()._id;

    const byUser = await setStatus(user, id, { status: "accepted" });
    expect(byUser.statusCode).toBe(403);

    const accepted = await setStatus(staff, id, { status: "waitlisted" });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<Admission>().status).toBe("waitlisted");
    const byAdmin = await setStatus(admin, id, { status: "accepted" });
    expect(byAdmin.json<Admission>().status).toBe("accepted");

    const mine = await t.app.inject({
      method: "GET",
      url: "/api/users/admission",
      headers: auth(user.token),
    });
    expect(mine.json<Admission[]>()).toEqual([
      expect.objectContaining({ _id: id, status: "accepted" }),
    ]);
  });

  it("mails the applicant each new status in their language, with a link to their profile", async () => {
    const mailsTo = (email: string) => outboxMailsTo(t.app, email);
    const english = await createUser(t.app, "user", "Ananya Ghosh");
    const id = (await apply(english, VALID)).json<Admission>()._id;
    expect(await mailsTo(english.email)).toEqual([]);
    await setStatus(staff, id, { status: "waitlisted" });
    await setStatus(staff, id, { status: "waitlisted" });
    await setStatus(admin, id, { status: "accepted" });
    const mails = await mailsTo(english.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      "Your admission to Fullstack (MERN) is on the waiting list",
      "Your admission to Fullstack (MERN) is accepted",
    ]);
    expect(mails[1]?.text).toContain(
      [
        "Hello Ananya Ghosh,",
        "",
        "Your admission to Fullstack (MERN) has been accepted. Welcome to the institute!",
        "",
        "See it on your profile: http://portal.test/profile",
      ].join("\n"),
    );

    const bengali = await createUser(t.app, "user", "রুমা দত্ত");
    await t.app.db
      .updateTable("users")
      .set({ locale: "bn" })
      .where("id", "=", bengali._id)
      .execute();
    const theirs = (await apply(bengali, VALID)).json<Admission>()._id;
    await setStatus(staff, theirs, { status: "rejected" });
    const inBengali = await mailsTo(bengali.email);
    expect(inBengali.map((mail) => mail.subject)).toEqual(["ফুলস্ট্যাক (MERN) কোর্সে আপনার ভর্তি প্রসঙ্গে"]);
    expect(inBengali[0]?.text).toContain(
      [
        "নমস্কার রুমা দত্ত,",
        "",
        "দুঃখিত, এবার ফুলস্ট্যাক (MERN) কোর্সে আপনাকে ভর্তি করা সম্ভব হচ্ছে না। কোনো প্রশ্ন থাকলে আমাদের সঙ্গে যোগাযোগ করুন।",
        "",
        "আপনার প্রোফাইলে দেখুন: http://portal.test/profile",
      ].join("\n"),
    );
  });

  it("answers 404 for an unknown id and 400 for a bad status or extra fields", async () => {
    const user = await createUser(t.app);
    const id = (await apply(user, VALID)).json<Admission>()._id;
    expect((await setStatus(staff, "no-such-id", { status: "accepted" })).statusCode).toBe(404);
    const bad = await setStatus(staff, id, { status: "enrolled" });
    expect(bad.statusCode).toBe(400);
    expectIssue(bad, "status");
    expect((await setStatus(staff, id, { status: "accepted", course: "java" })).statusCode).toBe(
      400,
    );
    expect((await setStatus(staff, id, {})).statusCode).toBe(400);
  });

  it("keeps applicants' admissions apart", async () => {
    const a = await createUser(t.app);
    const b = await createUser(t.app);
    await apply(a, VALID);
    const mine = await t.app.inject({
      method: "GET",
      url: "/api/users/admission",
      headers: auth(b.token),
    });
    expect(mine.json()).toEqual([]);
  });
});
