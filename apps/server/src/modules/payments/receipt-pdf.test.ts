// A receipt in Bengali: in Bengali digits unless its reader chose Latin ones, the institute named
// and addressed in Bengali where its settings have it, with no empty boxes (docs/languages.md).
import { INSTITUTE } from "@app/shared/institute";
import type { Payment } from "@app/shared/payments";
import { describe, expect, it } from "vitest";
import { lettersWithin, pdfGlyphsOf } from "../../test/pdf-glyphs";
import { pdfTextOf } from "../../test/pdf-text";
import { renderReceiptPdf } from "./receipt-pdf";

const payment: Payment = {
  id: "01JDPAYMENTBENGALI000000001",
  status: "paid",
  amountPaise: 1_250_050,
  refundedPaise: 0,
  currency: "INR",
  method: "cash",
  provider: null,
  gateway: null,
  upiLink: null,
  debt: { kind: "instalment", id: "01JDINSTALMENT0000000000001" },
  label: "পাইথন: কিস্তি ১/৩",
  payerId: "01JDUSER00000000000000000001",
  payerName: "অর্পিতা বন্দ্যোপাধ্যায়",
  reference: null,
  takenBy: "সুমিতা রায়",
  receiptNumber: "RCT-2026-27/0007",
  paidAt: "2026-11-02T06:30:00.000Z",
  createdAt: "2026-11-02T06:30:00.000Z",
};

const institute = {
  ...INSTITUTE,
  name: "Nadia Academy",
  nameBn: "নদিয়া অ্যাকাডেমি",
  addressLines: ["3 Fort Road, Krishnanagar"],
  addressLinesBn: ["৩ ফোর্ট রোড, কৃষ্ণনগর"],
};

describe("renderReceiptPdf", () => {
  it("is in Bengali digits for a Bengali reader, the institute in Bengali, with no empty boxes", async () => {
    const pdf = await renderReceiptPdf(payment, institute, "bn");
    const glyphs = await pdfGlyphsOf(pdf);
    expect(glyphs.filter(({ id }) => id === 0)).toEqual([]);
    const digits = glyphs.filter(({ unicode }) => /[০-৯]/.test(unicode));
    expect(new Set(digits.map(({ font }) => font.replace("-Bold", "-Regular")))).toEqual(
      new Set(["NotoSansBengali-Regular"]),
    );
    const text = await pdfTextOf(pdf);
    expect(text).toContain("₹১২,৫০০.৫০");
    expect(text).not.toContain("12,500.50");
    expect(text).not.toContain("Nadia Academy");
    expect(text).not.toContain("Fort Road");
    expect(
      lettersWithin(text, `${institute.nameBn}${institute.addressLinesBn[0]}`, "Bengali"),
    ).toEqual([]);
    // The receipt's number is a reference, written as it is.
    expect(text).toContain("RCT-2026-27/0007");
  });

  it("is in Latin digits for a Bengali reader who chose them, its words still Bengali", async () => {
    const text = await pdfTextOf(await renderReceiptPdf(payment, institute, "bn", true));
    expect(text).toContain("₹12,500.50");
    expect(text).not.toMatch(/₹[০-৯]/);
    expect(text).not.toContain("Received from");
  });

  it("names the institute in English for an English reader", async () => {
    const text = await pdfTextOf(await renderReceiptPdf(payment, institute, "en"));
    expect(text).toContain("Nadia Academy");
    expect(text).toContain("3 Fort Road, Krishnanagar");
    expect(text).toContain("₹12,500.50");
  });
});
