// /fees (docs/product.md, "Fees"): the school and entrance courses come from the catalogue, so a
// catalogue that failed says so with a way to try again instead of leaving them out; every course
// shows its own plan, and an open course its batches with seats and links that choose them on the
// admission form; each open computer course in the table has its own way to apply, and its batches
// starting under its name.
import type { Course, OpenBatch, PublicCourse } from "@app/shared/courses";
import { beforeAll, describe, expect, it } from "vitest";
import { failQuery, loadLanguages, queryCache, renderScreen, textOf } from "@/test/render-screen";
import { catalogueQueryOptions, FEES_BATCHES, nextBatchesQueryOptions } from "../api/catalogue";
import { getCoursesQueryOptions } from "../api/get-courses";
import { FeeTable } from "./fee-table";

beforeAll(loadLanguages);

const TABLE: Course[] = [
  { code: "mern", name: "Fullstack (MERN)", durationMonths: 6, totalFee: 17_000 },
  { code: "java", name: "Java", durationMonths: 3, totalFee: 5_000 },
];

const course = (overrides: Partial<PublicCourse>): PublicCourse => ({
  code: "mern",
  group: "computer",
  board: null,
  level: "",
  durationMonths: 6,
  name: { en: "Fullstack (MERN)", bn: "ফুলস্ট্যাক (MERN)" },
  description: { en: "", bn: "" },
  subjects: { en: "", bn: "" },
  totalFee: 1_700_000,
  feePlan: { kind: "once" },
  admissionOpen: true,
  photo: null,
  ...overrides,
});

const CATALOGUE: PublicCourse[] = [
  course({
    code: "wbjee",
    group: "entrance",
    name: { en: "WBJEE engineering entrance", bn: "ডব্লিউবিজেইই" },
    durationMonths: 12,
    totalFee: 2_400_000,
    feePlan: {
      kind: "instalments",
      instalments: [
        { amount: 1_200_000, dueAfterMonths: 0 },
        { amount: 1_200_000, dueAfterMonths: 6 },
      ],
    },
  }),
  course({
    code: "class10",
    group: "school",
    name: { en: "Class X, all subjects", bn: "দশম শ্রেণি" },
    admissionOpen: false,
  }),
  course({}),
  course({ code: "java", name: { en: "Java", bn: "জাভা" }, totalFee: 500_000 }),
];

const batch = (overrides: Partial<OpenBatch>): OpenBatch => ({
  _id: "b1",
  course: "wbjee",
  courseName: { en: "WBJEE engineering entrance", bn: "ডব্লিউবিজেইই" },
  name: "Sunday",
  startDate: "2026-12-06",
  days: ["sun"],
  startTime: "10:00",
  endTime: "13:00",
  teacher: "",
  room: "",
  online: false,
  seatsLeft: 12,
  totalFee: 2_400_000,
  feePlan: CATALOGUE[0]?.feePlan ?? { kind: "once" },
  ...overrides,
});

const withTable = () => {
  const client = queryCache();
  client.setQueryData(getCoursesQueryOptions().queryKey, TABLE);
  return client;
};

