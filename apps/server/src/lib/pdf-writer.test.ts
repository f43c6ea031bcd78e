import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import { pdfGlyphsOf } from "../test/pdf-glyphs";
import { pdfTextOf } from "../test/pdf-text";
import { drawTable } from "./pdf-table";
import { type PdfWriter, pdfWriter } from "./pdf-writer";

async function render(draw: (pdf: PdfWriter) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A4", margin: 56 });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    doc.on("end", () => resolve(Buffer.concat(chunks))),
  );
  draw(await pdfWriter(doc));
  doc.end();
  return done;
}

/** The pieces of text pdf.js finds on each page, with where they start and end (PDF points, y up). */
async function placedText(pdf: Buffer) {
  const { getDocumentProxy } = await import("unpdf");
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const pages = [];
  for (let number = 1; number <= document.numPages; number++) {
    const { items } = await (await document.getPage(number)).getTextContent();
    pages.push(
      items.flatMap((item) =>
        "str" in item && item.str.trim()
          ? [
              {
                str: item.str,
                x: item.transform[4],
                y: item.transform[5],
                right: item.transform[4] + item.width,
              },
            ]
          : [],
      ),
    );
  }
  return pages;
}

const MIXED =
  "WBCS প্রস্তুতি কোর্স: Group A and Group B officers, মাধ্যমিক ও উচ্চমাধ্যমিক ছাত্রছাত্রীদের জন্য সপ্তাহে তিন দিন";

describe("pdfWriter", () => {
  it("wraps text of two scripts as one paragraph, each script in its own font", async () => {
    let measured = 0;
    let drawn = 0;
    let lineHeight = 0;
    const pdf = await render(({ doc, text, heightOf }) => {
      doc.fontSize(11);
      lineHeight = doc.font("Bengali").currentLineHeight(true);
      measured = heightOf(MIXED, { width: 180 });
      const top = doc.y;
      text(MIXED, { width: 180 });
      drawn = doc.y - top;
    });

    expect(drawn).toBeCloseTo(measured, 6);
    // Pieces in either font share their line's baseline, and lines are evenly spaced, each with
    // room for Bengali even where it ends in Latin.
    const [page = []] = await placedText(pdf);
    const baselines = [...new Set(page.map((item) => item.y))].sort((a, b) => b - a);
    expect(baselines.length).toBeGreaterThanOrEqual(4);
    const gaps = baselines.slice(1).map((y, index) => (baselines[index] ?? 0) - y);
    for (const gap of gaps) expect(gap).toBeCloseTo(drawn / baselines.length, 3);
    expect(drawn / baselines.length).toBeGreaterThanOrEqual(lineHeight);

    const glyphs = await pdfGlyphsOf(pdf);
    expect(glyphs.filter(({ id }) => id === 0)).toEqual([]);
    for (const { unicode, font } of glyphs) {
      if (/\p{Script=Bengali}/u.test(unicode))
        expect(font, unicode).toBe("NotoSansBengali-Regular");
      if (/[A-Za-z]/.test(unicode)) expect(font, unicode).toBe("DejaVuSans");
    }
    const text = await pdfTextOf(pdf);
    expect(text).toContain("Group A and");
    expect(text).toContain("Group B officers,");
    expect(text).toContain("WBCS");
  });

  it("sets bold text in the bold font of each script", async () => {
    const glyphs = await pdfGlyphsOf(
      await render(({ text }) => text("মোট Total", { weight: "bold" })),
    );
    expect(new Set(glyphs.map(({ font }) => font))).toEqual(
      new Set(["NotoSansBengali-Bold", "DejaVuSans-Bold"]),
    );
  });

  it("aligns text of two scripts on the right edge, as pdfkit aligns text of one", async () => {
    const pdf = await render(({ text }) => {
      text("মোট Total ₹1,200", { x: 100, y: 100, width: 300, align: "right" });
      text("Total ₹1,200", { x: 100, y: 150, width: 300, align: "right" });
      text("মোট ₹১,২০০", { x: 100, y: 200, width: 300, align: "center" });
    });
    const [page = []] = await placedText(pdf);
    const rightEdge = (y: number) =>
      Math.max(...page.filter((item) => item.y === y).map((item) => item.right));
    const rows = [...new Set(page.map((item) => item.y))].sort((a, b) => b - a);
    expect(rows).toHaveLength(3);
    const [mixed = 0, latin = 0, centred = 0] = rows;
    expect(rightEdge(mixed)).toBeCloseTo(400, 1);
    expect(rightEdge(latin)).toBeCloseTo(400, 1);
    const left = Math.min(...page.filter((item) => item.y === centred).map((item) => item.x));
    expect(left - 100).toBeCloseTo(400 - rightEdge(centred), 1);
  });

  it("draws a table whose cells mix scripts and whose rows carry over to the next page", async () => {
    const rows = Array.from({ length: 40 }, (_, index) => [
      String(index + 1),
      `Row ${index + 1}: পলাশী স্মৃতিসৌধ ভ্রমণ এবং হাজারদুয়ারি প্রাসাদ, দুই দিনের শিক্ষামূলক ভ্রমণ`,
      { text: `₹${index + 1},000.00`, align: "right" as const },
    ]);
    const pdf = await render((writer) => {
      writer.doc.fontSize(10);
      drawTable(writer, {
        columns: [28, "*", 90],
        padding: [5, 6],
        border: { width: 0.5, color: "#9aa5b1" },
        rowBackground: (row) => (row === 0 ? "#e8eef7" : undefined),
        rows: [[{ text: "#", font: "bold" }, { text: "Item", font: "bold" }, "Amount"], ...rows],
      });
      writer.text("After the table");
    });

    const pages = await placedText(pdf);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    // Every row once, in order, and no row split between pages.
    const labels = pages.flatMap((page) =>
      page.flatMap((item) =>
        /^Row \d+/.test(item.str) ? [Number(item.str.match(/\d+/)?.[0])] : [],
      ),
    );
    expect(labels).toEqual(rows.map((_, index) => index + 1));
    for (const page of pages) {
      const onPage = page.filter((item) => /^₹/.test(item.str)).map((item) => item.str);
      const labelled = page.filter((item) => /^Row \d+/.test(item.str)).map((item) => item.str);
      expect(onPage).toHaveLength(labelled.length);
    }
    expect(await pdfTextOf(pdf)).toMatch(/₹40,000\.00\s+After the table/);
    expect((await pdfGlyphsOf(pdf)).filter(({ id }) => id === 0)).toEqual([]);
  });
});
