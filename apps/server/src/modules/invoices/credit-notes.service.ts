// Credit notes (docs/accountant.md, decision 044): an issued invoice is never changed or deleted;
// what is taken back (a return, a refund, a mistake) is a credit note in a series of its own
// (CN/26-27/00001) that names the invoice and the lines, with the invoice's tax split. A line
// can be credited in parts; the part that takes the last of a line takes exactly what is left,
// so an invoice credited in full is credited to the paisa.
import { documentNumber, type GstRate, type LineTax, lineTax } from "@app/shared/gst";
import type { Language } from "@app/shared/i18n";
import type { CreditNote, CreditNoteInput, CreditNoteListQuery } from "@app/shared/invoices";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema";
import { ConflictError, invalidField, NotFoundError } from "../../lib/errors";
import { newId } from "../../lib/ids";
import { mapPage, type Paged } from "../../lib/paging";
import type { CurrentUser } from "../../plugins/auth";
import { createInstituteService } from "../institute/institute.service";
import { financialYearOf } from "./financial-year";
import { renderCreditNotePdf } from "./invoice-pdf";
import {
  type CreditNoteWithLines,
  creditedOfInvoice,
  findCreditNote,
  findInvoice,
  type InvoiceLineRow,
  insertCreditNote,
  listCreditNotes,
  listCustomerCreditNotes,
  nextCreditNoteSequence,
} from "./invoices.repository";
import { toInvoice } from "./invoices.service";

const INVOICE_NOT_FOUND = /*i18n*/ { id: "invoices.invoiceNotFound", message: "Invoice not found" };
const CREDIT_NOTE_NOT_FOUND = /*i18n*/ {
  id: "invoices.creditNoteNotFound",
  message: "Credit note not found",
};
const BEFORE_GST = /*i18n*/ {
  id: "invoices.creditNote.beforeGst",
  message: "This invoice was made before GST was kept: credit it by hand with the accountant",
};
const NOTHING_LEFT = /*i18n*/ {
  id: "invoices.creditNote.nothingLeft",
  message: "Everything on this invoice has already been credited",
};
const NO_SUCH_LINE = /*i18n*/ {
  id: "invoices.creditNote.noSuchLine",
  message: "This line is not on the invoice",
};
const TOO_MANY = /*i18n*/ {
  id: "invoices.creditNote.tooMany",
  message: "At most {left, number} of this line are left to credit",
};

type Amounts = { qty: number; taxable: number; cgst: number; sgst: number; igst: number };
const ZERO: Amounts = { qty: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0 };

export const toCreditNote = (
  { note, lines }: CreditNoteWithLines,
  names: Map<string, { name: string; hsnSac: string; rate: number }> = new Map(),
): CreditNote => ({
  _id: note.id,
  number: note.number,
  financialYear: note.financial_year,
  invoiceId: note.invoice_id,
  invoiceNumber: note.invoice_number,
  reason: note.reason,
  lines: lines.map((line) => ({
    lineId: line.invoice_line_id,
    name: names.get(line.invoice_line_id)?.name ?? "",
    hsnSac: names.get(line.invoice_line_id)?.hsnSac ?? "",
    rate: names.get(line.invoice_line_id)?.rate ?? 0,
    qty: line.qty,
    taxablePaise: Number(line.taxable_paise),
    cgstPaise: Number(line.cgst_paise),
    sgstPaise: Number(line.sgst_paise),
    igstPaise: Number(line.igst_paise),
    totalPaise: Number(line.total_paise),
  })),
  totals: {
    taxablePaise: Number(note.taxable_paise),
    cgstPaise: Number(note.cgst_paise),
    sgstPaise: Number(note.sgst_paise),
    igstPaise: Number(note.igst_paise),
  },
  totalPaise: Number(note.total_paise),
  createdAt: note.created_at,
  createdBy: note.created_by,
  createdByName: note.created_by_name,
});

/**
 * What a credit note takes back: `lines` (units of lines; without them, everything not yet
 * credited), or `amountPaise`, money given back (a refund), tax included, spread over what is left
 * of the lines in proportion.
 */
export type CreditNoteRequest = CreditNoteInput & { amountPaise?: number };

/**
 * Issues a credit note against an issued invoice in the caller's transaction (a refund's, so
 * the refund and its note are written together) and answers its id. The credit note counter is
 * its first write: a refusal below rolls the number back with the transaction.
 */
