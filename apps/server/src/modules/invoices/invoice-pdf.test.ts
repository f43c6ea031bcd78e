// An invoice made out in Bengali: what a reader of the PDF sees, through pdf.js.
import { INSTITUTE } from "@app/shared/institute";
import type { Invoice } from "@app/shared/invoices";
import { describe, expect, it } from "vitest";
import { lettersWithin, pdfGlyphsOf } from "../../test/pdf-glyphs";
import { pdfTextOf } from "../../test/pdf-text";
import { renderInvoicePdf } from "./invoice-pdf";

const invoice: Invoice = {
  _id: "01JDINVOICEBENGALI0000000001",
  number: "INV-2026-27/0042",
  financialYear: "2026-27",
  customer: { name: "অর্পিতা বন্দ্যোপাধ্যায়", address: "১২ লেক রোড, বহরমপুর ৭৪২১০১" },
  lines: [
    {
      productId: "01JDPRODUCTPLASSEY000000001",
      name: "পলাশী স্মৃতিসৌধ ভ্রমণ (Plassey Monument)",
      pricePaise: 120_000,
      qty: 2,
      totalPaise: 240_000,
    },
    {
      productId: "01JDPRODUCTNOTES00000000001",
      name: "উচ্চমাধ্যমিক পদার্থবিদ্যা নোট: কার্তিক সংস্করণ, ভর্তির ফি কিস্তিতে দেওয়া যায়",
      pricePaise: 45_050,
      qty: 1,
      totalPaise: 45_050,
    },
  ],
  totalPaise: 285_050,
  createdAt: "2026-11-02T06:30:00.000Z",
  createdBy: "01JDADMIN000000000000000001",
  createdByName: "সুমিতা রায়",
};

describe("renderInvoicePdf", () => {
  it("prints Bengali names and items in Noto Sans Bengali, with no empty boxes", async () => {
    // In Bengali with Latin digits, so the amounts read back as the English invoice's do.
    const pdf = await renderInvoicePdf(invoice, INSTITUTE, "bn", true);
    expect(pdf.toString("latin1")).toContain("/Lang (bn)");

    const glyphs = await pdfGlyphsOf(pdf);
    // .notdef (glyph 0) is the empty box a font draws for a character it lacks.
    expect(glyphs.filter(({ id }) => id === 0)).toEqual([]);
    const fontOf = (letters: RegExp) =>
      new Set(glyphs.filter(({ unicode }) => letters.test(unicode)).map(({ font }) => font));
    expect(fontOf(/\p{Script=Bengali}/u)).toEqual(
      // Bold: the headings, which are the catalogue's Bengali.
      new Set(["NotoSansBengali-Regular", "NotoSansBengali-Bold"]),
    );
    expect(fontOf(/[A-Za-z₹]/)).toEqual(new Set(["DejaVuSans", "DejaVuSans-Bold"]));

    const text = await pdfTextOf(pdf);
    // Latin text and amounts read back as written, also beside Bengali in one line.
    for (const expected of [
      "INV-2026-27/0042",
      // The invoice's own words are the catalogue's Bengali ("Unit price").
      "একক দাম",
      "Plassey Monument",
      "₹1,200.00",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain("₹2,850.50");
    // Bengali without reordered vowel signs reads back as written too...
    expect(text).toContain("বহরমপুর");
    // ...but a PDF's text is its glyphs in the order they are drawn, and a vowel sign such as ি or
    // ে is drawn before its consonant: pdf.js reads কিস্তিতে as িকিস্তেত (viewers that follow a
    // span's ActualText do better). So every Bengali letter must be there, in any order.
    const written = [
      invoice.customer?.name,
      invoice.customer?.address,
      ...invoice.lines.map(({ name }) => name),
      invoice.createdByName,
    ].join("");
    expect(lettersWithin(text, written, "Bengali")).toEqual([]);
    expect(text).not.toContain("Bill to");
  });

  it("prints its amounts and dates in Bengali digits (latinDigits: false), with no empty boxes", async () => {
    const pdf = await renderInvoicePdf(invoice, INSTITUTE, "bn", false);
    const glyphs = await pdfGlyphsOf(pdf);
    expect(glyphs.filter(({ id }) => id === 0)).toEqual([]);
    // Every Bengali digit is drawn in the Bengali font.
    const digits = glyphs.filter(({ unicode }) => /[০-৯]/.test(unicode));
    expect(digits.length).toBeGreaterThan(10);
    expect(new Set(digits.map(({ font }) => font.replace("-Bold", "-Regular")))).toEqual(
      new Set(["NotoSansBengali-Regular"]),
    );
    const text = await pdfTextOf(pdf);
    expect(text).toContain("₹২,৮৫০.৫০");
    expect(text).toContain("₹১,২০০.০০");
    expect(text).not.toContain("2,850.50");
    // The invoice's number is a reference, written as it is.
    expect(text).toContain("INV-2026-27/0042");
  });

  it("prints an English invoice in DejaVu Sans alone", async () => {
    const english = {
      ...invoice,
      customer: { name: "Rina Customer", address: "4 Lake Road, Berhampore" },
      lines: [{ ...invoice.lines[0], name: "Gel pen" } as Invoice["lines"][number]],
      createdByName: "Admin",
    };
    const glyphs = await pdfGlyphsOf(await renderInvoicePdf(english, INSTITUTE));
    expect(new Set(glyphs.map(({ font }) => font))).toEqual(
      new Set(["DejaVuSans", "DejaVuSans-Bold"]),
    );
  });
});
