// Issuing a GST invoice for a sale (docs/accountant.md, decision 044): the one entry point every
// part of the portal that takes money calls (a shop order handed over, a fee instalment paid, a
// trip booked, an online payment captured), and the one billing's own "new invoice" uses.
//
// What it does, in one transaction:
// - takes the next number of the financial year (IN/26-27/00001, gst.ts documentNumber; the same
//   counter the older INV-2026-27/0001 numbers came from, so the year's numbers stay consecutive),
// - titles it by the institute's registration: "Tax Invoice" (regular: GST charged), "Bill of
//   Supply" (composition: no tax, and never across states), "Invoice" (unregistered: no tax),
// - splits each line's tax into CGST + SGST (place of supply in the institute's state) or IGST
//   (another state) with gst.ts lineTax, so every line, and so the invoice, adds up exactly,
// - keeps the supplier's details as printed, so a later change of settings never changes an
//   issued invoice.
// A second call for the same sale (source) answers the invoice the first one issued.
import {
  documentNumber,
  type GstRate,
  type GstStateCode,
  isGstStateCode,
  lineTax,
} from "@app/shared/gst";
import type { InstituteSettings } from "@app/shared/institute";
import type { Invoice } from "@app/shared/invoices";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema";
import { invalidField } from "../../lib/errors";
import { newId } from "../../lib/ids";
import { createInstituteService } from "../institute/institute.service";
import { financialYearOf } from "./financial-year";
import { findInvoiceBySource, insertInvoice, nextInvoiceSequence } from "./invoices.repository";

const COMPOSITION_INTER_STATE = /*i18n*/ {
  id: "invoices.composition.interState",
  message:
    "The institute pays GST under the composition scheme, which may not supply to another state: this sale cannot be invoiced",
};

/** Where a sale happened; one invoice per source, whoever asks twice. */
export type SaleSource = { kind: "order" | "instalment" | "booking" | "payment"; id: string };

/** Who buys. `gstin` makes the invoice B2B; `stateCode` is the place of supply. */
export type SaleBuyer = {
  name: string;
  address?: string;
  gstin?: string | undefined;
  stateCode?: GstStateCode | undefined;
  /** Their account, when they have one: the invoice then shows in it. */
  userId?: string | undefined;
};

/** One thing sold; `unitPricePaise` as prices are entered (the institute's pricesIncludeTax). */
export type SaleLine = {
  /** The product's, course's or trip's id. */
  itemId: string;
  description: string;
  /** HSN (goods) or SAC (services). */
  hsnSac: string;
  /** NOS for things counted, OTH for services. */
  unit: "NOS" | "OTH";
  gstRate: GstRate;
  qty: number;
  unitPricePaise: number;
};

export type SaleInvoiceInput = {
  /** Null for an invoice staff make by hand in billing. */
  source: SaleSource | null;
  buyer: SaleBuyer | null;
  lines: SaleLine[];
  /** Who issues it (the admin, or the system account of a payment). */
  by: { id: string; name: string };
  /**
   * The amounts are money already received, so the tax is inside them whatever the institute's
   * pricesIncludeTax says (a fee payment's invoice must add up to what was paid).
   */
  taxIncluded?: boolean;
  now?: Date;
};

const NO_TAX = { cgst: 0, sgst: 0, igst: 0 };

/**
 * Writes the invoice inside `trx`, which must not have written before unless it already holds
 * the write lock (the counter is taken first). Answers the invoice's id.
 */
