import { describe, expect, it } from "vitest";
import {
  amountInWords,
  documentNumber,
  GstinSchema,
  gstinCheckCharacter,
  gstinProblem,
  lineTax,
  numberInWords,
  placeOfSupply,
  RULE_46_NUMBER,
} from "./gst";

describe("a GSTIN", () => {
  it("is taken when its check character matches (published GSTINs)", () => {
    for (const gstin of ["27AAPFU0939F1ZV", "33AAACH7409R1Z8"]) {
      expect(gstinProblem(gstin), gstin).toBeNull();
    }
    expect(GstinSchema.parse(" 27aapfu0939f1zv ")).toBe("27AAPFU0939F1ZV");
  });

  it("is refused with a wrong check character, naming the typing mistake", () => {
    expect(gstinProblem("27AAPFU0939F1ZW")).toBe("check");
    // Two characters swapped: the check catches it.
    expect(gstinProblem("27AAPFU0399F1ZV")).toBe("check");
    const refused = GstinSchema.safeParse("27AAPFU0939F1ZW");
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toMatch(/last character/);
  });

  it("is refused when its shape or its state code is wrong", () => {
    expect(gstinProblem("27AAPFU0939F1Z")).toBe("shape");
    expect(gstinProblem("27AAPFU0939F1AV")).toBe("shape");
    const noState = `99AAPFU0939F1Z`;
    expect(gstinProblem(noState + gstinCheckCharacter(noState))).toBe("state");
  });
});

describe("the tax of a line", () => {
  const inside = { interState: false, inclusive: false };
  const across = { interState: true, inclusive: false };

  it("splits 18 % into CGST 9 % and SGST 9 % inside the state", () => {
    expect(lineTax(1_000_000, 18, inside)).toEqual({
      taxablePaise: 1_000_000,
      heads: [
        { head: "cgst", rate: 9, paise: 90_000 },
        { head: "sgst", rate: 9, paise: 90_000 },
      ],
      totalPaise: 1_180_000,
    });
  });

  it("charges IGST 18 % across states", () => {
    expect(lineTax(1_000_000, 18, across)).toEqual({
      taxablePaise: 1_000_000,
      heads: [{ head: "igst", rate: 18, paise: 180_000 }],
      totalPaise: 1_180_000,
    });
  });

  it("rounds each head half a paisa up, so CGST and SGST stay equal on awkward amounts", () => {
    // 9 % of ₹0.05 is 0.45 paise: none; of ₹0.06, 0.54 paise: one.
    expect(lineTax(5, 18, inside).heads.map((head) => head.paise)).toEqual([0, 0]);
    expect(lineTax(6, 18, inside).heads.map((head) => head.paise)).toEqual([1, 1]);
    // 2.5 % of ₹333.33 is 833.325 paise: 833.
    expect(lineTax(33_333, 5, inside).heads.map((head) => head.paise)).toEqual([833, 833]);
    // 14 % of ₹99.99 is 1,399.86 paise: 1,400.
    expect(lineTax(9_999, 28, inside).heads.map((head) => head.paise)).toEqual([1_400, 1_400]);
    expect(lineTax(9_999, 28, across).heads).toEqual([{ head: "igst", rate: 28, paise: 2_800 }]);
  });

  it("keeps a tax-inclusive price exactly as quoted, the odd paisa in the taxable value", () => {
    for (const amount of [1, 99, 100, 11_800, 99_999, 1_234_567, 199_950]) {
      for (const interState of [false, true]) {
        for (const rate of [0, 5, 12, 18, 28] as const) {
          const line = lineTax(amount, rate, { interState, inclusive: true });
          expect(line.totalPaise, `${amount} at ${rate}`).toBe(amount);
          const tax = line.heads.reduce((sum, head) => sum + head.paise, 0);
          expect(line.taxablePaise + tax).toBe(amount);
          // Within a paisa per head of the rate applied to the taxable value.
          expect(Math.abs(tax - (line.taxablePaise * rate) / 100)).toBeLessThanOrEqual(
            line.heads.length,
          );
        }
      }
    }
    expect(lineTax(11_800, 18, { interState: false, inclusive: true })).toMatchObject({
      taxablePaise: 10_000,
      heads: [{ paise: 900 }, { paise: 900 }],
    });
  });

  it("charges nothing at 0 % and refuses an amount that is not whole paise", () => {
    expect(lineTax(50_000, 0, inside).totalPaise).toBe(50_000);
    expect(() => lineTax(10.5, 18, inside)).toThrow(RangeError);
    expect(() => lineTax(-1, 18, inside)).toThrow(RangeError);
  });
});

describe("a document's number", () => {
  it("is the series, the financial year and a number, within Rule 46's 16 characters", () => {
    expect(documentNumber("invoice", "2026-27", 1)).toBe("IN/26-27/00001");
    expect(documentNumber("creditNote", "2026-27", 42)).toBe("CN/26-27/00042");
    for (const sequence of [1, 9_999, 10_000, 99_999, 100_000, 999_999]) {
      const number = documentNumber("invoice", "2099-00", sequence);
      expect(number.length, number).toBeLessThanOrEqual(16);
      expect(number).toMatch(RULE_46_NUMBER);
    }
  });

  it("refuses what would break the rule rather than print it", () => {
    expect(() => documentNumber("invoice", "2026-27", 10_000_000)).toThrow(/Rule 46/);
    expect(() => documentNumber("invoice", "26-27", 1)).toThrow();
    expect(() => documentNumber("invoice", "2026-27", 0)).toThrow();
  });
});

describe("an amount in words", () => {
  it("groups rupees the Indian way in English", () => {
    expect(amountInWords(123_456_750, "en")).toBe(
      "Rupees Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven and Fifty Paise Only",
    );
    expect(amountInWords(100, "en")).toBe("Rupees One Only");
    expect(amountInWords(50, "en")).toBe("Rupees Zero and Fifty Paise Only");
    expect(amountInWords(1_20_00_00_000_00, "en")).toBe("Rupees One Hundred Twenty Crore Only");
    expect(numberInWords(10_01_000, "en")).toBe("Ten Lakh One Thousand");
  });

  it("writes Bengali with Bengali's own words for every number below a hundred", () => {
    expect(amountInWords(123_456_750, "bn")).toBe("বারো লক্ষ চৌত্রিশ হাজার পাঁচশো সাতষট্টি টাকা পঞ্চাশ পয়সা মাত্র");
    expect(numberInWords(99, "bn")).toBe("নিরানব্বই");
    expect(numberInWords(1_999, "bn")).toBe("এক হাজার নশো নিরানব্বই");
    expect(amountInWords(2_00_00_000_00, "bn")).toBe("দুই কোটি টাকা মাত্র");
  });
});

describe("a place of supply", () => {
  it("is written as the GST portal writes it", () => {
    expect(placeOfSupply("19")).toBe("19-West Bengal");
  });
});
