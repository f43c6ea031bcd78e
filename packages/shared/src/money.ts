// Money is counted in paise (integers) wherever it is added up; rupee fields are for display.
import { z } from "zod";
import { latinDigits } from "./digits";
import { type SharedMessage, sharedText } from "./messages";

const RUPEES_INVALID = /*i18n*/ {
  id: "money.rupees.invalid",
  message:
    "{field} must be an amount in rupees from {min} to {max}, with at most {decimals} decimals",
};

/** Highest price a product may have: ten lakh rupees (keeps every invoice total exact). */
export const MAX_PRICE_RUPEES = 1_000_000;

const rupeeMessage = (field: SharedMessage) =>
  sharedText(RUPEES_INVALID, { field, min: 0, max: MAX_PRICE_RUPEES, decimals: 2 });

/**
 * An amount in rupees as typed (`"19.99"`, `19.99`, `"250"`), turned into whole paise without
 * floating-point arithmetic: the digits are read as text, so 19.99 is exactly 1999 paise.
 * The output is paise.
 */
export const rupeesToPaiseSchema = (field: SharedMessage) =>
  z.union([z.string(), z.number()], { error: rupeeMessage(field) }).transform((value, context) => {
    const text = latinDigits(String(value).trim());
    const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text);
    const whole = match?.[1];
    if (whole === undefined) {
      context.addIssue({ code: "custom", message: rupeeMessage(field) });
      return z.NEVER;
    }
    const fraction = (match?.[2] ?? "").padEnd(2, "0");
    const paise = Number(whole) * 100 + Number(fraction);
    if (paise > MAX_PRICE_RUPEES * 100) {
      context.addIssue({ code: "custom", message: rupeeMessage(field) });
      return z.NEVER;
    }
    return paise;
  });

/** Paise as rupees with two decimals, e.g. 1999 → "19.99", 123450 → "1234.50". */
export function formatPaise(paise: number): string {
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(Math.trunc(paise));
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** Paise as a rupee number for display fields (`price`, `sellprice`): 1999 → 19.99. */
export const paiseToRupees = (paise: number): number => Number(formatPaise(paise));
