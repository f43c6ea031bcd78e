// Kysely queries for invoices, their lines and the per-year number counters; no rules here.

import type { CreditNoteListQuery, InvoiceListQuery } from "@app/shared/invoices";
import type { Insertable, Kysely, Selectable, Transaction } from "kysely";
import type {
  CreditNoteLinesTable,
  CreditNotesTable,
  Database,
  InvoiceLinesTable,
  InvoicesTable,
} from "../../db/schema";
import { containsText, orderBySort, type Paged, readPage } from "../../lib/paging";

export type InvoiceRow = Selectable<InvoicesTable>;
export type InvoiceLineRow = Selectable<InvoiceLinesTable>;
export type InvoiceWithLines = { invoice: InvoiceRow; lines: InvoiceLineRow[] };

/**
 * Takes the next number of the financial year. The upsert writes (and so locks) the year's
 * counter row until the caller's transaction ends: concurrent invoices queue here, and a
 * transaction that rolls back gives its number back. Must be the transaction's first write, so
 * SQLite takes its write lock before anything is read.
 */
export async function nextInvoiceSequence(
  trx: Transaction<Database>,
  financialYear: string,
): Promise<number> {
  const row = await trx
    .insertInto("invoice_counters")
    .values({ financial_year: financialYear, last_number: 1 })
    .onConflict((conflict) =>
      conflict.column("financial_year").doUpdateSet((eb) => ({
        last_number: eb("invoice_counters.last_number", "+", 1),
      })),
    )
    .returning("last_number")
    .executeTakeFirstOrThrow();
  return row.last_number;
}

export async function insertInvoice(
  trx: Transaction<Database>,
  invoice: Insertable<InvoicesTable>,
  lines: Insertable<InvoiceLinesTable>[],
): Promise<void> {
  await trx.insertInto("invoices").values(invoice).execute();
  await trx.insertInto("invoice_lines").values(lines).execute();
}

// Bound parameters per query stay well under both engines' limits however many invoices exist.
const CHUNK = 500;

async function withLines(
  db: Kysely<Database>,
  invoices: InvoiceRow[],
): Promise<InvoiceWithLines[]> {
  const byInvoice = new Map<string, InvoiceLineRow[]>();
  for (let from = 0; from < invoices.length; from += CHUNK) {
    const ids = invoices.slice(from, from + CHUNK).map((invoice) => invoice.id);
    const lines = await db
      .selectFrom("invoice_lines")
      .selectAll()
      .where("invoice_id", "in", ids)
      .orderBy("invoice_id")
      .orderBy("position")
      .execute();
    for (const line of lines) {
      const list = byInvoice.get(line.invoice_id) ?? [];
      list.push(line);
      byInvoice.set(line.invoice_id, list);
    }
  }
  return invoices.map((invoice) => ({ invoice, lines: byInvoice.get(invoice.id) ?? [] }));
}

export async function findInvoice(
  db: Kysely<Database>,
  id: string,
): Promise<InvoiceWithLines | undefined> {
  const invoice = await db
    .selectFrom("invoices")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!invoice) return undefined;
  return (await withLines(db, [invoice]))[0];
}

/** The invoice issued for a sale, if any. */
export async function findInvoiceBySource(
  db: Kysely<Database>,
  source: { kind: string; id: string },
): Promise<string | undefined> {
  const row = await db
    .selectFrom("invoices")
    .select("id")
    .where("source_kind", "=", source.kind)
    .where("source_id", "=", source.id)
    .executeTakeFirst();
  return row?.id;
}

/** One page of a customer's own invoices, newest first. */
export async function listCustomerInvoices(
  db: Kysely<Database>,
  userId: string,
  { page, limit }: { page: number; limit: number },
): Promise<Paged<InvoiceWithLines>> {
  const query = db.selectFrom("invoices").selectAll().where("customer_user_id", "=", userId);
  const invoices = await readPage(
    orderBySort(query, "-createdAt", { createdAt: "created_at" }, "id"),
    { page, limit },
  );
  return { ...invoices, rows: await withLines(db, invoices.rows) };
}

