// The month's GSTR-1 as the GST offline tool imports it (docs/accountant.md, decision 044): one
// CSV per section, with the tool's own column headers, read from the month's tax invoices and
// credit notes batch by batch (decision 015). Only tax invoices count: a composition or an
// unregistered institute does not file GSTR-1.
//
// - b2b: per invoice with a buyer GSTIN, per rate.
// - b2cl: inter-state invoices without a buyer GSTIN over ₹1 lakh, per rate.
// - b2cs: the other sales to consumers, summed per place of supply and rate, less their credit
//   notes (the offline tool nets them there, there is no credit-note section for them).
// - cdnr: credit notes of b2b invoices; cdnur: of b2cl invoices (UR Type B2CL).
// - hsn: per HSN/SAC, rate and unit, less credit notes.
// - docs: the first and last number of each series issued in the month, and how many.
import type { Readable } from "node:stream";
import { GST_STATES, type GstStateCode, placeOfSupply } from "@app/shared/gst";
import type { Gstr1Section, Gstr1Summary, TaxSplit } from "@app/shared/invoices";
import { GSTR1_SECTIONS } from "@app/shared/invoices";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { csvStream, guardFormula, inBatches } from "../../lib/csv-export";
import {
  type CreditNoteRow,
  creditNotesBetween,
  gstInvoicesBetween,
  type InvoiceRow,
  type InvoiceWithLines,
} from "./invoices.repository";

/** An inter-state sale to a consumer above this (₹1 lakh) is reported invoice by invoice. */
export const B2CL_THRESHOLD_PAISE = 1_00_000_00;

/** The offline tool's column headers, section by section, in its order. */
export const GSTR1_HEADERS: Record<Gstr1Section, readonly string[]> = {
  b2b: [
    "GSTIN/UIN of Recipient",
    "Receiver Name",
    "Invoice Number",
    "Invoice date",
    "Invoice Value",
    "Place Of Supply",
    "Reverse Charge",
    "Applicable % of Tax Rate",
    "Invoice Type",
    "E-Commerce GSTIN",
    "Rate",
    "Taxable Value",
    "Cess Amount",
  ],
  b2cl: [
    "Invoice Number",
    "Invoice date",
    "Invoice Value",
    "Place Of Supply",
    "Applicable % of Tax Rate",
    "Rate",
    "Taxable Value",
    "Cess Amount",
    "E-Commerce GSTIN",
  ],
  b2cs: [
    "Type",
    "Place Of Supply",
    "Applicable % of Tax Rate",
    "Rate",
    "Taxable Value",
    "Cess Amount",
    "E-Commerce GSTIN",
  ],
  cdnr: [
    "GSTIN/UIN of Recipient",
    "Receiver Name",
    "Note Number",
    "Note Date",
    "Note Type",
    "Place Of Supply",
    "Reverse Charge",
    "Note Supply Type",
    "Note Value",
    "Applicable % of Tax Rate",
    "Rate",
    "Taxable Value",
    "Cess Amount",
  ],
  cdnur: [
    "UR Type",
    "Note Number",
    "Note Date",
    "Note Type",
    "Place Of Supply",
    "Note Value",
    "Applicable % of Tax Rate",
    "Rate",
    "Taxable Value",
    "Cess Amount",
  ],
  hsn: [
    "HSN",
    "Description",
    "UQC",
    "Total Quantity",
    "Total Value",
    "Rate",
    "Taxable Value",
    "Integrated Tax Amount",
    "Central Tax Amount",
    "State/UT Tax Amount",
    "Cess Amount",
  ],
  docs: ["Nature of Document", "Sr. No. From", "Sr. No. To", "Total Number", "Cancelled"],
};

type Row = Record<string, string>;

