// A payment received for a service is a sale: each payment towards an enrolment (one
// instalment, or a part of several at the desk) or a trip booking gets its GST invoice when it
// is paid, in the same transaction (decisions 044 and 052), with the course's or the trip's SAC
// and rate. It adds up to what was paid (the tax is inside the money received, whatever the
// institute's pricesIncludeTax). The payment is the invoice's source, so a payment reported twice
// (the checkout and the webhook, a webhook sent again) is invoiced once.
//
// A course fee is made out to the student of the admission, at its address. A booking is made
// out to the traveller's account; the place of supply is the state of the address they last gave
// the institute (their admission, else their newest shop order), else the institute's own.
//
// A shop order is invoiced once, when it is paid in full or delivered, whichever comes first
// (orders/order-invoice.ts, decision 057).
import { type GstRate, type GstStateCode, stateOfPin } from "@app/shared/gst";
import type { Selectable, Transaction } from "kysely";
import type { Database, PaymentsTable } from "../../db/schema";
import { createInstituteService } from "../institute/institute.service";
import { issueInvoiceInTransaction, type SaleBuyer, type SaleLine } from "../invoices/sale-invoice";
import { invoiceOrderIfPaid } from "../orders/order-invoice";

type Trx = Transaction<Database>;
type Sale = { buyer: SaleBuyer; line: SaleLine };

/** What a fee payment sold: the course, to the student of the admission. */
async function feeSale(
  trx: Trx,
  kind: "instalment" | "enrolment",
  debtId: string,
  amountPaise: number,
): Promise<Sale | undefined> {
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
  if (!sale) return undefined;
  return {
    buyer: {
      name: sale.name,
      address: `${sale.address}, ${sale.pin}`,
      stateCode: stateOfPin(sale.pin) ?? undefined,
      userId: sale.user_id,
    },
    line: {
      itemId: sale.code,
      description: `${sale.name_en || sale.name_bn || sale.code} — course fee`,
      hsnSac: sale.hsn_sac,
      unit: "OTH",
      gstRate: sale.gst_rate as GstRate,
      qty: 1,
      unitPricePaise: amountPaise,
    },
  };
}

/** The address a traveller last gave the institute: their admission's, else their newest order's. */
async function addressOf(
  trx: Trx,
  userId: string,
): Promise<{ address: string; stateCode: GstStateCode | undefined } | undefined> {
  const known =
    (await trx
      .selectFrom("admissions")
      .select(["address", "pin"])
      .where("user_id", "=", userId)
      .where("status", "!=", "rejected")
      .orderBy("created_at", "desc")
      .limit(1)
      .executeTakeFirst()) ??
    (await trx
      .selectFrom("orders")
      .select(["address", "pin"])
      .where("user_id", "=", userId)
      .orderBy("created_at", "desc")
      .limit(1)
      .executeTakeFirst());
  if (!known) return undefined;
  return {
    address: `${known.address}, ${known.pin}`,
    stateCode: stateOfPin(known.pin) ?? undefined,
  };
}

/** What a booking's payment sold: the trip's seats, to the traveller who booked them. */
async function bookingSale(trx: Trx, bookingId: string, amountPaise: number) {
  const sale = await trx
    .selectFrom("trip_bookings")
    .innerJoin("trip_departures", "trip_departures.id", "trip_bookings.departure_id")
    .innerJoin("trips", "trips.id", "trip_departures.trip_id")
    .innerJoin("users", "users.id", "trip_bookings.user_id")
    .select([
      "trip_bookings.user_id",
      "trip_bookings.adults",
      "trip_bookings.children",
      "users.name",
      "trips.id as trip_id",
      "trips.title_en",
      "trips.title_bn",
      "trips.hsn_sac",
      "trips.gst_rate",
      "trip_departures.date",
    ])
    .where("trip_bookings.id", "=", bookingId)
    .executeTakeFirst();
  if (!sale) return undefined;
  const where = await addressOf(trx, sale.user_id);
  const seats = sale.adults + sale.children;
  return {
    buyer: {
      name: sale.name,
      ...(where ? { address: where.address, stateCode: where.stateCode } : {}),
      userId: sale.user_id,
    },
    line: {
      itemId: sale.trip_id,
      description: `${sale.title_en || sale.title_bn} — trip on ${sale.date}, ${seats} ${seats === 1 ? "seat" : "seats"}`,
      hsnSac: sale.hsn_sac,
      unit: "OTH",
      gstRate: sale.gst_rate as GstRate,
      qty: 1,
      unitPricePaise: amountPaise,
    },
  } satisfies Sale;
}

/**
 * Issues the invoice of a payment just marked paid, for a course fee or a trip booking, or of
 * the order it paid in full.
 */
export async function invoicePayment(
  trx: Trx,
  payment: Selectable<PaymentsTable>,
  paidAt: Date,
): Promise<void> {
  const { debt_kind: kind, debt_id: debtId, amount_paise: amount } = payment;
  if (kind === "order") {
    await invoiceOrderIfPaid(trx, debtId, paidAt);
    return;
  }
  const sale =
    kind === "instalment" || kind === "enrolment"
      ? await feeSale(trx, kind, debtId, amount)
      : kind === "booking"
        ? await bookingSale(trx, debtId, amount)
        : undefined;
  if (!sale) return;
  // Under the composition scheme a sale to another state cannot be invoiced (decision 044): the
  // money is taken all the same, with its receipt, and the accountant settles the case
  // (docs/accountant.md). Refusing here would refuse the payment, and a webhook would come back
  // for ever.
  const institute = await createInstituteService(trx).get();
  const state = sale.buyer.stateCode;
  if (institute.gstRegistration === "composition" && state && state !== institute.stateCode) return;
  await issueInvoiceInTransaction(trx, {
    source: { kind: "payment", id: payment.id },
    buyer: sale.buyer,
    lines: [sale.line],
    by: { id: "system", name: "System" },
    now: paidAt,
    taxIncluded: true,
  });
}
