// A refund of invoiced money is a credit note (decision 044, docs/accountant.md): the invoice
// stays as it was issued, and the money given back is credited against it in the refund's own
// transaction, so a refund recorded once (one Idempotency-Key) has one note. The invoice is found
// by its source: a fee or trip booking payment's own invoice, or the invoice of the order the payment paid (made
// on delivery; an order refunded before it has none). The note is for the money given back, tax
// inside it, with the invoice's rates and heads; what staff already credited by hand is not
// credited twice, so the notes never pass the invoice's total. Payments never invoiced (second
// captures given back, bookings paid before trips carried their SAC) and invoices made before GST
// was kept get no note.
import type { Selectable, Transaction } from "kysely";
import type { Database, PaymentsTable } from "../../db/schema";
import { issueCreditNoteInTransaction } from "../invoices/credit-notes.service";
import {
  creditedOfInvoice,
  findInvoice,
  findInvoiceBySource,
} from "../invoices/invoices.repository";

const SYSTEM = { id: "system", name: "System" };

/** Issues the credit note of a refund just recorded; answers its id, or null when none is due. */
export async function creditRefund(
  trx: Transaction<Database>,
  payment: Pick<Selectable<PaymentsTable>, "id" | "debt_kind" | "debt_id">,
  refund: { amountPaise: number; reason: string; by: string | null },
  now: Date = new Date(),
): Promise<string | null> {
  const invoiceId =
    (await findInvoiceBySource(trx, { kind: "payment", id: payment.id })) ??
    (payment.debt_kind === "order"
      ? await findInvoiceBySource(trx, { kind: "order", id: payment.debt_id })
      : undefined);
  if (!invoiceId) return null;
  const found = await findInvoice(trx, invoiceId);
  if (!found || found.invoice.document_kind === null) return null;
  const total = found.lines.reduce(
    (sum, line) =>
      sum +
      Number(line.taxable_paise) +
      Number(line.cgst_paise) +
      Number(line.sgst_paise) +
      Number(line.igst_paise),
    0,
  );
  const credited = (await creditedOfInvoice(trx, invoiceId)).reduce(
    (sum, line) => sum + Number(line.total_paise),
    0,
  );
  const amountPaise = Math.min(refund.amountPaise, total - credited);
  if (amountPaise <= 0) return null;
  const by = refund.by
    ? await trx
        .selectFrom("users")
        .select(["id", "name"])
        .where("id", "=", refund.by)
        .executeTakeFirst()
    : undefined;
  return issueCreditNoteInTransaction(
    trx,
    invoiceId,
    { reason: `Refund: ${refund.reason}`.slice(0, 300), amountPaise },
    by ?? SYSTEM,
    now,
  );
}