export type CreditNoteRow = Selectable<CreditNotesTable>;
export type CreditNoteLineRow = Selectable<CreditNoteLinesTable>;
export type CreditNoteWithLines = {
  note: CreditNoteRow & { invoice_number: string };
  lines: CreditNoteLineRow[];
};

/** Takes the next credit note number of the financial year (as nextInvoiceSequence). */
export async function nextCreditNoteSequence(
  trx: Transaction<Database>,
  financialYear: string,
): Promise<number> {
  const row = await trx
    .insertInto("credit_note_counters")
    .values({ financial_year: financialYear, last_number: 1 })
    .onConflict((conflict) =>
      conflict.column("financial_year").doUpdateSet((eb) => ({
        last_number: eb("credit_note_counters.last_number", "+", 1),
      })),
    )
    .returning("last_number")
    .executeTakeFirstOrThrow();
  return row.last_number;
}

export async function insertCreditNote(
  trx: Transaction<Database>,
  note: Insertable<CreditNotesTable>,
  lines: Insertable<CreditNoteLinesTable>[],
): Promise<void> {
  await trx.insertInto("credit_notes").values(note).execute();
  await trx.insertInto("credit_note_lines").values(lines).execute();
}

/** What earlier credit notes already took back of an invoice's lines, per line id. */
export async function creditedOfInvoice(
  db: Kysely<Database>,
  invoiceId: string,
): Promise<CreditNoteLineRow[]> {
  return db
    .selectFrom("credit_note_lines")
    .innerJoin("credit_notes", "credit_notes.id", "credit_note_lines.credit_note_id")
    .selectAll("credit_note_lines")
    .where("credit_notes.invoice_id", "=", invoiceId)
    .execute();
}

export async function creditNotesWithLines(
  db: Kysely<Database>,
  notes: CreditNoteWithLines["note"][],
): Promise<CreditNoteWithLines[]> {
  if (notes.length === 0) return [];
  const lines = await db
    .selectFrom("credit_note_lines")
    .selectAll()
    .where(
      "credit_note_id",
      "in",
      notes.map((note) => note.id),
    )
    .orderBy("credit_note_id")
    .orderBy("position")
    .execute();
  return notes.map((note) => ({
    note,
    lines: lines.filter((line) => line.credit_note_id === note.id),
  }));
}

const creditNotesQuery = (db: Kysely<Database>) =>
  db
    .selectFrom("credit_notes")
    .innerJoin("invoices", "invoices.id", "credit_notes.invoice_id")
    .selectAll("credit_notes")
    .select("invoices.number as invoice_number");

export async function findCreditNote(
  db: Kysely<Database>,
  id: string,
): Promise<CreditNoteWithLines | undefined> {
  const note = await creditNotesQuery(db).where("credit_notes.id", "=", id).executeTakeFirst();
  if (!note) return undefined;
  return (await creditNotesWithLines(db, [note]))[0];
}

/** One page of the credit notes of a customer's own invoices, newest first. */
export async function listCustomerCreditNotes(
  db: Kysely<Database>,
  userId: string,
  { page, limit }: { page: number; limit: number },
): Promise<Paged<CreditNoteWithLines>> {
  const query = creditNotesQuery(db).where("invoices.customer_user_id", "=", userId);
  const notes = await readPage(
    orderBySort(query, "-createdAt", { createdAt: "credit_notes.created_at" }, "credit_notes.id"),
    { page, limit },
  );
  return { ...notes, rows: await creditNotesWithLines(db, notes.rows) };
}

/** One page of the credit notes, newest first. */
export async function listCreditNotes(
  db: Kysely<Database>,
  { page, limit, invoiceId, sort }: CreditNoteListQuery,
): Promise<Paged<CreditNoteWithLines>> {
  let query = creditNotesQuery(db);
  if (invoiceId) query = query.where("credit_notes.invoice_id", "=", invoiceId);
  const columns = { createdAt: "credit_notes.created_at", number: "credit_notes.number" };
  const notes = await readPage(
    orderBySort(query, sort ?? "-createdAt", columns, "credit_notes.id"),
    { page, limit },
  );
  return { ...notes, rows: await creditNotesWithLines(db, notes.rows) };
}

