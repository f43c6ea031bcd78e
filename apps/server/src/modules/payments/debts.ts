// What is owed (docs/decisions/045-taking-the-money.md): an order its price, a trip booking its
// seats, an enrolment its instalments. Money is credited to a debt by one conditional update that
// never takes it past what it costs, so two payments for one debt cannot both land; an
// enrolment's money goes to its oldest instalment due first. What an order or a booking gave
// back (a refund) is settled, not owed again.
import { referenceOf } from "@app/shared/common";
import { formatCount } from "@app/shared/format";
import type { DebtKind } from "@app/shared/payments";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema";

type Db = Kysely<Database>;

export type Debt = {
  kind: DebtKind;
  id: string;
  userId: string;
  /** What it costs in all. */
  totalPaise: number;
  /** What is still to pay. */
  duePaise: number;
  label: { en: string; bn: string };
  /** Whether it can be paid at all (a cancelled order or booking cannot). */
  payable: boolean;
};

// The Bengali label is kept with the payment as written, so its numbers are in Bengali digits,
// as a Bengali screen writes them (docs/languages.md).
const instalmentLabel = (course: { en: string; bn: string }, position: number, count: number) => ({
  en: `${course.en} — instalment ${position} of ${count}`,
  bn: `${course.bn} — কিস্তি ${formatCount(position, "bn-IN")} / ${formatCount(count, "bn-IN")}`,
});

async function courseName(db: Db, code: string) {
  const course = await db
    .selectFrom("courses")
    .select(["name_en", "name_bn"])
    .where("code", "=", code)
    .executeTakeFirst();
  const en = course?.name_en || course?.name_bn || code;
  return { en, bn: course?.name_bn || en };
}

/** The open instalments of an enrolment, oldest due first. */
export function liveInstalments(db: Db, enrolmentId: string) {
  return db
    .selectFrom("instalments")
    .selectAll()
    .where("enrolment_id", "=", enrolmentId)
    .where("replaced", "=", 0)
    .orderBy("due_date")
    .orderBy("position")
    .execute();
}

export async function findDebt(db: Db, kind: DebtKind, id: string): Promise<Debt | undefined> {
  if (kind === "order") {
    const order = await db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirst();
    if (!order) return undefined;
    const reference = referenceOf("order", order.number);
    return {
      kind,
      id,
      userId: order.user_id,
      totalPaise: order.price_paise,
      // A part refunded is money given back, not owed again.
      duePaise: order.price_paise - order.paid_paise - order.refunded_paise,
      label: {
        en: `Order ${reference} — ${order.product_name}`,
        bn: `অর্ডার ${reference} — ${order.product_name_bn || order.product_name}`,
      },
      payable: order.status !== "cancelled",
    };
  }
  if (kind === "booking") {
    const booking = await db
      .selectFrom("trip_bookings")
      .innerJoin("trip_departures", "trip_departures.id", "trip_bookings.departure_id")
      .innerJoin("trips", "trips.id", "trip_departures.trip_id")
      .selectAll("trip_bookings")
      .select(["trips.title_en", "trips.title_bn", "trip_departures.date"])
      .where("trip_bookings.id", "=", id)
      .executeTakeFirst();
    if (!booking) return undefined;
    const en = booking.title_en || booking.title_bn;
    return {
      kind,
      id,
      userId: booking.user_id,
      totalPaise: booking.amount_paise,
      duePaise: booking.amount_paise - booking.paid_paise - booking.refunded_paise,
      label: {
        en: `Trip: ${en}, ${booking.date}`,
        bn: `ভ্রমণ: ${booking.title_bn || en}, ${booking.date}`,
      },
      payable: booking.status !== "cancelled",
    };
  }
  if (kind === "instalment") {
    const instalment = await db
      .selectFrom("instalments")
      .innerJoin("enrolments", "enrolments.id", "instalments.enrolment_id")
      .selectAll("instalments")
      .select("enrolments.course")
      .where("instalments.id", "=", id)
      .executeTakeFirst();
    if (!instalment) return undefined;
    const count = (await liveInstalments(db, instalment.enrolment_id)).length;
    return {
      kind,
      id,
      userId: instalment.user_id,
      totalPaise: instalment.amount_paise,
      duePaise: instalment.amount_paise - instalment.paid_paise,
      label: instalmentLabel(await courseName(db, instalment.course), instalment.position, count),
      payable: instalment.replaced === 0,
    };
  }
  const enrolment = await db
    .selectFrom("enrolments")
    .selectAll()
    .where("id", "=", id)
    .executeTakeFirst();
  if (!enrolment) return undefined;
  const instalments = await liveInstalments(db, id);
  const total = instalments.reduce((sum, row) => sum + row.amount_paise, 0);
  const paid = instalments.reduce((sum, row) => sum + row.paid_paise, 0);
  const course = await courseName(db, enrolment.course);
  return {
    kind,
    id,
    userId: enrolment.user_id,
    totalPaise: total,
    duePaise: total - paid,
    label: { en: `${course.en} — fees`, bn: `${course.bn} — ফি` },
    payable: true,
  };
}

