import type { CourseList } from "@app/shared/courses";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdfTextOf } from "../../test/pdf-text";
import { buildTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;

beforeAll(async () => {
  // Courses are institute data: present even without the demo data.
  t = await buildTestApp({ demoData: false });
});
afterAll(async () => {
  await t?.close();
});

/** The institute's courses and fees, in fee-table order, with the way the prospectus prints each fee. */
const EXPECTED = [
  { code: "mern", name: "Fullstack (MERN)", durationMonths: 6, totalFee: 17000, fee: "17,000" },
  { code: "frontend", name: "Front End", durationMonths: 3, totalFee: 6000, fee: "6,000" },
  { code: "backend", name: "Back End", durationMonths: 3, totalFee: 8000, fee: "8,000" },
  { code: "java", name: "Core Java", durationMonths: 3, totalFee: 5000, fee: "5,000" },
  { code: "python", name: "Core Python", durationMonths: 3, totalFee: 5000, fee: "5,000" },
];

describe("GET /api/courses", () => {
  it("lists the five courses with duration and total fee, in fee-table order, to anyone", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/courses" });
    expect(res.statusCode).toBe(200);
    expect(res.json<CourseList>()).toEqual({
      courses: EXPECTED.map(({ fee: _fee, ...course }) => course),
    });
  });
});

describe("GET /download", () => {
  it("answers the prospectus as an inline PDF naming every course, duration and fee", async () => {
    const res = await t.app.inject({ method: "GET", url: "/download" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe('inline; filename="prospectus.pdf"');
    // Browsers' built-in PDF viewers must not be blocked by the site's `object-src 'none'`.
    expect(res.headers["content-security-policy"]).toBe("frame-ancestors 'self'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf.subarray(-6).toString("latin1")).toContain("%%EOF");

    const text = await pdfTextOf(pdf);
    expect(text).toContain("Plassey Institute");
    expect(text).toContain("Prospectus");
    expect(text).toContain("Admission");
    expect(text).toContain("http://portal.test/admission");
    expect(text).not.toContain("Rs.");
    for (const course of EXPECTED) {
      // Name, duration and fee sit in one table row, read in that order.
      const escaped = course.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      expect(text, course.name).toMatch(
        new RegExp(`${escaped}\\s+${course.durationMonths} months\\s+₹${course.fee}`),
      );
    }
  });
});

describe("OpenAPI", () => {
  it("documents the institute's calls with their schemas", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    type Doc = {
      paths: Record<string, Record<string, { responses: Record<string, { content?: object }> }>>;
    };
    const { paths } = res.json<Doc>();
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        "/api/courses",
        "/visitor",
        "/download",
        "/weath",
        "/api/users/mapdata",
      ]),
    );
    expect(Object.keys(paths["/api/users/mapdata"] ?? {}).sort()).toEqual([
      "delete",
      "get",
      "post",
    ]);
    expect(Object.keys(paths["/weath"]?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(["200", "400", "404", "502"]),
    );
    expect(paths["/download"]?.get?.responses["200"]?.content).toHaveProperty(["application/pdf"]);
  });
});