export async function writeSaleInvoice(
  trx: Transaction<Database>,
  input: SaleInvoiceInput,
  institute: InstituteSettings,
): Promise<string> {
  const moment = input.now ?? new Date();
  const financialYear = financialYearOf(moment);
  const sequence = await nextInvoiceSequence(trx, financialYear);
  if (input.source) {
    // Asked again for the same sale: rolled back by the caller (the number is given back).
    const existing = await findInvoiceBySource(trx, input.source);
    if (existing) throw new AlreadyInvoiced(existing);
  }
  const buyer = input.buyer;
  const buyerState =
    buyer?.stateCode ??
    (buyer?.gstin && isGstStateCode(buyer.gstin.slice(0, 2)) ? buyer.gstin.slice(0, 2) : null);
  const placeCode = (buyerState ?? institute.stateCode) as GstStateCode;
  const interState = placeCode !== institute.stateCode;
  const registration = institute.gstRegistration;
  if (registration === "composition" && interState) {
    throw invalidField("customer.stateCode", COMPOSITION_INTER_STATE);
  }
  const charges = registration === "regular";
  const inclusive = input.taxIncluded ?? institute.pricesIncludeTax;
  const id = newId();
  const lines = input.lines.map((line, index) => {
    const amount = line.unitPricePaise * line.qty;
    const tax = charges ? lineTax(amount, line.gstRate, { interState, inclusive }) : null;
    const head = (name: "cgst" | "sgst" | "igst") =>
      tax ? (tax.heads.find((h) => h.head === name)?.paise ?? 0) : NO_TAX[name];
    return {
      id: newId(),
      invoice_id: id,
      position: index + 1,
      product_id: line.itemId,
      name: line.description.slice(0, 100),
      price_paise: line.unitPricePaise,
      qty: line.qty,
      total_paise: tax ? tax.totalPaise : amount,
      hsn_sac: line.hsnSac,
      unit: line.unit,
      gst_rate: charges ? line.gstRate : 0,
      taxable_paise: tax ? tax.taxablePaise : amount,
      cgst_paise: head("cgst"),
      sgst_paise: head("sgst"),
      igst_paise: head("igst"),
    };
  });
  const sum = (key: "total_paise" | "taxable_paise" | "cgst_paise" | "sgst_paise" | "igst_paise") =>
    lines.reduce((total, line) => total + line[key], 0);
  const supplier = {
    name: institute.name,
    legalName: institute.legalName || institute.name,
    tradeName: institute.tradeName,
    addressLines: institute.addressLines,
    gstin: institute.gstin,
    stateCode: institute.stateCode,
  };
  await insertInvoice(
    trx,
    {
      id,
      number: documentNumber("invoice", financialYear, sequence),
      financial_year: financialYear,
      sequence,
      total_paise: sum("total_paise"),
      created_by: input.by.id,
      created_by_name: input.by.name,
      created_at: moment.toISOString(),
      customer_name: buyer?.name ?? null,
      customer_address: buyer?.address ?? null,
      document_kind:
        registration === "regular"
          ? "tax-invoice"
          : registration === "composition"
            ? "bill-of-supply"
            : "invoice",
      supplier_json: JSON.stringify(supplier),
      buyer_gstin: buyer?.gstin ?? null,
      buyer_state: buyerState,
      place_of_supply: placeCode,
      inter_state: interState ? 1 : 0,
      prices_include_tax: inclusive ? 1 : 0,
      taxable_paise: sum("taxable_paise"),
      cgst_paise: sum("cgst_paise"),
      sgst_paise: sum("sgst_paise"),
      igst_paise: sum("igst_paise"),
      source_kind: input.source?.kind ?? null,
      source_id: input.source?.id ?? null,
      customer_user_id: buyer?.userId ?? null,
    },
    lines,
  );
  return id;
}

/** Thrown inside the transaction when the sale already has its invoice. */
export class AlreadyInvoiced extends Error {
  constructor(readonly invoiceId: string) {
    super("already invoiced");
  }
}

/**
 * Issues the GST invoice of a sale, once: the documented entry point for whatever takes money
 * (docs/accountant.md, "Where invoices come from"). Call it when the money is received — a
 * payment captured, an order handed over and paid, an instalment paid — with the buyer and what
 * was sold at the price charged. Calling it again for the same `source` answers the first
 * invoice and issues nothing. Refuses (400, `customer.stateCode`) an inter-state sale of an
 * institute under the composition scheme.
 *
 * Runs its own transaction on `db`; inside another transaction that already wrote, call
 * `issueInvoiceInTransaction` instead.
 */
export async function issueInvoiceForSale(
  db: Kysely<Database>,
  input: SaleInvoiceInput,
  answer: (db: Kysely<Database>, id: string) => Promise<Invoice>,
): Promise<Invoice> {
  if (input.source) {
    const existing = await findInvoiceBySource(db, input.source);
    if (existing) return answer(db, existing);
  }
  const institute = await createInstituteService(db).get();
  try {
    const id = await db.transaction().execute((trx) => writeSaleInvoice(trx, input, institute));
    return answer(db, id);
  } catch (error) {
    if (error instanceof AlreadyInvoiced) return answer(db, error.invoiceId);
    throw error;
  }
}

/**
 * The same inside a transaction the caller holds (it must have written already, or write
 * nothing before): answers the invoice's id, the existing one for a sale already invoiced.
 */
export async function issueInvoiceInTransaction(
  trx: Transaction<Database>,
  input: SaleInvoiceInput,
): Promise<string> {
  if (input.source) {
    const existing = await findInvoiceBySource(trx, input.source);
    if (existing) return existing;
  }
  const institute = await createInstituteService(trx).get();
  return writeSaleInvoice(trx, input, institute);
}