describe("/fees", () => {
  it("says the school and entrance courses failed to load, with Try again, keeping the table", async () => {
    const client = withTable();
    await failQuery(client, catalogueQueryOptions().queryKey, new Error("Network down"));
    const markup = renderScreen(<FeeTable />, { client });
    const text = textOf(markup);
    expect(text).toContain("Could not load the school and entrance courses");
    expect(text).toContain("Try again");
    expect(markup).toContain('role="alert"');
    // The fee table itself is the other query's, and stands.
    expect(text).toContain("Fullstack (MERN)");
    expect(text).toContain("₹17,000");
  });

  it("offers no way to apply when the catalogue failed or lacks the course", async () => {
    // Without the catalogue's word that a course is open, Apply would lead to "not open for
    // admission".
    const failed = withTable();
    await failQuery(failed, catalogueQueryOptions().queryKey, new Error("Network down"));
    const whenFailed = renderScreen(<FeeTable />, { client: failed });
    expect(textOf(whenFailed)).toContain("Fullstack (MERN)");
    expect(whenFailed).not.toContain("/admission");
    expect(textOf(whenFailed)).not.toContain("Apply for admission");

    const lacking = withTable();
    lacking.setQueryData(
      catalogueQueryOptions().queryKey,
      CATALOGUE.filter((entry) => entry.code !== "java"),
    );
    lacking.setQueryData(nextBatchesQueryOptions(FEES_BATCHES).queryKey, { items: [], total: 0 });
    const whenLacking = renderScreen(<FeeTable />, { client: lacking });
    expect(whenLacking).toContain('href="/admission?course=mern"');
    expect(whenLacking).not.toContain("course=java");
  });

  it("prints every course's own plan and no rule of paying in parts at the office", () => {
    const client = withTable();
    client.setQueryData(catalogueQueryOptions().queryKey, CATALOGUE);
    client.setQueryData(nextBatchesQueryOptions(FEES_BATCHES).queryKey, {
      items: [],
      total: 0,
    });
    const text = textOf(renderScreen(<FeeTable />, { client }));
    expect(text).not.toMatch(/ask at the office/i);
    expect(text).toContain("2 instalments: ₹12,000 on admission, ₹12,000 after 6 months");
    // The table's courses say how they are paid too.
    expect(text).toMatch(/Fullstack \(MERN\) One payment/);
  });

  it("lists an open course's batches with seats and links that choose them on the form", () => {
    const client = withTable();
    client.setQueryData(catalogueQueryOptions().queryKey, CATALOGUE);
    client.setQueryData(nextBatchesQueryOptions(FEES_BATCHES).queryKey, {
      items: [
        batch({}),
        batch({ _id: "b2", name: "Evening", seatsLeft: 1, totalFee: 2_000_000 }),
        batch({ _id: "b3", course: "class10", name: "Closed course's batch" }),
      ],
      total: 3,
    });
    const markup = renderScreen(<FeeTable />, { client });
    const text = textOf(markup);
    expect(text).toMatch(/Sunday: starts \S+ Sun · 10:00–13:00/);
    expect(text).toContain("12 seats left");
    expect(text).toContain("1 seat left");
    // A batch with a fee of its own says so.
    expect(text).toContain("This batch: ₹20,000");
    expect(markup).toContain('href="/admission?course=wbjee&amp;batch=b1"');
    expect(markup).toContain('href="/admission?course=wbjee&amp;batch=b2"');
    expect(markup).toContain('href="/admission?course=wbjee"');
    // A course closed for admission offers no way to apply.
    expect(text).not.toContain("Closed course's batch");
    expect(markup).not.toContain("course=class10");
  });

  it("reads the batches in Bengali on /bn/fees", () => {
    const client = withTable();
    client.setQueryData(catalogueQueryOptions().queryKey, CATALOGUE);
    client.setQueryData(nextBatchesQueryOptions(FEES_BATCHES).queryKey, {
      items: [batch({})],
      total: 1,
    });
    const markup = renderScreen(<FeeTable />, { client, language: "bn", at: "/bn/fees" });
    expect(textOf(markup)).toContain("১২টি আসন বাকি");
    expect(markup).toContain('href="/admission?course=wbjee&amp;batch=b1"');
  });

  it("gives each open computer course in the table a way to apply with the course chosen", () => {
    const client = withTable();
    client.setQueryData(
      catalogueQueryOptions().queryKey,
      CATALOGUE.map((entry) =>
        entry.code === "java" ? { ...entry, admissionOpen: false } : entry,
      ),
    );
    client.setQueryData(nextBatchesQueryOptions(FEES_BATCHES).queryKey, { items: [], total: 0 });
    const markup = renderScreen(<FeeTable />, { client });
    expect(markup).toContain('href="/admission?course=mern"');
    expect(markup).toContain('aria-label="Apply for admission: Fullstack (MERN)"');
    // A course closed for admission offers no way to apply.
    expect(markup).not.toContain("course=java");
    const bengali = renderScreen(<FeeTable />, { client, language: "bn", at: "/bn/fees" });
    expect(bengali).toContain('href="/admission?course=mern"');
    expect(textOf(bengali)).toContain("ফুলস্ট্যাক (MERN)");
  });

  it("lists an open computer course's batches in its row of the table, with their hours", () => {
    const client = withTable();
    client.setQueryData(
      catalogueQueryOptions().queryKey,
      CATALOGUE.map((entry) =>
        entry.code === "java" ? { ...entry, admissionOpen: false } : entry,
      ),
    );
    const computer = { courseName: { en: "Fullstack (MERN)", bn: "ফুলস্ট্যাক (MERN)" } };
    client.setQueryData(nextBatchesQueryOptions(FEES_BATCHES).queryKey, {
      items: [
        batch({
          ...computer,
          _id: "m1",
          course: "mern",
          name: "Weekday evening",
          days: ["mon", "wed"],
          startTime: "18:00",
          endTime: "20:00",
          seatsLeft: 9,
          totalFee: 1_700_000,
          feePlan: { kind: "once" },
        }),
        batch({ _id: "j1", course: "java", name: "Closed course's batch" }),
      ],
      total: 2,
    });
    const markup = renderScreen(<FeeTable />, { client });
    const table = textOf(markup.slice(0, markup.indexOf("</table>")));
    expect(table).toMatch(/Weekday evening: starts \S+ Mon, Wed · 18:00–20:00 9 seats left/);
    // The batch's fee is the course's: it says no fee of its own.
    expect(table).not.toContain("This batch:");
    expect(markup).toContain('href="/admission?course=mern&amp;batch=m1"');
    expect(markup).not.toContain("Closed course's batch");
    const bengali = textOf(renderScreen(<FeeTable />, { client, language: "bn", at: "/bn/fees" }));
    expect(bengali).toContain("৯টি আসন বাকি");
  });

  it("heads each row with the course's name and plan only, its batches and Apply in a cell it heads", () => {
    const client = withTable();
    client.setQueryData(catalogueQueryOptions().queryKey, CATALOGUE);
    client.setQueryData(nextBatchesQueryOptions(FEES_BATCHES).queryKey, {
      items: [
        batch({
          courseName: { en: "Fullstack (MERN)", bn: "ফুলস্ট্যাক (MERN)" },
          _id: "m1",
          course: "mern",
          name: "Weekday evening",
          totalFee: 1_700_000,
          feePlan: { kind: "once" },
        }),
      ],
      total: 1,
    });
    for (const language of ["en", "bn"] as const) {
      const at = language === "en" ? "/fees" : "/bn/fees";
      const markup = renderScreen(<FeeTable />, { client, language, at });
      // A screen reader says a row's header with each of its cells: the name and the plan.
      const headers = [...markup.matchAll(/<th[^>]*scope="row"[^>]*>(.*?)<\/th>/g)];
      expect(headers.map((header) => textOf(header[1] ?? ""))).toEqual(
        language === "en"
          ? ["Fullstack (MERN) One payment", "Java One payment"]
          : ["ফুলস্ট্যাক (MERN) এককালীন", "জাভা এককালীন"],
      );
      expect(headers.every((header) => !/<a |<ul/.test(header[1] ?? ""))).toBe(true);
      // The batches and the way to apply are a cell of their own, the table's width, which the
      // course's header heads.
      const mern = language === "en" ? "Fullstack" : "ফুলস্ট্যাক";
      const id = new RegExp(`<th[^>]*id="([^"]+)"[^>]*>${mern}`).exec(markup)?.[1];
      expect(id).toBeTruthy();
      const cell = new RegExp(`(<td[^>]*headers="${id}"[^>]*>)(.*?)</td>`).exec(markup);
      expect(cell?.[1]).toMatch(/colspan="3"/i);
      expect(cell?.[2]).toContain('href="/admission?course=mern&amp;batch=m1"');
      expect(cell?.[2]).toContain('href="/admission?course=mern"');
    }
  });
});