/**
 * Closes the payments still waiting to be paid (`created`) for debts that can no longer take
 * money — instalments a plan change replaced, an order or booking cancelled — in the caller's
 * transaction, so nobody is asked to pay them. A gateway may still capture one later (the payer
 * had Checkout open): that money is recorded and given back. A UPI reference already given
 * (`submitted`) stays for staff, who find the money on the statement or not, but is no longer the
 * debt's open payment and is noted why: confirmed, it is recorded and handed back
 * (docs/payments.md, "When a debt changes").
 */
export async function closeOpenPayments(
  trx: Transaction<Database>,
  debtKind: DebtKind,
  debtIds: string[],
  note: string,
): Promise<void> {
  if (debtIds.length === 0) return;
  const now = new Date().toISOString();
  await trx
    .updateTable("payments")
    .set({ status: "failed", open_key: null, note, updated_at: now })
    .where("debt_kind", "=", debtKind)
    .where("debt_id", "in", debtIds)
    .where("status", "=", "created")
    .execute();
  // A UPI reference given stays for staff (the money may be in the bank), no longer the debt's
  // open payment, with why it cannot pay it: confirmed, it is recorded and handed back.
  await trx
    .updateTable("payments")
    .set({ open_key: null, note, updated_at: now })
    .where("debt_kind", "=", debtKind)
    .where("debt_id", "in", debtIds)
    .where("status", "=", "submitted")
    .execute();
}

/**
 * Credits `amount` to the debt in the caller's transaction; false (and nothing written) when it
 * would take the debt past what it costs, i.e. another payment paid it meanwhile.
 */
export async function creditDebt(
  trx: Transaction<Database>,
  payment: { id: string; debtKind: DebtKind; debtId: string; amountPaise: number },
): Promise<boolean> {
  const { debtKind, debtId, amountPaise } = payment;
  if (debtKind === "order" || debtKind === "booking") {
    const table = debtKind === "order" ? "orders" : "trip_bookings";
    const priceColumn = debtKind === "order" ? "price_paise" : "amount_paise";
    const result = await trx
      .updateTable(table)
      .set((eb) => ({ paid_paise: eb("paid_paise", "+", amountPaise) }))
      .where("id", "=", debtId)
      .where((eb) =>
        eb(
          eb(eb("paid_paise", "+", eb.ref("refunded_paise")), "+", amountPaise),
          "<=",
          eb.ref(priceColumn),
        ),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
  let instalments: { id: string; amount_paise: number; paid_paise: number }[];
  if (debtKind === "instalment") {
    instalments = await trx
      .selectFrom("instalments")
      .select(["id", "amount_paise", "paid_paise"])
      .where("id", "=", debtId)
      .where("replaced", "=", 0)
      .execute();
  } else {
    instalments = await liveInstalments(trx, debtId);
  }
  let left = amountPaise;
  for (const instalment of instalments) {
    if (left === 0) break;
    const share = Math.min(left, instalment.amount_paise - instalment.paid_paise);
    if (share <= 0) continue;
    const result = await trx
      .updateTable("instalments")
      .set((eb) => ({ paid_paise: eb("paid_paise", "+", share) }))
      .where("id", "=", instalment.id)
      .where((eb) => eb(eb("paid_paise", "+", share), "<=", eb.ref("amount_paise")))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await trx
      .insertInto("payment_allocations")
      .values({ payment_id: payment.id, instalment_id: instalment.id, amount_paise: share })
      .execute();
    left -= share;
  }
  return left === 0;
}

/** Takes `amount` given back off the debt a payment paid (the latest instalments first). */
export async function debitDebt(
  trx: Transaction<Database>,
  payment: { id: string; debtKind: DebtKind; debtId: string },
  amountPaise: number,
): Promise<void> {
  const { debtKind, debtId } = payment;
  if (debtKind === "order" || debtKind === "booking") {
    await trx
      .updateTable(debtKind === "order" ? "orders" : "trip_bookings")
      .set((eb) => ({
        paid_paise: eb("paid_paise", "-", amountPaise),
        refunded_paise: eb("refunded_paise", "+", amountPaise),
      }))
      .where("id", "=", debtId)
      .execute();
    return;
  }
  const allocations = await trx
    .selectFrom("payment_allocations")
    .innerJoin("instalments", "instalments.id", "payment_allocations.instalment_id")
    .select(["payment_allocations.instalment_id", "payment_allocations.amount_paise"])
    .where("payment_allocations.payment_id", "=", payment.id)
    .orderBy("instalments.due_date", "desc")
    .orderBy("instalments.position", "desc")
    .execute();
  let left = amountPaise;
  for (const allocation of allocations) {
    if (left === 0) break;
    const share = Math.min(left, allocation.amount_paise);
    await trx
      .updateTable("instalments")
      .set((eb) => ({
        paid_paise: eb("paid_paise", "-", share),
        refunded_paise: eb("refunded_paise", "+", share),
      }))
      .where("id", "=", allocation.instalment_id)
      .execute();
    await trx
      .updateTable("payment_allocations")
      .set((eb) => ({ amount_paise: eb("amount_paise", "-", share) }))
      .where("payment_id", "=", payment.id)
      .where("instalment_id", "=", allocation.instalment_id)
      .execute();
    left -= share;
  }
}
