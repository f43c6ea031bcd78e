// The counter sale's body as the server takes it: a buyer's GSTIN and place of supply when given
// (docs/accountant.md, decision 057), left out when blank.
import type { Product } from "@app/shared/products";
import { describe, expect, it } from "vitest";
import { type BillValues, invoiceInputOf } from "./use-bill-form";

const product = { _id: "0123456789abcdef01234567", sellpricePaise: 11_800_00 } as Product;
const bill = (customer: Partial<BillValues["customer"]>): BillValues => ({
  customer: { name: "", address: "", gstin: "", stateCode: null, ...customer },
  lines: [{ product, qty: 1 }],
});

describe("invoiceInputOf", () => {
  it("sends a registered buyer's GSTIN, in capitals, and the state chosen", () => {
    expect(
      invoiceInputOf(bill({ name: "Rao Learning", gstin: " 29aaacr5055k1z3 ", stateCode: "29" }))
        ?.customer,
    ).toMatchObject({ name: "Rao Learning", gstin: "29AAACR5055K1Z3", stateCode: "29" });
  });

  it("leaves out a blank GSTIN and state, and the customer when nothing is given", () => {
    const named = invoiceInputOf(bill({ name: "Mita Das" }))?.customer;
    expect(named).toEqual({ name: "Mita Das", address: "" });
    expect(invoiceInputOf(bill({}))).toEqual({ lines: [{ productId: product._id, qty: 1 }] });
  });

  it("refuses a GSTIN that fails its check, or a GSTIN without the buyer's name", () => {
    expect(invoiceInputOf(bill({ name: "Rao", gstin: "29AAACR5055K1Z4" }))).toBeNull();
    expect(invoiceInputOf(bill({ gstin: "29AAACR5055K1Z3" }))).toBeNull();
  });
});
