// Kysely queries for invoices, their lines and the per-year number counters; no rules here.

import type { InvoiceListQuery } from "@app/shared/invoices";
import type { Insertable, Kysely, Selectable, Transaction } from "kysely";
import type { Database, InvoiceLinesTable, InvoicesTable } from "../../db/schema";
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