export async function issueCreditNoteInTransaction(
  trx: Transaction<Database>,
  invoiceId: string,
  input: CreditNoteRequest,
  by: { id: string; name: string },
  now: Date = new Date(),
): Promise<string> {
  const financialYear = financialYearOf(now);
  const id = newId();
  const sequence = await nextCreditNoteSequence(trx, financialYear);
  const found = await findInvoice(trx, invoiceId);
  if (!found) throw new NotFoundError(INVOICE_NOT_FOUND);
  const { invoice, lines } = found;
  if (invoice.document_kind === null) throw new ConflictError(BEFORE_GST);
  const credited = new Map<string, Amounts>();
  for (const line of await creditedOfInvoice(trx, invoiceId)) {
    const sum = credited.get(line.invoice_line_id) ?? ZERO;
    credited.set(line.invoice_line_id, {
      qty: sum.qty + line.qty,
      taxable: sum.taxable + Number(line.taxable_paise),
      cgst: sum.cgst + Number(line.cgst_paise),
      sgst: sum.sgst + Number(line.sgst_paise),
      igst: sum.igst + Number(line.igst_paise),
    });
  }
  const left = (line: (typeof lines)[number]): Amounts => {
    const done = credited.get(line.id) ?? ZERO;
    return {
      qty: line.qty - done.qty,
      taxable: Number(line.taxable_paise) - done.taxable,
      cgst: Number(line.cgst_paise) - done.cgst,
      sgst: Number(line.sgst_paise) - done.sgst,
      igst: Number(line.igst_paise) - done.igst,
    };
  };
  const charged = invoice.document_kind === "tax-invoice";
  let parts: { line: (typeof lines)[number]; amounts: Amounts }[];
  if (input.amountPaise !== undefined) {
    parts = moneyParts(lines, left, input.amountPaise, charged, invoice.inter_state === 1);
  } else {
    const wanted =
      input.lines ??
      lines
        .filter((line) => left(line).qty > 0)
        .map((line) => ({ lineId: line.id, qty: left(line).qty }));
    parts = wanted.map((want, index) => {
      const line = lines.find((candidate) => candidate.id === want.lineId);
      if (!line) throw invalidField(`lines.${index}.lineId`, NO_SUCH_LINE);
      const rest = left(line);
      if (want.qty > rest.qty) {
        throw invalidField(`lines.${index}.qty`, { ...TOO_MANY, values: { left: rest.qty } });
      }
      if (want.qty === rest.qty) return { line, amounts: rest };
      if (charged) {
        const tax = lineTax(line.price_paise * want.qty, (line.gst_rate ?? 0) as GstRate, {
          interState: invoice.inter_state === 1,
          inclusive: invoice.prices_include_tax === 1,
        });
        return { line, amounts: { qty: want.qty, ...taxOf(tax) } };
      }
      return { line, amounts: { ...ZERO, qty: want.qty, taxable: line.price_paise * want.qty } };
    });
  }
  if (parts.length === 0) throw new ConflictError(NOTHING_LEFT);
  const noteLines = parts.map(({ line, amounts }, index) => ({
    id: newId(),
    credit_note_id: id,
    invoice_line_id: line.id,
    position: index + 1,
    qty: amounts.qty,
    taxable_paise: amounts.taxable,
    cgst_paise: amounts.cgst,
    sgst_paise: amounts.sgst,
    igst_paise: amounts.igst,
    total_paise: amounts.taxable + amounts.cgst + amounts.sgst + amounts.igst,
  }));
  const sum = (key: "taxable_paise" | "cgst_paise" | "sgst_paise" | "igst_paise" | "total_paise") =>
    noteLines.reduce((total, line) => total + line[key], 0);
  await insertCreditNote(
    trx,
    {
      id,
      number: documentNumber("creditNote", financialYear, sequence),
      financial_year: financialYear,
      sequence,
      invoice_id: invoice.id,
      reason: input.reason,
      taxable_paise: sum("taxable_paise"),
      cgst_paise: sum("cgst_paise"),
      sgst_paise: sum("sgst_paise"),
      igst_paise: sum("igst_paise"),
      total_paise: sum("total_paise"),
      created_by: by.id,
      created_by_name: by.name,
      created_at: now.toISOString(),
    },
    noteLines,
  );
  return id;
}

const totalOf = (amounts: Amounts) => amounts.taxable + amounts.cgst + amounts.sgst + amounts.igst;

const taxOf = (tax: LineTax): Omit<Amounts, "qty"> => {
  const head = (name: string) => tax.heads.find((h) => h.head === name)?.paise ?? 0;
  return { taxable: tax.taxablePaise, cgst: head("cgst"), sgst: head("sgst"), igst: head("igst") };
};

/**
 * Money given back, spread over what is left of the lines in proportion to it (whole paise, the
 * odd ones to the largest remainders), each part with its line's rate and heads, the tax inside
 * it as on a fee invoice. A part that takes the rest of a line takes exactly what is left of it,
 * units included; a smaller part credits value only (no units).
 */
