// What billing's credit note form sends (docs/accountant.md, decision 057): the units staff chose
// of each line, out of what earlier notes left.
import type { CreditNote, Invoice } from "@app/shared/invoices";
import { describe, expect, it } from "vitest";
import { creditNoteInputOf, unitsLeft } from "./credit-note-form";

const invoice = {
  lines: [
    { lineId: "a", qty: 3 },
    { lineId: "b", qty: 1 },
  ],
} as Invoice;
const note = (lines: { lineId: string; qty: number }[]) => ({ lines }) as CreditNote;

describe("the credit note form", () => {
  it("leaves of each line what earlier notes did not take (a refund's value-only line takes no units)", () => {
    const left = unitsLeft(invoice, [
      note([{ lineId: "a", qty: 1 }]),
      note([
        { lineId: "a", qty: 0 },
        { lineId: "b", qty: 1 },
      ]),
    ]);
    expect(Object.fromEntries(left)).toEqual({ a: 2, b: 0 });
  });

  it("sends only the lines with units chosen", () => {
    expect(creditNoteInputOf({ reason: "Returned", qty: { a: 2, b: 0, c: "" } })).toEqual({
      reason: "Returned",
      lines: [{ lineId: "a", qty: 2 }],
    });
  });
});
