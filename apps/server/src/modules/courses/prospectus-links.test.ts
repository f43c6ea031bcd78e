// The prospectus from the site's data (decision 043): courses with fees and plans, the batches
// starting, trips with their departures, the teachers and how to reach the institute; its links
// start with PUBLIC_URL, and without it they are relative, never this machine's address.
import type { AuthUser } from "@app/shared/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indiaDay } from "../../lib/days";
import { pdfTextOf } from "../../test/pdf-text";
import { auth, buildTestApp, createUser, type TestApp } from "../../test/test-app";
import { createInstituteService } from "../institute/institute.service";

const inDays = (days: number): string => {
  const day = new Date(`${indiaDay()}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

async function withData(t: TestApp): Promise<void> {
  const staff: AuthUser = await createUser(t.app, "staff", "Sam Staff");
  const post = async (url: string, payload: object) => {
    const res = await t.app.inject({ method: "POST", url, headers: auth(staff.token), payload });
    if (res.statusCode !== 201) throw new Error(`${url}: ${res.body}`);
  };
  await post("/api/staff/teachers", {
    name: { en: "Rina Sarkar", bn: "রিনা সরকার" },
    subjects: { en: "Physics", bn: "পদার্থবিদ্যা" },
    published: true,
  });
  await post("/api/staff/teachers", {
    name: { en: "Hidden Hari", bn: "" },
    subjects: { en: "Chemistry", bn: "" },
    published: false,
  });
  await post("/api/staff/trips/plassey/departures", {
    date: inDays(20),
    seats: 30,
    adultPricePaise: 125_000,
    childPricePaise: 60_000,
  });
  await post("/api/staff/courses", {
    code: "wbjee-parts",
    group: "entrance",
    level: "Class XII passed",
    durationMonths: 12,
    name: { en: "WBJEE in parts", bn: "কিস্তিতে ডব্লিউবিজেইই" },
    description: { en: "", bn: "" },
    subjects: { en: "Physics", bn: "" },
    totalFee: 2_400_000,
    feePlan: {
      kind: "instalments",
      instalments: [
        { amount: 1_000_000, dueAfterMonths: 0 },
        { amount: 1_400_000, dueAfterMonths: 6 },
      ],
    },
    admissionOpen: true,
  });
  await post("/api/staff/courses/python/batches", {
    name: "Evening",
    startDate: inDays(10),
    days: ["mon", "wed"],
    startTime: "18:00",
    endTime: "20:00",
    seats: 12,
  });
}

const prospectus = async (t: TestApp, lang = "en") =>
  pdfTextOf(
    (await t.app.inject({ method: "GET", url: `/api/courses/prospectus?lang=${lang}` })).rawPayload,
  );

describe("the prospectus with PUBLIC_URL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ documentUrl: "https://institute.example" });
    await withData(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("prints courses with plans, batches, trips' departures, teachers and the way to reach us", async () => {
    const text = await prospectus(t);
    expect(text).toContain("https://institute.example/admission");
    expect(text).toContain("https://institute.example/");
    expect(text).toContain("Batches starting soon");
    expect(text).toMatch(/Evening: starts .*12 seats left/);
    expect(text).toContain("Plassey Monument");
    expect(text).toMatch(/₹1,250(\.00)? per adult/);
    expect(text).toContain("Rina Sarkar: Physics");
    expect(text).not.toContain("Hidden Hari");
    expect(text).toContain("12 Station Road, Palashi");
    expect(text).toContain("+91 98765 43210");
    expect(text).toContain("https://www.google.com/maps?q=");
    // Each course's own plan, never a rule of monthly fees the courses do not follow.
    expect(text).toMatch(/WBJEE in parts[\s\S]*₹10,000 on admission,\s+₹14,000 after 6\s+months/);
    expect(text).toContain("At once");
    expect(text).not.toMatch(/each month|paid monthly/i);
    expect(text).not.toContain("localhost");
  });

  it("prints the Bengali prospectus with the same data", async () => {
    const text = await prospectus(t, "bn");
    expect(text).toContain("https://institute.example/admission");
    // The public pages it names at their Bengali addresses (docs/languages.md).
    expect(text).toContain("https://institute.example/bn/register");
    expect(text).toContain("https://institute.example/bn/");
    expect(text).not.toContain("https://institute.example/register");
    expect(text).toContain("সরকার");
    expect(text).not.toContain("Batches starting soon");
  });

  it("names the institute and its address as its staff saved them, in the reader's language", async () => {
    const service = createInstituteService(t.app.db);
    const before = await service.get();
    await service.update({
      ...before,
      name: "Nadia Academy",
      nameBn: "নদিয়া অ্যাকাডেমি",
      addressLines: ["3 Fort Road, Krishnanagar"],
      addressLinesBn: ["৩ ফোর্ট রোড, কৃষ্ণনগর"],
    });
    try {
      const english = await prospectus(t);
      expect(english).toContain("Nadia Academy");
      expect(english).toContain("3 Fort Road, Krishnanagar");
      expect(english).not.toContain("Plassey Institute");
      const bengali = await prospectus(t, "bn");
      expect(bengali).toContain("কৃষ্ণনগর");
      expect(bengali).not.toContain("Nadia Academy");
      expect(bengali).not.toContain("Plassey Institute");
    } finally {
      await service.update(before);
    }
  });
});

describe("the prospectus without PUBLIC_URL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ documentUrl: "" });
    await withData(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("prints relative links, never localhost", async () => {
    const text = await prospectus(t);
    expect(text).toContain(" /register");
    expect(text).toContain(" /admission");
    expect(text).not.toContain("localhost");
    expect(text).not.toContain("portal.test");
  });
});