/** A month's GST invoices (created from `from` to before `to`, ISO), after `after` by id. */
export async function gstInvoicesBetween(
  db: Kysely<Database>,
  from: string,
  to: string,
  after: InvoiceRow | undefined,
  size: number,
): Promise<InvoiceWithLines[]> {
  let query = db
    .selectFrom("invoices")
    .selectAll()
    .where("document_kind", "is not", null)
    .where("created_at", ">=", from)
    .where("created_at", "<", to);
  if (after) query = query.where("id", ">", after.id);
  return withLines(db, await query.orderBy("id").limit(size).execute());
}

/** A month's credit notes with their invoice's GST columns, after `after` by id. */
export async function creditNotesBetween(
  db: Kysely<Database>,
  from: string,
  to: string,
  after: CreditNoteRow | undefined,
  size: number,
) {
  let query = db
    .selectFrom("credit_notes")
    .innerJoin("invoices", "invoices.id", "credit_notes.invoice_id")
    .selectAll("credit_notes")
    .select([
      "invoices.number as invoice_number",
      "invoices.created_at as invoice_created_at",
      "invoices.total_paise as invoice_total_paise",
      "invoices.buyer_gstin",
      "invoices.customer_name",
      "invoices.place_of_supply",
      "invoices.inter_state",
    ])
    .where("invoices.document_kind", "=", "tax-invoice")
    .where("credit_notes.created_at", ">=", from)
    .where("credit_notes.created_at", "<", to);
  if (after) query = query.where("credit_notes.id", ">", after.id);
  const notes = await query.orderBy("credit_notes.id").limit(size).execute();
  const withItsLines = await creditNotesWithLines(db, notes);
  // The invoice lines credited, for their HSN/SAC, rate and unit.
  const lineIds = withItsLines.flatMap(({ lines }) => lines.map((line) => line.invoice_line_id));
  const invoiceLines =
    lineIds.length === 0
      ? []
      : await db.selectFrom("invoice_lines").selectAll().where("id", "in", lineIds).execute();
  const byId = new Map(invoiceLines.map((line) => [line.id, line]));
  return withItsLines.map(({ note, lines }, index) => ({
    note: notes[index] as (typeof notes)[number],
    lines: lines.map((line) => ({ line, invoiceLine: byId.get(line.invoice_line_id) })),
    noteRow: note,
  }));
}

/** Invoiced total (with tax) from `from` to before `to`, less credit notes. */
export async function turnoverBetween(
  db: Kysely<Database>,
  from: string,
  to: string,
): Promise<number> {
  const invoiced = await db
    .selectFrom("invoices")
    .select((eb) =>
      eb.fn.sum<number | string | null>(eb.fn.coalesce("taxable_paise", "total_paise")).as("paise"),
    )
    .where("created_at", ">=", from)
    .where("created_at", "<", to)
    .executeTakeFirst();
  const credited = await db
    .selectFrom("credit_notes")
    .select((eb) => eb.fn.sum<number | string | null>("taxable_paise").as("paise"))
    .where("created_at", ">=", from)
    .where("created_at", "<", to)
    .executeTakeFirst();
  return Number(invoiced?.paise ?? 0) - Number(credited?.paise ?? 0);
}

/** One page of the invoices, newest first unless `sort` says otherwise, with their lines. */
export async function listInvoices(
  db: Kysely<Database>,
  { page, limit, financialYear, number, sort }: InvoiceListQuery,
): Promise<Paged<InvoiceWithLines>> {
  let query = db.selectFrom("invoices").selectAll();
  if (financialYear) query = query.where("financial_year", "=", financialYear);
  if (number) query = query.where(containsText(["number"], number));
  const columns = { createdAt: "created_at", number: "number" };
  const invoices = await readPage(orderBySort(query, sort ?? "-createdAt", columns, "id"), {
    page,
    limit,
  });
  return { ...invoices, rows: await withLines(db, invoices.rows) };
}
