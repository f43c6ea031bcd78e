// Server messages with a count in each language: Bengali counts 0 as "one", as CLDR does.
import { GstRateFieldSchema } from "@app/shared/gst";
import { InvoiceLineInputSchema } from "@app/shared/invoices";
import { NumericAnswerSchema } from "@app/shared/question-bank";
import { VehicleYearSchema } from "@app/shared/vehicles";
import { describe, expect, it } from "vitest";
import { TOO_MANY_FILES } from "../plugins/uploads";
import { translate } from "./i18n";

const noun = /*i18n*/ { id: "uploads.noun.image", message: "image" };
const tooMany = (max: number) => ({ ...TOO_MANY_FILES, values: { max, noun } });

describe("a message with a count", () => {
  it("takes Bengali's plural forms and digits at 0, 1 and 2, its value translated too", () => {
    expect([0, 1, 2].map((max) => translate("bn", tooMany(max)))).toEqual([
      "সর্বাধিক ০টি ছবি বেছে নিন",
      "সর্বাধিক ১টি ছবি বেছে নিন",
      "সর্বাধিক ২টি ছবি বেছে নিন",
    ]);
  });

  it("reads as before in English", () => {
    expect([0, 1, 2].map((max) => translate("en", tooMany(max)))).toEqual([
      "Please choose at most 0 images",
      "Please choose at most one image",
      "Please choose at most 2 images",
    ]);
  });
});

// A number a message is given as a value (a limit, a refusal's amount, a shared schema's list of
// rates or years) comes out in the reader's digits: Bengali for a Bengali reader, Latin for one
// who chose them (docs/languages.md).
describe("a number given to a message", () => {
  const inBoth = (message: Parameters<typeof translate>[1]) => ({
    bengali: translate("bn", message),
    latin: translate("bn", message, true),
  });
  const refusal = (result: { error?: { issues: { message: string }[] } }) =>
    result.error?.issues[0]?.message ?? "";

  it("writes a limit in the reader's digits", () => {
    expect(inBoth({ id: "tickets.view.tooMany", values: { max: 20 } })).toEqual({
      bengali: "আপনার ২০টি ভিউ আছে: আগে একটি মুছে ফেলুন",
      latin: "আপনার 20টি ভিউ আছে: আগে একটি মুছে ফেলুন",
    });
  });

  it("writes an amount in rupees in the reader's digits", () => {
    expect(inBoth({ id: "payments.amount.tooMuch", values: { due: 1500.5 } })).toEqual({
      bengali: "পরিমাণটি বাকির (₹১,৫০০.৫০) চেয়ে বেশি",
      latin: "পরিমাণটি বাকির (₹1,500.50) চেয়ে বেশি",
    });
    expect(translate("en", { id: "payments.refund.tooMuch", values: { left: 250 } })).toBe(
      "The refund is more than is left of the payment (₹250.00)",
    );
  });

  it("writes each GST rate of a shared schema's refusal in the reader's digits", () => {
    const text = refusal(GstRateFieldSchema.safeParse(7));
    expect(text).toBe("The GST rate is one of 0, 5, 12, 18 or 28 percent");
    expect(inBoth(text)).toEqual({
      bengali: "GST-এর হার ০, ৫, ১২, ১৮ বা ২৮ শতাংশের একটি",
      latin: "GST-এর হার 0, 5, 12, 18 বা 28 শতাংশের একটি",
    });
  });

  it("writes an invoice's quantity refusal in Bengali, with the reader's digits", () => {
    const qty = refusal(InvoiceLineInputSchema.safeParse({ productId: "p1", qty: 1000 }));
    expect(qty).toBe("Quantity must be a whole number from 1 to 999");
    expect(inBoth(qty)).toEqual({
      bengali: "পরিমাণ ১ থেকে ৯৯৯-এর মধ্যে একটি পূর্ণসংখ্যা হতে হবে",
      latin: "পরিমাণ 1 থেকে 999-এর মধ্যে একটি পূর্ণসংখ্যা হতে হবে",
    });
  });

  it("writes a year of a shared schema's refusal in the reader's digits, ungrouped", () => {
    const next = new Date().getFullYear() + 1;
    const text = refusal(VehicleYearSchema.safeParse(1800));
    expect(text).toBe(`Year must be from 1886 to ${next}`);
    const bengaliNext = new Intl.NumberFormat("bn-IN", { useGrouping: false }).format(next);
    expect(inBoth(text)).toEqual({
      bengali: `সাল ১৮৮৬ থেকে ${bengaliNext}-এর মধ্যে হতে হবে`,
      latin: `সাল 1886 থেকে ${next}-এর মধ্যে হতে হবে`,
    });
  });

  it("writes a numeric question's limits as numbers", () => {
    const text = refusal(NumericAnswerSchema.safeParse({ value: 2e12 }));
    expect(text).toBe("The answer must be between -10,00,00,00,00,000 and 10,00,00,00,00,000");
    expect(translate("bn", text)).toBe(
      "উত্তর -১০,০০,০০,০০,০০,০০০ থেকে ১০,০০,০০,০০,০০,০০০-এর মধ্যে হতে হবে",
    );
  });
});
