// Credit notes (docs/accountant.md, decision 044): an issued invoice is never changed or deleted;
// what is taken back (a return, a refund, a mistake) is a credit note in a series of its own
// (CN/26-27/00001) that names the invoice and the lines, with the invoice's tax split. A line
// can be credited in parts; the part that takes the last of a line takes exactly what is left,
// so an invoice credited in full is credited to the paisa.
import { documentNumber, type GstRate, lineTax } from "@app/shared/gst";
import type { CreditNote, CreditNoteInput, CreditNoteListQuery } from "@app/shared/invoices";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { ConflictError, invalidField, NotFoundError } from "../../lib/errors";
import { newId } from "../../lib/ids";
import { mapPage, type Paged } from "../../lib/paging";
import { financialYearOf } from "./financial-year";
import {
  type CreditNoteWithLines,
  creditedOfInvoice,
  findCreditNote,
  findInvoice,
  insertCreditNote,
  listCreditNotes,
  nextCreditNoteSequence,
} from "./invoices.repository";

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
  message: "At most {left} of this line are left to credit",
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

  return {
    /**
     * Issues a credit note against an issued invoice: the documented entry point for refunds as
     * well as for staff. Without `lines`, everything not yet credited.
     */
    async issue(
      invoiceId: string,
      input: CreditNoteInput,
      by: { id: string; name: string },
      now: Date = new Date(),
    ): Promise<CreditNote> {
      const financialYear = financialYearOf(now);
      const id = newId();
      await db.transaction().execute(async (trx) => {
        // The first write: the rollback of any refusal below gives the number back.
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
        const wanted =
          input.lines ??
          lines
            .filter((line) => left(line).qty > 0)
            .map((line) => ({ lineId: line.id, qty: left(line).qty }));
        if (wanted.length === 0) throw new ConflictError(NOTHING_LEFT);
        const charged = invoice.document_kind === "tax-invoice";
        const noteLines = wanted.map((want, index) => {
          const line = lines.find((candidate) => candidate.id === want.lineId);
          if (!line) throw invalidField(`lines.${index}.lineId`, NO_SUCH_LINE);
          const rest = left(line);
          if (want.qty > rest.qty) {
            throw invalidField(`lines.${index}.qty`, { ...TOO_MANY, values: { left: rest.qty } });
          }
          let amounts: Amounts;
          if (want.qty === rest.qty) {
            amounts = rest;
          } else if (charged) {
            const tax = lineTax(line.price_paise * want.qty, (line.gst_rate ?? 0) as GstRate, {
              interState: invoice.inter_state === 1,
              inclusive: invoice.prices_include_tax === 1,
            });
            const head = (name: string) => tax.heads.find((h) => h.head === name)?.paise ?? 0;
            amounts = {
              qty: want.qty,
              taxable: tax.taxablePaise,
              cgst: head("cgst"),
              sgst: head("sgst"),
              igst: head("igst"),
            };
          } else {
            amounts = { ...ZERO, qty: want.qty, taxable: line.price_paise * want.qty };
          }
          const total = amounts.taxable + amounts.cgst + amounts.sgst + amounts.igst;
          return {
            id: newId(),
            credit_note_id: id,
            invoice_line_id: line.id,
            position: index + 1,
            qty: want.qty,
            taxable_paise: amounts.taxable,
            cgst_paise: amounts.cgst,
            sgst_paise: amounts.sgst,
            igst_paise: amounts.igst,
            total_paise: total,
          };
        });
        const sum = (
          key: "taxable_paise" | "cgst_paise" | "sgst_paise" | "igst_paise" | "total_paise",
        ) => noteLines.reduce((total, line) => total + line[key], 0);
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
      });
      return this.get(id);
    },

    async get(id: string): Promise<CreditNote> {
      const found = await findCreditNote(db, id);
      if (!found) throw new NotFoundError(CREDIT_NOTE_NOT_FOUND);
      return describe(found);
    },

    async list(query: CreditNoteListQuery): Promise<Paged<CreditNote>> {
      const page = await listCreditNotes(db, query);
      return mapPage(page, (found) => toCreditNote(found));
    },
  };
}
