// The prospectus with courses named in Bengali: what a reader of the PDF sees, through pdf.js.
import type { Course } from "@app/shared/courses";
import { describe, expect, it } from "vitest";
import { lettersWithin, pdfGlyphsOf } from "../../test/pdf-glyphs";
import { pdfTextOf } from "../../test/pdf-text";
import { renderProspectus } from "./prospectus-pdf";

const courses: Course[] = [
  { code: "madhyamik", name: "মাধ্যমিক প্রস্তুতি", durationMonths: 12, totalFee: 18_000 },
  { code: "wbcs", name: "WBCS প্রস্তুতি (Group A)", durationMonths: 6, totalFee: 24_000 },
  { code: "spoken", name: "Spoken English", durationMonths: 3, totalFee: 4_500 },
];

describe("renderProspectus", () => {
  it("prints course names in Bengali in Noto Sans Bengali, with no empty boxes", async () => {
    const pdf = await renderProspectus(courses, {
      publicUrl: "http://portal.test",
      issued: new Date("2026-11-02T06:30:00Z"),
      locale: "bn",
      // Latin digits, so the fees read back as the English prospectus's do.
      latinDigits: true,
    });
    expect(pdf.toString("latin1")).toContain("/Lang (bn)");

    const glyphs = await pdfGlyphsOf(pdf);
    expect(glyphs.filter(({ id }) => id === 0)).toEqual([]);
    const bengali = glyphs.filter(({ unicode }) => /\p{Script=Bengali}/u.test(unicode));
    expect(new Set(bengali.map(({ font }) => font))).toEqual(
      // Bold: the headings, which are the catalogue's Bengali.
      new Set(["NotoSansBengali-Regular", "NotoSansBengali-Bold"]),
    );

    const text = await pdfTextOf(pdf);
    // Each row reads name, duration and fee in that order; Latin beside Bengali reads as written.
    expect(text).toMatch(/Group A\)\s+6\s+\S+\s+₹24,000/);
    expect(text).toMatch(/WBCS/);
    expect(text).toMatch(/Spoken English\s+3\s+\S+\s+₹4,500/);
    // Its own words are the catalogue's Bengali.
    expect(text).not.toContain("Courses and fees");
    expect(text).toContain("http://portal.test/admission");
    // Every Bengali letter is there; pdf.js reads them in drawing order (see invoice-pdf.test.ts).
    const names = courses.map(({ name }) => name).join("");
    expect(lettersWithin(text, names, "Bengali")).toEqual([]);
  });

  it("prints its fees and durations in Bengali digits (latinDigits: false), with no empty boxes", async () => {
    const pdf = await renderProspectus(courses, {
      publicUrl: "http://portal.test",
      issued: new Date("2026-11-02T06:30:00Z"),
      locale: "bn",
      latinDigits: false,
    });
    const glyphs = await pdfGlyphsOf(pdf);
    expect(glyphs.filter(({ id }) => id === 0)).toEqual([]);
    const digits = glyphs.filter(({ unicode }) => /[০-৯]/.test(unicode));
    expect(digits.length).toBeGreaterThan(10);
    expect(new Set(digits.map(({ font }) => font.replace("-Bold", "-Regular")))).toEqual(
      new Set(["NotoSansBengali-Regular"]),
    );
    const text = await pdfTextOf(pdf);
    expect(text).toContain("₹২৪,০০০");
    expect(text).toContain("₹৪,৫০০");
    expect(text).not.toContain("24,000");
    // Its links are addresses, in Latin letters and digits, the public ones in Bengali.
    expect(text).toContain("http://portal.test/bn/register");
  });
});