/** `2026-11` → the month's first moment and the next month's, in India, as stored (UTC ISO). */
export function monthBounds(month: string): { from: string; to: string } {
  const [year, mon] = month.split("-").map(Number) as [number, number];
  const start = Date.UTC(year, mon - 1, 1) - 330 * 60_000;
  const end = Date.UTC(mon === 12 ? year + 1 : year, mon === 12 ? 0 : mon, 1) - 330 * 60_000;
  return { from: new Date(start).toISOString(), to: new Date(end).toISOString() };
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** The offline tool's dates: `02-Nov-2026`, by the date in India. */
export function gstDate(iso: string): string {
  const india = new Date(new Date(iso).getTime() + 330 * 60_000);
  const day = String(india.getUTCDate()).padStart(2, "0");
  return `${day}-${MONTHS[india.getUTCMonth()]}-${india.getUTCFullYear()}`;
}

/** Rupees with two decimals, as the tool reads them: `1180.00`, `-50.25`. */
export const rupees = (paise: number): string => {
  const sign = paise < 0 ? "-" : "";
  const abs = Math.abs(paise);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
};

const pos = (code: string | null) =>
  code && code in GST_STATES ? placeOfSupply(code as GstStateCode) : "";

const UQC: Record<string, string> = { NOS: "NOS-NUMBERS", OTH: "OTH-OTHERS" };

const isTaxInvoice = ({ invoice }: InvoiceWithLines) => invoice.document_kind === "tax-invoice";
const isB2b = (invoice: InvoiceRow) => Boolean(invoice.buyer_gstin);
const isB2cl = (invoice: {
  buyer_gstin: string | null;
  inter_state: number | null;
  total_paise: number | string;
}) =>
  !invoice.buyer_gstin &&
  invoice.inter_state === 1 &&
  Number(invoice.total_paise) > B2CL_THRESHOLD_PAISE;

async function* invoicesOf(db: Kysely<Database>, month: string) {
  const { from, to } = monthBounds(month);
  const batches = inBatches<InvoiceWithLines>((after, size) =>
    gstInvoicesBetween(db, from, to, after?.invoice, size),
  );
  for await (const found of batches) if (isTaxInvoice(found)) yield found;
}

type NoteBatch = Awaited<ReturnType<typeof creditNotesBetween>>[number];

async function* notesOf(db: Kysely<Database>, month: string) {
  const { from, to } = monthBounds(month);
  yield* inBatches<NoteBatch>((after, size) =>
    creditNotesBetween(db, from, to, after?.note as CreditNoteRow | undefined, size),
  );
}

/** Taxable value per rate of some lines, rates in ascending order. */
function perRate<Line>(
  lines: Line[],
  rateOf: (line: Line) => number,
  taxableOf: (line: Line) => number,
): [number, number][] {
  const rates = new Map<number, number>();
  for (const line of lines)
    rates.set(rateOf(line), (rates.get(rateOf(line)) ?? 0) + taxableOf(line));
  return [...rates.entries()].sort(([a], [b]) => a - b);
}

const rateText = (rate: number) => String(rate);

/** The rows of one section for the month, in the offline tool's columns. */
export async function* gstr1Rows(
  db: Kysely<Database>,
  section: Gstr1Section,
  month: string,
): AsyncGenerator<Row> {
  if (section === "b2b" || section === "b2cl") {
    for await (const { invoice, lines } of invoicesOf(db, month)) {
      const b2b = isB2b(invoice);
      if (section === "b2b" ? !b2b : !isB2cl(invoice)) continue;
      for (const [rate, taxable] of perRate(
        lines,
        (l) => l.gst_rate ?? 0,
        (l) => Number(l.taxable_paise),
      )) {
        yield section === "b2b"
          ? {
              "GSTIN/UIN of Recipient": invoice.buyer_gstin ?? "",
              "Receiver Name": invoice.customer_name ?? "",
              "Invoice Number": invoice.number,
              "Invoice date": gstDate(invoice.created_at),
              "Invoice Value": rupees(Number(invoice.total_paise)),
              "Place Of Supply": pos(invoice.place_of_supply),
              "Reverse Charge": "N",
              "Applicable % of Tax Rate": "",
              "Invoice Type": "Regular B2B",
              "E-Commerce GSTIN": "",
              Rate: rateText(rate),
              "Taxable Value": rupees(taxable),
              "Cess Amount": "",
            }
          : {
              "Invoice Number": invoice.number,
              "Invoice date": gstDate(invoice.created_at),
              "Invoice Value": rupees(Number(invoice.total_paise)),
              "Place Of Supply": pos(invoice.place_of_supply),
              "Applicable % of Tax Rate": "",
              Rate: rateText(rate),
              "Taxable Value": rupees(taxable),
              "Cess Amount": "",
              "E-Commerce GSTIN": "",
            };
      }
    }
    return;
  }
  if (section === "cdnr" || section === "cdnur") {
    for await (const { note, lines } of notesOf(db, month)) {
      const b2b = Boolean(note.buyer_gstin);
      if (section === "cdnr" ? !b2b : !isB2cl({ ...note, total_paise: note.invoice_total_paise })) {
        continue;
      }
      for (const [rate, taxable] of perRate(
        lines,
        (l) => l.invoiceLine?.gst_rate ?? 0,
        (l) => Number(l.line.taxable_paise),
      )) {
        yield section === "cdnr"
          ? {
              "GSTIN/UIN of Recipient": note.buyer_gstin ?? "",
              "Receiver Name": note.customer_name ?? "",
              "Note Number": note.number,
              "Note Date": gstDate(note.created_at),
              "Note Type": "C",
              "Place Of Supply": pos(note.place_of_supply),
              "Reverse Charge": "N",
              "Note Supply Type": "Regular B2B",
              "Note Value": rupees(Number(note.total_paise)),
              "Applicable % of Tax Rate": "",
              Rate: rateText(rate),
              "Taxable Value": rupees(taxable),
              "Cess Amount": "",
            }
          : {
              "UR Type": "B2CL",
              "Note Number": note.number,
              "Note Date": gstDate(note.created_at),
              "Note Type": "C",
              "Place Of Supply": pos(note.place_of_supply),
              "Note Value": rupees(Number(note.total_paise)),
              "Applicable % of Tax Rate": "",
              Rate: rateText(rate),
              "Taxable Value": rupees(taxable),
              "Cess Amount": "",
            };
      }
    }
    return;
  }
  if (section === "b2cs") {
    const groups = new Map<string, number>();
    const add = (place: string | null, rate: number, taxable: number) => {
      const key = `${place ?? ""}|${rate}`;
      groups.set(key, (groups.get(key) ?? 0) + taxable);
    };
    for await (const { invoice, lines } of invoicesOf(db, month)) {
      if (isB2b(invoice) || isB2cl(invoice)) continue;
      for (const line of lines)
        add(invoice.place_of_supply, line.gst_rate ?? 0, Number(line.taxable_paise));
    }
    for await (const { note, lines } of notesOf(db, month)) {
      if (note.buyer_gstin || isB2cl({ ...note, total_paise: note.invoice_total_paise })) continue;
      for (const { line, invoiceLine } of lines) {
        add(note.place_of_supply, invoiceLine?.gst_rate ?? 0, -Number(line.taxable_paise));
      }
    }
    const keys = [...groups.keys()].sort((a, b) => {
      const [pa, ra] = a.split("|");
      const [pb, rb] = b.split("|");
      return (pa ?? "").localeCompare(pb ?? "") || Number(ra) - Number(rb);
    });
    for (const key of keys) {
      const [place, rate] = key.split("|");
      yield {
        Type: "OE",
        "Place Of Supply": pos(place ?? null),
        "Applicable % of Tax Rate": "",
        Rate: rate ?? "0",
        "Taxable Value": rupees(groups.get(key) ?? 0),
        "Cess Amount": "",
        "E-Commerce GSTIN": "",
      };
    }
    return;
  }
  if (section === "hsn") {
    type Sum = { qty: number; taxable: number; igst: number; cgst: number; sgst: number };
    const groups = new Map<string, Sum>();
    const add = (key: { hsn: string; rate: number; unit: string }, sign: 1 | -1, amounts: Sum) => {
      const id = `${key.hsn}|${key.rate}|${key.unit}`;
      const sum = groups.get(id) ?? { qty: 0, taxable: 0, igst: 0, cgst: 0, sgst: 0 };
      groups.set(id, {
        qty: sum.qty + sign * amounts.qty,
        taxable: sum.taxable + sign * amounts.taxable,
        igst: sum.igst + sign * amounts.igst,
        cgst: sum.cgst + sign * amounts.cgst,
        sgst: sum.sgst + sign * amounts.sgst,
      });
    };
    const amountsOf = (line: {
      qty: number;
      taxable_paise: number | string | null;
      igst_paise: number | string | null;
      cgst_paise: number | string | null;
      sgst_paise: number | string | null;
    }): Sum => ({
      qty: line.qty,
      taxable: Number(line.taxable_paise ?? 0),
      igst: Number(line.igst_paise ?? 0),
      cgst: Number(line.cgst_paise ?? 0),
      sgst: Number(line.sgst_paise ?? 0),
    });
    for await (const { lines } of invoicesOf(db, month)) {
      for (const line of lines) {
        add(
          { hsn: line.hsn_sac ?? "", rate: line.gst_rate ?? 0, unit: line.unit ?? "NOS" },
          1,
          amountsOf(line),
        );
      }
    }
    for await (const { lines } of notesOf(db, month)) {
      for (const { line, invoiceLine } of lines) {
        add(
          {
            hsn: invoiceLine?.hsn_sac ?? "",
            rate: invoiceLine?.gst_rate ?? 0,
            unit: invoiceLine?.unit ?? "NOS",
          },
          -1,
          amountsOf(line),
        );
      }
    }
    for (const id of [...groups.keys()].sort()) {
      const [hsn, rate, unit] = id.split("|") as [string, string, string];
      const sum = groups.get(id) as Sum;
      yield {
        HSN: hsn,
        Description: "",
        UQC: UQC[unit] ?? "OTH-OTHERS",
        "Total Quantity": String(sum.qty),
        "Total Value": rupees(sum.taxable + sum.igst + sum.cgst + sum.sgst),
        Rate: rate,
        "Taxable Value": rupees(sum.taxable),
        "Integrated Tax Amount": rupees(sum.igst),
        "Central Tax Amount": rupees(sum.cgst),
        "State/UT Tax Amount": rupees(sum.sgst),
        "Cess Amount": "",
      };
    }
    return;
  }
  // docs: the series' first and last number in the month.
  const range = { first: "", last: "", firstSeq: Infinity, lastSeq: -Infinity, count: 0 };
  const notes = { ...range };
  const take = (into: typeof range, number: string, sequence: number) => {
    into.count += 1;
    if (sequence < into.firstSeq) Object.assign(into, { first: number, firstSeq: sequence });
    if (sequence > into.lastSeq) Object.assign(into, { last: number, lastSeq: sequence });
  };
  for await (const { invoice } of invoicesOf(db, month))
    take(range, invoice.number, invoice.sequence);
  for await (const { note } of notesOf(db, month)) take(notes, note.number, note.sequence);
  const docRow = (nature: string, into: typeof range): Row => ({
    "Nature of Document": nature,
    "Sr. No. From": into.first,
    "Sr. No. To": into.last,
    "Total Number": String(into.count),
    Cancelled: "0",
  });
  if (range.count > 0) yield docRow("Invoices for outward supply", range);
  if (notes.count > 0) yield docRow("Credit Note", notes);
}

// Amounts may be negative (b2cs less its credit notes): a number is written as it is, only text
// is guarded against being read as a formula (lib/csv-export.ts).
const NUMBER = /^-?\d+(\.\d+)?$/;

/** One section as CSV text to download. */
export function gstr1Csv(db: Kysely<Database>, section: Gstr1Section, month: string): Readable {
  return csvStream(gstr1Rows(db, section, month), {
    columns: GSTR1_HEADERS[section].map((header) => ({ key: header, header })),
    cast: { string: (value: string) => (NUMBER.test(value) ? value : guardFormula(value)) },
  });
}

/** The month at a glance: documents, net taxable value and tax per head, rows per section. */
export async function gstr1Summary(db: Kysely<Database>, month: string): Promise<Gstr1Summary> {
  const totals: TaxSplit = { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
  let invoices = 0;
  let creditNotes = 0;
  for await (const { invoice } of invoicesOf(db, month)) {
    invoices += 1;
    totals.taxablePaise += Number(invoice.taxable_paise ?? 0);
    totals.cgstPaise += Number(invoice.cgst_paise ?? 0);
    totals.sgstPaise += Number(invoice.sgst_paise ?? 0);
    totals.igstPaise += Number(invoice.igst_paise ?? 0);
  }
  for await (const { note } of notesOf(db, month)) {
    creditNotes += 1;
    totals.taxablePaise -= Number(note.taxable_paise);
    totals.cgstPaise -= Number(note.cgst_paise);
    totals.sgstPaise -= Number(note.sgst_paise);
    totals.igstPaise -= Number(note.igst_paise);
  }
  const sections: Gstr1Summary["sections"] = [];
  for (const section of GSTR1_SECTIONS) {
    let rows = 0;
    for await (const _ of gstr1Rows(db, section, month)) rows += 1;
    sections.push({ section, rows });
  }
  return { month, invoices, creditNotes, totals, sections };
}
