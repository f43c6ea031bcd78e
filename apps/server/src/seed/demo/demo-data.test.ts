import type { Admission } from "@app/shared/admissions";
import type { Catalogue } from "@app/shared/courses";
import type { Note, StaffTicket } from "@app/shared/tickets";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, auth, buildTestApp, login, type TestApp } from "../../test/test-app";
import { seedDemoData } from "./demo-data";

const silent = { info: () => {}, warn: () => {} };

describe("demo data", () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp({ demoData: true });
    token = (await login(t.app, ADMIN.email, ADMIN.password)).token;
  });
  afterAll(async () => {
    await t.close();
  });

  const queue = async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/staff/tickets",
      headers: auth(token),
    });
    expect(res.statusCode).toBe(200);
    return res.json<StaffTicket[]>();
  };

  it("gives a first start tickets in every state, newest first, with staff replies", async () => {
    const tickets = await queue();
    expect(tickets.map((ticket) => [ticket.product, ticket.status, ticket.customer.name])).toEqual([
      ["plassey", "new", "Tapan Roy"],
      ["hazarduari", "open", "Tapan Roy"],
      ["iskon", "closed", "Mitali Das"],
    ]);
    const open = tickets[1];
    const notes = await t.app.inject({
      method: "GET",
      url: `/api/tickets/${open?._id}/notes`,
      headers: auth(token),
    });
    expect(notes.json<Note[]>().map((note) => [note.authorName, note.isStaff])).toEqual([
      ["Tapan Roy", false],
      ["Sima Sen", true],
    ]);
  });

  it("gives the new student list two admissions, newest first", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/users/newstudentlist",
      headers: auth(token),
    });
    expect(res.json<Admission[]>().map((a) => [a.name, a.course, a.status])).toEqual([
      ["Tapan Roy", "mern", "pending"],
      ["Mitali Das", "python", "accepted"],
    ]);
  });

  it("seeds once per database, also when two starts race", async () => {
    const results = await Promise.all([
      seedDemoData(t.app.db, silent),
      seedDemoData(t.app.db, silent),
    ]);
    expect(results).toEqual([false, false]);
    expect(await queue()).toHaveLength(3);
  });
});

describe("demo data on an empty database", () => {
  it("is seeded by exactly one of two racing starts", async () => {
    const t = await buildTestApp();
    try {
      const results = await Promise.all([
        seedDemoData(t.app.db, silent),
        seedDemoData(t.app.db, silent),
      ]);
      expect(results.filter(Boolean)).toHaveLength(1);
      const count = await t.app.db
        .selectFrom("tickets")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirst();
      expect(Number(count?.n)).toBe(3);
    } finally {
      await t.close();
    }
  });
});

describe("demo courses", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ demoData: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it("offers a course in every group, in both languages, with batches open to join", async () => {
    const catalogue = (
      await t.app.inject({ method: "GET", url: "/api/courses/catalogue" })
    ).json<Catalogue>();
    const groups = new Set(catalogue.courses.map((course) => course.group));
    expect([...groups]).toEqual(["school", "entrance", "computer"]);
    for (const course of catalogue.courses) {
      expect(course.name.en, course.code).not.toBe("");
      expect(course.name.bn, course.code).not.toBe("");
    }
    expect(catalogue.courses.map((course) => course.code)).toEqual(
      expect.arrayContaining(["class-10-wbbse", "class-12-wbchse-science", "wbjee", "wbcs"]),
    );
    const open = await t.app.inject({ method: "GET", url: "/api/batches/open" });
    expect(Number(open.headers["x-total-count"])).toBeGreaterThanOrEqual(5);
    // The five computer courses' fee table is as it was.
    const table = await t.app.inject({ method: "GET", url: "/api/courses" });
    expect(table.json<{ courses: unknown[] }>().courses).toHaveLength(5);
  });
});
