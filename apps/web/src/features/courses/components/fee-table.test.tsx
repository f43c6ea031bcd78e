// /fees (docs/product.md, "Fees"): the school and entrance courses come from the catalogue, so a
// catalogue that failed says so with a way to try again instead of leaving them out; every course
// shows its own plan, and an open course its batches with seats and links that choose them on the
// admission form.
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
});