function moneyParts<Line extends InvoiceLineRow>(
  lines: Line[],
  left: (line: Line) => Amounts,
  amountPaise: number,
  charged: boolean,
  interState: boolean,
): { line: Line; amounts: Amounts }[] {
  const open = lines.map((line) => ({ line, rest: left(line) })).filter((o) => totalOf(o.rest) > 0);
  const whole = open.reduce((total, o) => total + totalOf(o.rest), 0);
  if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0) {
    throw new RangeError(`money to credit is a whole number of paise from 1: ${amountPaise}`);
  }
  if (amountPaise > whole) throw new ConflictError(NOTHING_LEFT);
  // In whole numbers (bigint: amount × rest can pass 2^53); remainders share one denominator.
  const shares = open.map((o, index) => {
    const exact = BigInt(amountPaise) * BigInt(totalOf(o.rest));
    return { index, paise: Number(exact / BigInt(whole)), remainder: exact % BigInt(whole) };
  });
  let odd = amountPaise - shares.reduce((total, share) => total + share.paise, 0);
  for (const share of [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : b.remainder > a.remainder ? 1 : -1,
  )) {
    if (odd === 0) break;
    share.paise += 1;
    odd -= 1;
  }
  return shares.flatMap(({ index, paise }) => {
    const { line, rest } = open[index] as (typeof open)[number];
    if (paise === 0) return [];
    if (paise === totalOf(rest)) return [{ line, amounts: rest }];
    if (!charged) return [{ line, amounts: { ...ZERO, taxable: paise } }];
    const part = taxOf(
      lineTax(paise, (line.gst_rate ?? 0) as GstRate, { interState, inclusive: true }),
    );
    // Never more of a head than is left of it: a paisa of rounding stays in the taxable value.
    const cgst = Math.min(part.cgst, rest.cgst);
    const sgst = Math.min(part.sgst, rest.sgst);
    const igst = Math.min(part.igst, rest.igst);
    return [{ line, amounts: { qty: 0, taxable: paise - cgst - sgst - igst, cgst, sgst, igst } }];
  });
}

export function createCreditNotesService(db: Kysely<Database>) {
  const describe = async (found: CreditNoteWithLines): Promise<CreditNote> => {
    const invoice = await findInvoice(db, found.note.invoice_id);
    const names = new Map(
      (invoice?.lines ?? []).map((line) => [
        line.id,
        { name: line.name, hsnSac: line.hsn_sac ?? "", rate: line.gst_rate ?? 0 },
      ]),
    );
    return toCreditNote(found, names);
  };

  /** A page of notes with their lines' names, HSN/SAC and rates, from their invoices. */
  const named = async (page: Paged<CreditNoteWithLines>): Promise<Paged<CreditNote>> => {
    const lineIds = page.rows.flatMap((found) => found.lines.map((line) => line.invoice_line_id));
    const names = new Map(
      lineIds.length === 0
        ? []
        : (
            await db
              .selectFrom("invoice_lines")
              .select(["id", "name", "hsn_sac", "gst_rate"])
              .where("id", "in", lineIds)
              .execute()
          ).map((line) => [
            line.id,
            { name: line.name, hsnSac: line.hsn_sac ?? "", rate: line.gst_rate ?? 0 },
          ]),
    );
    return mapPage(page, (found) => toCreditNote(found, names));
  };

  return {
    /**
     * Issues a credit note against an issued invoice: for staff, who name lines or credit
     * everything not yet credited. A refund issues its note in its own transaction
     * (issueCreditNoteInTransaction, through creditRefund).
     */
    async issue(
      invoiceId: string,
      input: CreditNoteInput,
      by: { id: string; name: string },
      now: Date = new Date(),
    ): Promise<CreditNote> {
      const id = await db
        .transaction()
        .execute((trx) => issueCreditNoteInTransaction(trx, invoiceId, input, by, now));
      return this.get(id);
    },

    async get(id: string): Promise<CreditNote> {
      const found = await findCreditNote(db, id);
      if (!found) throw new NotFoundError(CREDIT_NOTE_NOT_FOUND);
      return describe(found);
    },

    async list(query: CreditNoteListQuery): Promise<Paged<CreditNote>> {
      return named(await listCreditNotes(db, query));
    },

    /** One page of the credit notes of the caller's own invoices, newest first. */
    async listMine(user: CurrentUser, query: { page: number; limit: number }) {
      return named(await listCustomerCreditNotes(db, user.id, query));
    },

    /**
     * The credit note as a PDF in `language`, with the invoice it credits: an admin any, the
     * buyer their own (anyone else 404, as if there were none).
     */
    async pdf(
      user: CurrentUser,
      id: string,
      language: Language,
      latinDigits: boolean,
    ): Promise<{ note: CreditNote; pdf: Buffer }> {
      const found = await findCreditNote(db, id);
      const invoice = found && (await findInvoice(db, found.note.invoice_id));
      if (
        !found ||
        !invoice ||
        (user.role !== "admin" && invoice.invoice.customer_user_id !== user.id)
      ) {
        throw new NotFoundError(CREDIT_NOTE_NOT_FOUND);
      }
      const note = await describe(found);
      const institute = await createInstituteService(db).get();
      const pdf = await renderCreditNotePdf(
        note,
        toInvoice(invoice),
        institute,
        language,
        latinDigits,
      );
      return { note, pdf };
    },
  };
}
