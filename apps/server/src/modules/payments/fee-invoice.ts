// A course fee received is a sale of the institute's coaching: each payment towards an enrolment
// (one instalment, or a part of several at the desk) gets its GST invoice when it is paid, in the
// same transaction (decision 044), with the course's SAC and rate and the student's address from
// the admission. It adds up to what was paid (the tax is inside the money received, whatever the
// institute's pricesIncludeTax). The payment is the invoice's source, so a payment reported twice (the checkout
// and the webhook, a webhook sent again) is invoiced once.
//
// Shop orders are invoiced when they are delivered (orders.service.ts), not when paid; trips carry
// no SAC or rate yet, so a booking's payment has its receipt only.
import { type GstRate, stateOfPin } from "@app/shared/gst";
import type { Selectable, Transaction } from "kysely";
import type { Database, PaymentsTable } from "../../db/schema";
import { issueInvoiceInTransaction } from "../invoices/sale-invoice";

/** Issues the invoice of a fee payment just marked paid; does nothing for other payments. */
export async function invoiceFeePayment(
  trx: Transaction<Database>,
  payment: Selectable<PaymentsTable>,
  paidAt: Date,
): Promise<void> {
  const { debt_kind: kind, debt_id: debtId } = payment;
  if (kind !== "instalment" && kind !== "enrolment") return;
  const sale = await trx
    .selectFrom("enrolments")
    .innerJoin("admissions", "admissions.id", "enrolments.admission_id")
    .innerJoin("courses", "courses.code", "enrolments.course")
    .select([
      "enrolments.user_id",
      "admissions.name",
      "admissions.address",
      "admissions.pin",
      "courses.code",
      "courses.name_en",
      "courses.name_bn",
      "courses.hsn_sac",
      "courses.gst_rate",
    ])
    .where((eb) =>
      kind === "enrolment"
        ? eb("enrolments.id", "=", debtId)
        : eb(
            "enrolments.id",
            "=",
            eb.selectFrom("instalments").select("enrolment_id").where("id", "=", debtId),
          ),
    )
    .executeTakeFirst();
  if (!sale) return;
  await issueInvoiceInTransaction(trx, {
    source: { kind: "payment", id: payment.id },
    buyer: {
      name: sale.name,
      address: `${sale.address}, ${sale.pin}`,
      stateCode: stateOfPin(sale.pin) ?? undefined,
      userId: sale.user_id,
    },
    lines: [
      {
        itemId: sale.code,
        description: `${sale.name_en || sale.name_bn || sale.code} — course fee`,
        hsnSac: sale.hsn_sac,
        unit: "OTH",
        gstRate: sale.gst_rate as GstRate,
        qty: 1,
        unitPricePaise: payment.amount_paise,
      },
    ],
    by: { id: "system", name: "System" },
    now: paidAt,
    taxIncluded: true,
  });
}
