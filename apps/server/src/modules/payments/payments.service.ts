// Payments (docs/decisions/045-taking-the-money.md): one state machine for every way money comes
// in — a gateway (Razorpay, through gateway.ts), a UPI reference staff confirm, or the desk — and
// its receipts and refunds. The amount is always the server's; a payment is paid in one
// transaction that credits its debt (never past what the debt costs) and gives it the next
// receipt number of the financial year, so receipt numbers have no gaps.
import { documentNumber } from "@app/shared/gst";
import type { Language } from "@app/shared/i18n";
import { financialYearOf } from "@app/shared/invoices";
import {
  type CreatePaymentSchema,
  type DebtKind,
  type DebtRef,
  type DebtSummary,
  type DeskPaymentSchema,
  debtOf,
  type MyPayment,
  type MyPaymentQuery,
  type Payment,
  type PaymentListQuery,
  type PaymentMethods,
  type PaymentRefund,
  type Refund,
  type StaffPayment,
  type StaffPaymentListQuery,
  upiLink,
} from "@app/shared/payments";
import type { Kysely, Selectable, Transaction } from "kysely";
import type { z } from "zod";
import type { Database, PaymentsTable, RefundsTable } from "../../db/schema";
import { dayStartUtc } from "../../lib/days";
import {
  AppError,
  BadRequestError,
  ConflictError,
  invalidField,
  NotFoundError,
} from "../../lib/errors";
import { translate } from "../../lib/i18n";
import { newId, nowIso } from "../../lib/ids";
import { containsText, mapPage, type Paged, readPage } from "../../lib/paging";
import { nextInSequence } from "../../lib/sequence";
import { createInstituteService } from "../institute/institute.service";
import type { MailService } from "../mail/mail.service";
import { RECEIVED_STATES } from "../money/money.repository";
import { creditDebt, debitDebt, findDebt } from "./debts";
import type { GatewayPayment, PaymentGateway } from "./gateway";
import { invoicePayment } from "./payment-invoice";
import { renderReceiptPdf } from "./receipt-pdf";
import { creditRefund } from "./refund-credit-note";

type Db = Kysely<Database>;
type PaymentRow = Selectable<PaymentsTable>;
type RefundRow = Selectable<RefundsTable>;

export type UpiSettings = { vpa: string; payeeName: string };

/** A payment left "created" this long is asked about at the gateway (and again after as long). */
export const RECONCILE_AFTER_MS = 5 * 60_000;
/**
 * A gateway payment still "created" this long after it was made, and found unpaid at the gateway,
 * is closed as expired: it leaves the reconciler's queue (a capture arriving later still counts).
 */
export const EXPIRE_AFTER_MS = 24 * 60 * 60_000;
/** How many payments one reconciler run asks the gateway about, newest first. */
export const RECONCILE_BATCH = 50;
/**
 * A refund the gateway did not take (it was down, the call timed out) is sent again by the
 * reconciler for this long; after that it is marked failed, for staff to give the money back by
 * hand, rather than asked about every minute for ever.
 */
export const REFUND_RETRY_FOR_MS = 3 * 24 * 60 * 60_000;

/**
 * The key a refund is sent to the gateway with, the same every time it is sent: a refund the
 * gateway made although its answer was lost is answered again, not made twice. A give-back of a
 * second capture (no staff member) has its own key; a staff refund, the payment's id and the
 * Idempotency-Key it was asked with.
 */
const gatewayRefundKey = (
  refund: Pick<RefundRow, "payment_id" | "idempotency_key" | "created_by">,
) =>
  refund.created_by === null
    ? refund.idempotency_key
    : `${refund.payment_id}:${refund.idempotency_key}`.slice(0, 100);

const PAYMENT_NOT_FOUND = /*i18n*/ { id: "payments.notFound", message: "Payment not found" };
const DEBT_NOT_FOUND = /*i18n*/ {
  id: "payments.debt.notFound",
  message: "There is nothing to pay by that name",
};
const NOTHING_DUE = /*i18n*/ { id: "payments.debt.paid", message: "This is already paid" };
const NOT_PAYABLE = /*i18n*/ {
  id: "payments.debt.cancelled",
  message: "This was cancelled and cannot be paid",
};
const NO_GATEWAY = /*i18n*/ {
  id: "payments.gateway.off",
  message: "Online payment is not set up; pay by UPI or at the desk",
};
const NO_UPI = /*i18n*/ { id: "payments.upi.off", message: "UPI payment is not set up" };
const GATEWAY_DOWN = /*i18n*/ {
  id: "payments.gateway.down",
  message: "The payment gateway is not answering; please try again",
};
const BAD_SIGNATURE = /*i18n*/ {
  id: "payments.signature.bad",
  message: "The payment could not be verified",
};
const BAD_WEBHOOK = /*i18n*/ {
  id: "payments.webhook.bad",
  message: "The webhook's signature does not match",
};
const WRONG_STATE = /*i18n*/ {
  id: "payments.state.wrong",
  message: "The payment is not in a state that allows this",
};
const PAID_BY_ANOTHER = /*i18n*/ {
  id: "payments.paidByAnother",
  message: "This was paid by another payment meanwhile; your money is being refunded",
};
const NO_LONGER_PAYABLE = /*i18n*/ {
  id: "payments.debt.gone",
  message:
    "This can no longer be paid (it was cancelled or its fees changed); your money is being refunded",
};
const UTR_TAKEN = /*i18n*/ {
  id: "payments.upi.utrTaken",
  message: "This UTR was already confirmed for another payment",
};
const TOO_MUCH = /*i18n*/ {
  id: "payments.amount.tooMuch",
  message: "The amount is more than is due ({due, number, rupees})",
};
const REFUND_TOO_MUCH = /*i18n*/ {
  id: "payments.refund.tooMuch",
  message: "The refund is more than is left of the payment ({left, number, rupees})",
};
const KEY_MISSING = /*i18n*/ {
  id: "payments.refund.key",
  message: "Send an Idempotency-Key header (letters, digits, - and _, {min} to {max})",
};
/** An Idempotency-Key's length: letters, digits, `-` and `_`. */
const KEY_LENGTH = { min: 8, max: 100 };
const KEY_SHAPE = new RegExp(`^[A-Za-z0-9_-]{${KEY_LENGTH.min},${KEY_LENGTH.max}}$`);
const REFERENCE_MISSING = /*i18n*/ {
  id: "payments.reference.missing",
  message: "A cheque or a transfer needs its reference",
};
const RECEIPT_SUBJECT = /*i18n*/ {
  id: "payments.receipt.mailSubject",
  message: "Receipt {number}: {amount} received",
};
const RECEIPT_BODY = /*i18n*/ {
  id: "payments.receipt.mailBody",
  message:
    "Dear {name},\n\nWe have received {amount} for {label}. Your receipt {number} is attached; you can also download it from your account.\n\nThank you.",
};

/**
 * Thrown inside a transaction when its debt changed under it (another transaction credited it or
 * replaced it): the transaction is undone and run again, to find the debt as it now stands.
 */
class DebtChangedError extends Error {}

/** Why money taken for a debt is given back rather than credited. */
type Overpaid = "overpaid" | "not-payable";

/** Closing states: a payment here is no longer open for its debt. */
const OPEN = ["created", "submitted"] as const;

export type PaymentsDeps = {
  db: Db;
  gateway: PaymentGateway | undefined;
  upi: UpiSettings | undefined;
  mail?: Pick<MailService, "enqueue">;
  log?: { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
};

type Caller = { id: string; role: "user" | "staff" | "admin" };

const isStaff = (caller: Caller) => caller.role === "staff" || caller.role === "admin";

export function createPaymentsService({ db, gateway, upi, mail, log }: PaymentsDeps) {
  /**
   * Runs `work` in a transaction, again (up to three times) when its debt changed under it: the
   * next run finds the debt paid or gone and records the money to give back, never a 500.
   */
  async function inTransaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await db.transaction().execute(work);
      } catch (error) {
        if (!(error instanceof DebtChangedError) || attempt >= 3) throw error;
      }
    }
  }

  const rows = () =>
    db
      .selectFrom("payments")
      .innerJoin("users as payer", "payer.id", "payments.user_id")
      .leftJoin("users as taker", "taker.id", "payments.taken_by")
      .selectAll("payments")
      .select([
        "payer.name as payer_name",
        "payer.locale as payer_locale",
        "taker.name as taker_name",
      ]);
  type Row = Awaited<ReturnType<ReturnType<typeof rows>["executeTakeFirstOrThrow"]>>;

  const toPayment = (row: Row, language: Language = "en"): Payment => ({
    id: row.id,
    status: row.status,
    amountPaise: row.amount_paise,
    refundedPaise: row.refunded_paise,
    currency: "INR",
    method: row.method,
    provider: row.provider,
    gateway:
      row.provider && row.gateway_order_id && gateway
        ? { orderId: row.gateway_order_id, keyId: gateway.keyId }
        : null,
    upiLink:
      row.method === "upi" && upi
        ? upiLink({
            vpa: upi.vpa,
            payeeName: upi.payeeName,
            amountPaise: row.amount_paise,
            note: row.label_en,
            reference: row.id,
          })
        : null,
    debt: { kind: row.debt_kind, id: row.debt_id },
    label: language === "bn" ? row.label_bn : row.label_en,
    payerId: row.user_id,
    payerName: row.payer_name,
    reference: row.reference ?? row.gateway_payment_id,
    takenBy: row.taker_name ?? null,
    receiptNumber: row.receipt_number,
    paidAt: row.paid_at,
    createdAt: row.created_at,
  });

  async function read(id: string): Promise<Row | undefined> {
    return rows().where("payments.id", "=", id).executeTakeFirst();
  }

  /** A payment the caller may see: their own, or any for staff; another's is "not found". */
  async function visible(id: string, caller: Caller): Promise<Row> {
    const row = await read(id);
    if (!row || (!isStaff(caller) && row.user_id !== caller.id)) {
      throw new NotFoundError(PAYMENT_NOT_FOUND);
    }
    return row;
  }

  async function debtFor(ref: DebtRef, caller: Caller, ownOnly: boolean) {
    const { kind, id } = debtOf(ref);
    const debt = await findDebt(db, kind, id);
    if (!debt || (ownOnly && debt.userId !== caller.id)) {
      throw new NotFoundError(DEBT_NOT_FOUND);
    }
    if (!debt.payable) throw new ConflictError(NOT_PAYABLE);
    if (debt.duePaise <= 0) throw new ConflictError(NOTHING_DUE);
    return debt;
  }

  /** Mails the receipt to the payer, in their language, once a payment is paid. */
  async function mailReceipt(paymentId: string): Promise<void> {
    if (!mail) return;
    const row = await read(paymentId);
    if (!row?.receipt_number) return;
    const payer = await db
      .selectFrom("users")
      .select(["email", "locale", "latin_digits"])
      .where("id", "=", row.user_id)
      .executeTakeFirst();
    if (!payer) return;
    const language: Language = payer.locale === "bn" ? "bn" : "en";
    const latinDigits = payer.latin_digits === 1;
    const payment = toPayment(row, language);
    const pdf = await renderReceiptPdf(
      payment,
      await createInstituteService(db).get(),
      language,
      latinDigits,
    );
    const { formatRupeesFromPaise } = await import("@app/shared/format");
    const { intlLocale } = await import("@app/shared/i18n");
    const amount = formatRupeesFromPaise(payment.amountPaise, intlLocale(language, latinDigits));
    const values = {
      number: row.receipt_number,
      amount,
      name: row.payer_name,
      label: payment.label,
    };
    mail.enqueue({
      to: payer.email,
      subject: translate(language, { ...RECEIPT_SUBJECT, values }, latinDigits),
      text: translate(language, { ...RECEIPT_BODY, values }, latinDigits),
      attachments: [
        {
          filename: `receipt-${row.receipt_number.replaceAll("/", "-")}.pdf`,
          content: pdf,
          contentType: "application/pdf",
        },
      ],
    });
  }

  /**
   * Marks a payment paid in the caller's transaction: credits its debt and numbers its receipt.
   * "paid": it moved to paid now; "already": it was paid before; "overpaid": its debt was paid by
   * another payment meanwhile; "not-payable": its debt can no longer take money (an order or
   * booking cancelled, instalments a plan change replaced). For the last two nothing is credited
   * and the caller gives the money back.
   */
  async function markPaid(
    trx: Transaction<Database>,
    row: PaymentRow,
    fields: { gatewayPaymentId?: string; takenBy?: string; reference?: string },
  ): Promise<"paid" | "already" | Overpaid> {
    if (!["created", "submitted", "failed"].includes(row.status)) return "already";
    const debt = await findDebt(trx, row.debt_kind, row.debt_id);
    if (!debt?.payable) return "not-payable";
    if (debt.duePaise < row.amount_paise) return "overpaid";
    const now = new Date();
    const claimed = await trx
      .updateTable("payments")
      .set({
        status: "paid",
        open_key: null,
        paid_at: now.toISOString(),
        updated_at: now.toISOString(),
        ...(fields.gatewayPaymentId ? { gateway_payment_id: fields.gatewayPaymentId } : {}),
        ...(fields.takenBy ? { taken_by: fields.takenBy } : {}),
        ...(fields.reference ? { reference: fields.reference } : {}),
      })
      .where("id", "=", row.id)
      .where("status", "in", ["created", "submitted", "failed"])
      .executeTakeFirst();
    // Another transaction paid it first.
    if (Number(claimed.numUpdatedRows) !== 1) return "already";
    const credited = await creditDebt(trx, {
      id: row.id,
      debtKind: row.debt_kind,
      debtId: row.debt_id,
      amountPaise: row.amount_paise,
    });
    // The debt was paid or replaced meanwhile by a transaction this one did not see: undo all of
    // this one and run it again (inTransaction), to find the debt paid or gone.
    if (!credited) throw new DebtChangedError(`debt ${row.debt_kind}:${row.debt_id} changed`);
    const year = financialYearOf(now);
    const sequence = await nextInSequence(trx, `receipt:${year}`);
    await trx
      .updateTable("payments")
      .set({ receipt_number: documentNumber("receipt", year, sequence) })
      .where("id", "=", row.id)
      .execute();
    await invoicePayment(trx, row, now);
    return "paid";
  }

  /** A gateway payment to give back: recorded now, sent to the gateway after the transaction. */
  type GiveBack = { refundId: string; gatewayPaymentId: string; amountPaise: number; key: string };

  /**
   * What the gateway says was taken for one of our payments: pays it, or — when it was paid
   * already by another gateway payment, or its debt by another payment — records the money to
   * give back. Runs in the caller's transaction (a webhook's, with its event id).
   */
  async function applyCapture(
    trx: Transaction<Database>,
    taken: { orderId: string; paymentId: string; amountPaise: number },
  ): Promise<{ paid?: string; giveBack?: GiveBack; why?: Overpaid }> {
    const row = await trx
      .selectFrom("payments")
      .selectAll()
      .where("gateway_order_id", "=", taken.orderId)
      .executeTakeFirst();
    if (!row) return {};
    if (row.gateway_payment_id === taken.paymentId) return {};
    if (taken.amountPaise !== row.amount_paise) {
      log?.error({ paymentId: row.id, taken }, "gateway amount differs from the payment's");
      return {};
    }
    const outcome = await markPaid(trx, row, { gatewayPaymentId: taken.paymentId });
    if (outcome === "paid") return { paid: row.id };
    const now = nowIso();
    const reason =
      outcome === "not-payable"
        ? "debt can no longer be paid"
        : outcome === "overpaid"
          ? "debt paid by another payment"
          : "paid twice";
    if (outcome !== "already") {
      // Taken for a debt another payment settled, or one that can no longer be paid: this
      // payment ends refunded in full.
      await trx
        .updateTable("payments")
        .set({
          status: "refunded",
          open_key: null,
          gateway_payment_id: taken.paymentId,
          refunded_paise: row.amount_paise,
          paid_at: now,
          updated_at: now,
          note: reason,
        })
        .where("id", "=", row.id)
        .where("status", "in", ["created", "submitted", "failed"])
        .execute();
    }
    // A second payment on one gateway order (two browsers), or the overpaid one: give it back.
    const key = `returned:${taken.paymentId}`;
    const refundId = newId();
    const inserted = await trx
      .insertInto("refunds")
      .values({
        id: refundId,
        payment_id: row.id,
        amount_paise: taken.amountPaise,
        reason,
        idempotency_key: key,
        gateway_payment_id: taken.paymentId,
        gateway_refund_id: null,
        status: "pending",
        created_by: null,
        created_at: now,
      })
      .onConflict((conflict) => conflict.columns(["payment_id", "idempotency_key"]).doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!inserted) return {};
    return {
      ...(outcome === "already" ? {} : { why: outcome }),
      giveBack: {
        refundId,
        gatewayPaymentId: taken.paymentId,
        amountPaise: taken.amountPaise,
        key,
      },
    };
  }

  /** Sends a recorded give-back to the gateway; a failure leaves it pending for the reconciler. */
  async function sendGiveBack(giveBack: GiveBack | undefined): Promise<void> {
    if (!giveBack || !gateway) return;
    try {
      const refund = await gateway.refund({
        paymentId: giveBack.gatewayPaymentId,
        amountPaise: giveBack.amountPaise,
        idempotencyKey: giveBack.key,
        notes: { reason: "paid twice" },
      });
      await db
        .updateTable("refunds")
        .set({
          gateway_refund_id: refund.refundId,
          status: refund.processed ? "processed" : "pending",
        })
        .where("id", "=", giveBack.refundId)
        .execute();
    } catch (error) {
      log?.warn({ err: error, refundId: giveBack.refundId }, "refund of a duplicate failed");
    }
  }

  /**
   * Sends again the refunds the gateway never took (no gateway refund id after RECONCILE_AFTER_MS),
   * with the key of their first sending; those older than REFUND_RETRY_FOR_MS are marked failed.
   * Several processes may send one at once: the gateway answers one key with one refund.
   */
  async function retryRefunds(now: Date): Promise<{ refundsSent: number; refundsFailed: number }> {
    if (!gateway) return { refundsSent: 0, refundsFailed: 0 };
    const before = new Date(now.getTime() - RECONCILE_AFTER_MS).toISOString();
    const giveUp = new Date(now.getTime() - REFUND_RETRY_FOR_MS).toISOString();
    const stuck = await db
      .selectFrom("refunds")
      .selectAll()
      .where("status", "=", "pending")
      .where("gateway_refund_id", "is", null)
      .where("gateway_payment_id", "is not", null)
      .where("created_at", "<", before)
      .orderBy("created_at")
      .limit(50)
      .execute();
    let refundsSent = 0;
    let refundsFailed = 0;
    for (const refund of stuck) {
      if (refund.created_at < giveUp) {
        await db
          .updateTable("refunds")
          .set({ status: "failed" })
          .where("id", "=", refund.id)
          .where("gateway_refund_id", "is", null)
          .where("status", "=", "pending")
          .execute();
        log?.error({ refundId: refund.id }, "refund never taken by the gateway; marked failed");
        refundsFailed += 1;
        continue;
      }
      try {
        const done = await gateway.refund({
          paymentId: refund.gateway_payment_id ?? "",
          amountPaise: refund.amount_paise,
          idempotencyKey: gatewayRefundKey(refund),
          notes: { reason: refund.reason.slice(0, 200) },
        });
        await db
          .updateTable("refunds")
          .set({
            gateway_refund_id: done.refundId,
            status: done.processed ? "processed" : "pending",
          })
          .where("id", "=", refund.id)
          .where("gateway_refund_id", "is", null)
          .execute();
        refundsSent += 1;
      } catch (error) {
        log?.warn({ err: error, refundId: refund.id }, "refund still not taken by the gateway");
      }
    }
    return { refundsSent, refundsFailed };
  }

  async function afterCapture(outcome: { paid?: string; giveBack?: GiveBack }) {
    await sendGiveBack(outcome.giveBack);
    if (outcome.paid) await mailReceipt(outcome.paid);
  }

  function requireGateway(): PaymentGateway {
    if (!gateway) throw new ConflictError(NO_GATEWAY);
    return gateway;
  }

  const toRefund = (row: Selectable<RefundsTable>): Refund => ({
    id: row.id,
    paymentId: row.payment_id,
    amountPaise: row.amount_paise,
    reason: row.reason,
    status: row.status,
    gatewayRefundId: row.gateway_refund_id,
    createdAt: row.created_at,
  });

  /** Whether a payment other than `exceptId` holds `utr` confirmed (paid, later refunded or not). */
  async function utrConfirmed(trx: Db | Transaction<Database>, utr: string, exceptId: string) {
    if (!utr) return false;
    const other = await trx
      .selectFrom("payments")
      .select("id")
      .where("method", "=", "upi")
      .where("reference", "=", utr)
      .where("id", "<>", exceptId)
      .where("status", "in", ["paid", "partly-refunded", "refunded"])
      .executeTakeFirst();
    return other !== undefined;
  }

  /**
   * A UPI payment staff found on the statement for a debt that cannot take it: recorded as
   * received and refunded in full, the refund for the office to hand back (as a staff refund of
   * money taken without a gateway is).
   */
  async function giveBackUpi(
    trx: Transaction<Database>,
    row: PaymentRow,
    staffId: string,
    why: Overpaid,
  ): Promise<void> {
    const now = nowIso();
    const reason =
      why === "not-payable" ? "debt can no longer be paid" : "debt paid by another payment";
    const moved = await trx
      .updateTable("payments")
      .set({
        status: "refunded",
        open_key: null,
        refunded_paise: row.amount_paise,
        taken_by: staffId,
        paid_at: now,
        updated_at: now,
        note: reason,
      })
      .where("id", "=", row.id)
      .where("status", "=", "submitted")
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return;
    await trx
      .insertInto("refunds")
      .values({
        id: newId(),
        payment_id: row.id,
        amount_paise: row.amount_paise,
        reason,
        idempotency_key: `returned:${row.id}`,
        gateway_payment_id: null,
        gateway_refund_id: null,
        status: "processed",
        created_by: staffId,
        created_at: now,
      })
      .onConflict((conflict) => conflict.columns(["payment_id", "idempotency_key"]).doNothing())
      .execute();
  }

  return {
    toPayment,

    /**
     * A payment for a debt of the caller's: the open one if there is one for the same way of
     * paying and for what is due now (asking twice gives the same payment), else a new one for
     * what is due; for a gateway, with the gateway's order. An open one for another amount (the
     * desk took part of the debt meanwhile) is closed: a later capture of it still counts.
     */
    async create(
      caller: Caller,
      input: z.output<typeof CreatePaymentSchema>,
      language: Language,
    ): Promise<{ payment: Payment; created: boolean }> {
      const debt = await debtFor(input.for, caller, true);
      const openKey = `${debt.kind}:${debt.id}`;
      const open = await rows().where("payments.open_key", "=", openKey).executeTakeFirst();
      if (open && open.method === input.method && open.amount_paise === debt.duePaise) {
        return { payment: toPayment(open, language), created: false };
      }
      // A UPI reference waiting for staff for what is due now: paying again would pay twice.
      if (open && open.status === "submitted" && open.amount_paise === debt.duePaise) {
        throw new ConflictError(WRONG_STATE);
      }
      if (open && open.status === "submitted") {
        // What is due changed under it (the desk took part): it waits for staff still (the money
        // may be in the bank; confirmed, what the debt cannot take is handed back), no longer as
        // the debt's open payment, and the payer is asked for what is due now.
        await db
          .updateTable("payments")
          .set({ open_key: null, note: "amount due changed", updated_at: nowIso() })
          .where("id", "=", open.id)
          .where("status", "=", "submitted")
          .execute();
      } else if (open) {
        // Another way of paying chosen, or another amount due: the unpaid attempt closes (a
        // later capture of it still counts, or is given back).
        await db
          .updateTable("payments")
          .set({ open_key: null, status: "failed", updated_at: nowIso() })
          .where("id", "=", open.id)
          .where("status", "=", "created")
          .execute();
      }
      const id = newId();
      let gatewayOrderId: string | null = null;
      if (input.method === "razorpay") {
        const provider = requireGateway();
        try {
          ({ orderId: gatewayOrderId } = await provider.createOrder({
            amountPaise: debt.duePaise,
            receipt: id,
          }));
        } catch (error) {
          log?.warn({ err: error }, "gateway order failed");
          throw new AppError(502, GATEWAY_DOWN, { expose: true });
        }
      } else if (!upi) {
        throw new ConflictError(NO_UPI);
      }
      const now = nowIso();
      const inserted = await db
        .insertInto("payments")
        .values({
          id,
          user_id: debt.userId,
          debt_kind: debt.kind,
          debt_id: debt.id,
          label_en: debt.label.en,
          label_bn: debt.label.bn,
          open_key: openKey,
          amount_paise: debt.duePaise,
          method: input.method,
          provider: input.method === "razorpay" ? "razorpay" : null,
          status: "created",
          gateway_order_id: gatewayOrderId,
          gateway_payment_id: null,
          reference: null,
          taken_by: null,
          note: null,
          checked_at: null,
          receipt_number: null,
          paid_at: null,
          created_at: now,
          updated_at: now,
        })
        .onConflict((conflict) => conflict.column("open_key").doNothing())
        .returning("id")
        .executeTakeFirst();
      if (!inserted) {
        // Another request made the open payment first: that one is the payment.
        const winner = await rows().where("payments.open_key", "=", openKey).executeTakeFirst();
        if (winner) return { payment: toPayment(winner, language), created: false };
        throw new ConflictError(WRONG_STATE);
      }
      return { payment: toPayment((await read(id)) as Row, language), created: true };
    },

    async get(id: string, caller: Caller, language: Language): Promise<Payment> {
      return toPayment(await visible(id, caller), language);
    },

    async list(
      caller: Caller,
      query: PaymentListQuery,
      language: Language,
    ): Promise<Paged<Payment>> {
      let select = rows();
      if (!isStaff(caller)) select = select.where("payments.user_id", "=", caller.id);
      if (query.status) select = select.where("payments.status", "=", query.status);
      if (query.method) select = select.where("payments.method", "=", query.method);
      if (query.from) select = select.where("payments.created_at", ">=", dayStartUtc(query.from));
      if (query.to) select = select.where("payments.created_at", "<", dayStartUtc(query.to, 1));
      const direction = query.sort === "createdAt" ? "asc" : "desc";
      const page = await readPage(
        select.orderBy("payments.created_at", direction).orderBy("payments.id", direction),
        query,
      );
      return mapPage(page, (row) => toPayment(row, language));
    },

    /**
     * Everyone's payments for the back office, newest first, a page at a time: by status, method
     * and days (made, or with `received` paid, as the money screen counts them), and `q` over the
     * payer's name and email, the receipt number and the references.
     */
    async listForStaff(
      query: StaffPaymentListQuery,
      language: Language,
    ): Promise<Paged<StaffPayment>> {
      let select = rows().select("payer.email as payer_email");
      if (query.status) select = select.where("payments.status", "=", query.status);
      if (query.method) select = select.where("payments.method", "=", query.method);
      const day = query.received ? "payments.paid_at" : "payments.created_at";
      if (query.received) {
        select = select
          .where("payments.paid_at", "is not", null)
          .where("payments.status", "in", RECEIVED_STATES);
      }
      if (query.from) select = select.where(day, ">=", dayStartUtc(query.from));
      if (query.to) select = select.where(day, "<", dayStartUtc(query.to, 1));
      if (query.q) {
        select = select.where(
          containsText(
            [
              "payer.name",
              "payer.email",
              "payments.receipt_number",
              "payments.reference",
              "payments.gateway_payment_id",
            ],
            query.q,
          ),
        );
      }
      const direction = query.sort === "createdAt" ? "asc" : "desc";
      // Ordered by the day the filter reads: money received by when it came in.
      const page = await readPage(
        select.orderBy(day, direction).orderBy("payments.id", direction),
        query,
      );
      return mapPage(page, (row) => ({ ...toPayment(row, language), payerEmail: row.payer_email }));
    },

    /**
     * The caller's own payments, whatever their role, newest first, a page at a time (a range of
     * payments_user_idx), each with the refunds given back on it (read for the page's payments
     * only, through the refunds' (payment_id, idempotency_key) index).
     */
    async listMine(
      userId: string,
      query: MyPaymentQuery,
      language: Language,
    ): Promise<Paged<MyPayment>> {
      const direction = query.sort === "createdAt" ? "asc" : "desc";
      const page = await readPage(
        rows()
          .where("payments.user_id", "=", userId)
          .orderBy("payments.created_at", direction)
          .orderBy("payments.id", direction),
        query,
      );
      const ids = page.rows.map((row) => row.id);
      const refunds = new Map<string, PaymentRefund[]>();
      if (ids.length > 0) {
        const given = await db
          .selectFrom("refunds")
          .select(["id", "payment_id", "amount_paise", "status", "created_at"])
          .where("payment_id", "in", ids)
          .orderBy("created_at")
          .orderBy("id")
          .execute();
        for (const refund of given) {
          const list = refunds.get(refund.payment_id) ?? [];
          list.push({
            id: refund.id,
            amountPaise: refund.amount_paise,
            status: refund.status,
            createdAt: refund.created_at,
          });
          refunds.set(refund.payment_id, list);
        }
      }
      return mapPage(page, (row) => ({
        ...toPayment(row, language),
        refunds: refunds.get(row.id) ?? [],
      }));
    },

    /** Checkout's result: paid when the gateway's signature holds; 400 changing nothing else. */
    async verify(
      id: string,
      caller: Caller,
      body: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
      language: Language,
    ): Promise<Payment> {
      const row = await visible(id, caller);
      const provider = requireGateway();
      if (
        !row.gateway_order_id ||
        body.razorpay_order_id !== row.gateway_order_id ||
        !provider.checkoutSignatureValid(
          row.gateway_order_id,
          body.razorpay_payment_id,
          body.razorpay_signature,
        )
      ) {
        throw new BadRequestError(BAD_SIGNATURE);
      }
      const orderId = row.gateway_order_id;
      const outcome = await inTransaction((trx) =>
        applyCapture(trx, {
          orderId,
          paymentId: body.razorpay_payment_id,
          amountPaise: row.amount_paise,
        }),
      );
      await afterCapture(outcome);
      const after = (await read(id)) as Row;
      if (outcome.giveBack) {
        throw new ConflictError(
          outcome.why === "not-payable" ? NO_LONGER_PAYABLE : PAID_BY_ANOTHER,
        );
      }
      return toPayment(after, language);
    },

    /**
     * A gateway webhook: the signature of the raw body is checked before anything is parsed, and
     * the event's id is recorded in the transaction of its effect, so a repeat does nothing.
     */
    async webhook(rawBody: Buffer, signature: string | undefined, eventId: string | undefined) {
      const provider = requireGateway();
      if (!signature || !provider.webhookSignatureValid(rawBody, signature)) {
        throw new BadRequestError(BAD_WEBHOOK);
      }
      let event: {
        event?: string;
        payload?: {
          payment?: {
            entity?: { id?: string; order_id?: string; amount?: number; status?: string };
          };
          refund?: { entity?: { id?: string; payment_id?: string; amount?: number } };
        };
      };
      try {
        event = JSON.parse(rawBody.toString("utf8"));
      } catch {
        throw new BadRequestError(BAD_WEBHOOK);
      }
      const name = String(event.event ?? "");
      const key =
        eventId ||
        `${name}:${event.payload?.payment?.entity?.id ?? ""}:${event.payload?.refund?.entity?.id ?? ""}`;
      const outcome = await inTransaction(async (trx) => {
        const recorded = await trx
          .insertInto("payment_events")
          .values({
            id: key.slice(0, 100),
            provider: provider.provider,
            event: name.slice(0, 40),
            created_at: nowIso(),
          })
          .onConflict((conflict) => conflict.column("id").doNothing())
          .returning("id")
          .executeTakeFirst();
        if (!recorded) return {};
        const payment = event.payload?.payment?.entity;
        if (
          (name === "payment.captured" || name === "order.paid") &&
          payment?.id &&
          payment.order_id
        ) {
          if (payment.status && payment.status !== "captured") return {};
          return applyCapture(trx, {
            orderId: payment.order_id,
            paymentId: payment.id,
            amountPaise: Number(payment.amount),
          });
        }
        if (name === "payment.failed" && payment?.order_id) {
          // Never back from paid: only a payment still waiting is marked failed.
          await trx
            .updateTable("payments")
            .set({ status: "failed", open_key: null, updated_at: nowIso() })
            .where("gateway_order_id", "=", payment.order_id)
            .where("status", "=", "created")
            .execute();
          return {};
        }
        const refund = event.payload?.refund?.entity;
        if (name === "refund.processed" && refund?.id) {
          const known = await trx
            .updateTable("refunds")
            .set({ status: "processed", gateway_refund_id: refund.id })
            .where((eb) =>
              eb.or([
                eb("gateway_refund_id", "=", refund.id as string),
                eb.and([
                  eb("gateway_payment_id", "=", refund.payment_id ?? ""),
                  eb("status", "=", "pending"),
                  eb("amount_paise", "=", Number(refund.amount)),
                ]),
              ]),
            )
            .executeTakeFirst();
          if (Number(known.numUpdatedRows) > 0 || !refund.payment_id) return {};
          // A refund made in the gateway's dashboard: recorded and taken off the debt here too.
          // The refund's own key makes it one row however many events bring it (a second one
          // waits for the first to commit, then inserts nothing), and the payment is taken by a
          // conditional update, never past its amount, as a staff refund is: two refunds coming
          // at once both land, and neither overwrites the other.
          const row = await trx
            .selectFrom("payments")
            .selectAll()
            .where("gateway_payment_id", "=", refund.payment_id)
            .executeTakeFirst();
          const amount = Number(refund.amount);
          if (!row || !Number.isSafeInteger(amount) || amount <= 0) return {};
          const refundId = newId();
          const added = await trx
            .insertInto("refunds")
            .values({
              id: refundId,
              payment_id: row.id,
              amount_paise: amount,
              reason: "refunded at the gateway",
              idempotency_key: `gateway:${refund.id}`,
              gateway_payment_id: refund.payment_id,
              gateway_refund_id: refund.id,
              status: "processed",
              created_by: null,
              created_at: nowIso(),
            })
            .onConflict((conflict) =>
              conflict.columns(["payment_id", "idempotency_key"]).doNothing(),
            )
            .returning("id")
            .executeTakeFirst();
          if (!added) return {};
          const taken = await trx
            .updateTable("payments")
            .set((eb) => ({
              refunded_paise: eb("refunded_paise", "+", amount),
              status: eb
                .case()
                .when(eb(eb("refunded_paise", "+", amount), "=", eb.ref("amount_paise")))
                .then("refunded" as const)
                .else("partly-refunded" as const)
                .end(),
              updated_at: nowIso(),
            }))
            .where("id", "=", row.id)
            .where("status", "in", ["paid", "partly-refunded"])
            .where((eb) => eb(eb("refunded_paise", "+", amount), "<=", eb.ref("amount_paise")))
            .executeTakeFirst();
          if (Number(taken.numUpdatedRows) !== 1) {
            // More than is left of the payment, or a payment never paid: nothing to record.
            log?.warn({ refundId: refund.id, paymentId: row.id }, "gateway refund not applied");
            await trx.deleteFrom("refunds").where("id", "=", refundId).execute();
            return {};
          }
          await debitDebt(
            trx,
            { id: row.id, debtKind: row.debt_kind, debtId: row.debt_id },
            amount,
          );
          await creditRefund(trx, row, {
            amountPaise: amount,
            reason: "refunded at the gateway",
            by: null,
          });
        }
        return {};
      });
      await afterCapture(outcome);
    },

    /**
     * Asks the gateway about the payments left "created" for RECONCILE_AFTER_MS, newest first
     * (a lost webhook of a moment ago is not kept waiting behind old abandoned ones), and applies
     * what it finds (a lost webhook and a closed browser still end paid). Each payment is claimed
     * by a conditional update of its `checked_at` first, so several processes never ask twice. One
     * left unpaid at the gateway for EXPIRE_AFTER_MS is closed as expired and asked about no more.
     */
    async reconcile(now = new Date()): Promise<{
      checked: number;
      paid: number;
      expired: number;
      refundsSent: number;
      refundsFailed: number;
    }> {
      if (!gateway) return { checked: 0, paid: 0, expired: 0, refundsSent: 0, refundsFailed: 0 };
      const before = new Date(now.getTime() - RECONCILE_AFTER_MS).toISOString();
      const expireBefore = new Date(now.getTime() - EXPIRE_AFTER_MS).toISOString();
      const due = await db
        .selectFrom("payments")
        .select(["id", "gateway_order_id", "checked_at", "created_at"])
        .where("status", "=", "created")
        .where("provider", "is not", null)
        .where("created_at", "<", before)
        .where((eb) => eb.or([eb("checked_at", "is", null), eb("checked_at", "<", before)]))
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(RECONCILE_BATCH)
        .execute();
      let checked = 0;
      let paid = 0;
      let expired = 0;
      for (const candidate of due) {
        if (!candidate.gateway_order_id) continue;
        const claim = await db
          .updateTable("payments")
          .set({ checked_at: now.toISOString() })
          .where("id", "=", candidate.id)
          .where((eb) =>
            candidate.checked_at === null
              ? eb("checked_at", "is", null)
              : eb("checked_at", "=", candidate.checked_at),
          )
          .executeTakeFirst();
        if (Number(claim.numUpdatedRows) !== 1) continue;
        checked += 1;
        let taken: GatewayPayment[] | null;
        try {
          taken = await gateway.paymentsOfOrder(candidate.gateway_order_id);
        } catch (error) {
          log?.warn(
            { err: error, paymentId: candidate.id },
            "reconciler could not ask the gateway",
          );
          continue;
        }
        if (taken === null) {
          // The gateway does not know the order (made with other keys, or lost on its side):
          // nothing can be taken on it, so it is unpaid there and expires as an unpaid one does.
          log?.warn(
            { paymentId: candidate.id, orderId: candidate.gateway_order_id },
            "the gateway does not know this payment's order",
          );
        }
        const captured = (taken ?? []).filter((item) => item.captured);
        if (captured.length === 0 && candidate.created_at < expireBefore) {
          // Abandoned: unpaid at the gateway a day after it was made. A capture arriving later
          // (webhook) still counts: applyCapture takes a failed payment too.
          const closed = await db
            .updateTable("payments")
            .set({ status: "failed", open_key: null, note: "expired", updated_at: nowIso() })
            .where("id", "=", candidate.id)
            .where("status", "=", "created")
            .executeTakeFirst();
          expired += Number(closed.numUpdatedRows);
          continue;
        }
        for (const payment of captured) {
          const orderId = candidate.gateway_order_id;
          const outcome = await inTransaction((trx) =>
            applyCapture(trx, {
              orderId,
              paymentId: payment.id,
              amountPaise: payment.amountPaise,
            }),
          );
          if (outcome.paid) paid += 1;
          await afterCapture(outcome);
        }
      }
      return { checked, paid, expired, ...(await retryRefunds(now)) };
    },

    /** The payer gives the UTR of their UPI payment; staff then confirm or reject it. */
    async submitUpiReference(id: string, caller: Caller, utr: string, language: Language) {
      const row = await visible(id, caller);
      if (row.method !== "upi" || row.status !== "created") throw new ConflictError(WRONG_STATE);
      if (await utrConfirmed(db, utr, id)) throw new ConflictError(UTR_TAKEN);
      await db
        .updateTable("payments")
        .set({ status: "submitted", reference: utr, updated_at: nowIso() })
        .where("id", "=", id)
        .where("status", "=", "created")
        .execute();
      return toPayment((await read(id)) as Row, language);
    },

    /**
     * Staff found the UTR on the bank statement: paid, as any other payment. One UTR is one bank
     * transfer, confirmed once: it is claimed in the transaction (a `payment_events` row keyed by
     * it), so two payments holding it cannot both be confirmed (409). Money found for a debt that
     * was paid meanwhile or can no longer be paid is recorded and given back in full (the office
     * hands it back), never credited twice.
     */
    async confirmUpi(id: string, staffId: string, language: Language): Promise<Payment> {
      const row = await read(id);
      if (!row) throw new NotFoundError(PAYMENT_NOT_FOUND);
      if (row.method !== "upi" || row.status !== "submitted") throw new ConflictError(WRONG_STATE);
      const utr = row.reference ?? "";
      const outcome = await inTransaction(async (trx) => {
        if (await utrConfirmed(trx, utr, id)) throw new ConflictError(UTR_TAKEN);
        const claimed = await trx
          .insertInto("payment_events")
          .values({
            id: `upi:${utr}`,
            provider: "upi",
            event: "utr.confirmed",
            created_at: nowIso(),
          })
          .onConflict((conflict) => conflict.column("id").doNothing())
          .returning("id")
          .executeTakeFirst();
        if (!claimed) {
          const now = await trx
            .selectFrom("payments")
            .select("status")
            .where("id", "=", id)
            .executeTakeFirst();
          throw new ConflictError(now?.status === "submitted" ? UTR_TAKEN : WRONG_STATE);
        }
        const result = await markPaid(trx, row, { takenBy: staffId });
        if (result === "overpaid" || result === "not-payable") {
          await giveBackUpi(trx, row, staffId, result);
        }
        return result;
      });
      if (outcome === "already") throw new ConflictError(WRONG_STATE);
      if (outcome === "paid") await mailReceipt(id);
      return toPayment((await read(id)) as Row, language);
    },

    async rejectUpi(id: string, staffId: string, reason: string, language: Language) {
      const row = await read(id);
      if (!row) throw new NotFoundError(PAYMENT_NOT_FOUND);
      if (row.method !== "upi" || row.status !== "submitted") throw new ConflictError(WRONG_STATE);
      await db
        .updateTable("payments")
        .set({
          status: "rejected",
          open_key: null,
          note: reason,
          taken_by: staffId,
          updated_at: nowIso(),
        })
        .where("id", "=", id)
        .where("status", "=", "submitted")
        .execute();
      return toPayment((await read(id)) as Row, language);
    },

    /** Money taken at the desk: paid at once, with who took it and its receipt. */
    async recordAtDesk(
      staffId: string,
      input: z.output<typeof DeskPaymentSchema>,
      language: Language,
    ): Promise<Payment> {
      if (input.method !== "cash" && !input.reference) {
        throw invalidField("reference", REFERENCE_MISSING);
      }
      const debt = await debtFor(input.for, { id: staffId, role: "staff" }, false);
      if (input.amountPaise > debt.duePaise) {
        throw invalidField("amountPaise", {
          ...TOO_MUCH,
          values: { due: debt.duePaise / 100 },
        });
      }
      const id = newId();
      const now = nowIso();
      const row: PaymentRow = {
        id,
        user_id: debt.userId,
        debt_kind: debt.kind,
        debt_id: debt.id,
        label_en: debt.label.en,
        label_bn: debt.label.bn,
        open_key: null,
        amount_paise: input.amountPaise,
        refunded_paise: 0,
        method: input.method,
        provider: null,
        status: "created",
        gateway_order_id: null,
        gateway_payment_id: null,
        reference: input.reference ?? null,
        taken_by: staffId,
        note: null,
        checked_at: null,
        receipt_number: null,
        paid_at: null,
        created_at: now,
        updated_at: now,
      };
      const outcome = await inTransaction(async (trx) => {
        await trx.insertInto("payments").values(row).execute();
        const result = await markPaid(trx, row, {});
        if (result === "not-payable") throw new ConflictError(NOT_PAYABLE);
        if (result !== "paid") throw new ConflictError(NOTHING_DUE);
        return result;
      });
      if (outcome === "paid") await mailReceipt(id);
      return toPayment((await read(id)) as Row, language);
    },

    /**
     * Gives money back (admins): the same Idempotency-Key twice makes one refund; the gateway is
     * called with it as X-Refund-Idempotency. Money taken at the desk or by UPI is handed back
     * by the institute; the refund records it.
     */
    async refund(
      id: string,
      adminId: string,
      input: { amountPaise: number; reason: string },
      key: string | undefined,
    ): Promise<{ refund: Refund; created: boolean }> {
      if (!key || !KEY_SHAPE.test(key))
        throw new BadRequestError({ ...KEY_MISSING, values: KEY_LENGTH });
      const row = await read(id);
      if (!row) throw new NotFoundError(PAYMENT_NOT_FOUND);
      const earlier = await db
        .selectFrom("refunds")
        .selectAll()
        .where("payment_id", "=", id)
        .where("idempotency_key", "=", key)
        .executeTakeFirst();
      if (earlier) return { refund: toRefund(earlier), created: false };
      if (!["paid", "partly-refunded"].includes(row.status)) throw new ConflictError(WRONG_STATE);
      const refundId = newId();
      const inserted = await db.transaction().execute(async (trx) => {
        const added = await trx
          .insertInto("refunds")
          .values({
            id: refundId,
            payment_id: id,
            amount_paise: input.amountPaise,
            reason: input.reason,
            idempotency_key: key,
            gateway_payment_id: row.gateway_payment_id,
            gateway_refund_id: null,
            status: row.provider ? "pending" : "processed",
            created_by: adminId,
            created_at: nowIso(),
          })
          .onConflict((conflict) => conflict.columns(["payment_id", "idempotency_key"]).doNothing())
          .returning("id")
          .executeTakeFirst();
        if (!added) return false;
        const taken = await trx
          .updateTable("payments")
          .set((eb) => ({
            refunded_paise: eb("refunded_paise", "+", input.amountPaise),
            status: eb
              .case()
              .when(eb(eb("refunded_paise", "+", input.amountPaise), "=", eb.ref("amount_paise")))
              .then("refunded" as const)
              .else("partly-refunded" as const)
              .end(),
            updated_at: nowIso(),
          }))
          .where("id", "=", id)
          .where("status", "in", ["paid", "partly-refunded"])
          .where((eb) =>
            eb(eb("refunded_paise", "+", input.amountPaise), "<=", eb.ref("amount_paise")),
          )
          .executeTakeFirst();
        if (Number(taken.numUpdatedRows) !== 1) {
          throw invalidField("amountPaise", {
            ...REFUND_TOO_MUCH,
            values: { left: (row.amount_paise - row.refunded_paise) / 100 },
          });
        }
        await debitDebt(
          trx,
          { id, debtKind: row.debt_kind, debtId: row.debt_id },
          input.amountPaise,
        );
        await creditRefund(trx, row, { ...input, by: adminId });
        return true;
      });
      if (!inserted) {
        const winner = await db
          .selectFrom("refunds")
          .selectAll()
          .where("payment_id", "=", id)
          .where("idempotency_key", "=", key)
          .executeTakeFirstOrThrow();
        return { refund: toRefund(winner), created: false };
      }
      if (row.provider && row.gateway_payment_id && gateway) {
        try {
          const done = await gateway.refund({
            paymentId: row.gateway_payment_id,
            amountPaise: input.amountPaise,
            idempotencyKey: gatewayRefundKey({
              payment_id: id,
              idempotency_key: key,
              created_by: adminId,
            }),
            notes: { reason: input.reason.slice(0, 200) },
          });
          await db
            .updateTable("refunds")
            .set({
              gateway_refund_id: done.refundId,
              status: done.processed ? "processed" : "pending",
            })
            .where("id", "=", refundId)
            .execute();
        } catch (error) {
          log?.warn({ err: error, refundId }, "gateway refund failed; left pending");
        }
      }
      const refund = await db
        .selectFrom("refunds")
        .selectAll()
        .where("id", "=", refundId)
        .executeTakeFirstOrThrow();
      return { refund: toRefund(refund), created: true };
    },

    /** The receipt PDF of a paid payment, in `language` and the reader's digits. */
    async receipt(id: string, caller: Caller, language: Language, latinDigits = false) {
      const row = await visible(id, caller);
      if (!row.receipt_number) throw new NotFoundError(PAYMENT_NOT_FOUND);
      const pdf = await renderReceiptPdf(
        toPayment(row, language),
        await createInstituteService(db).get(),
        language,
        latinDigits,
      );
      return { pdf, number: row.receipt_number };
    },

    /** The ways of paying online that are set up: the gateway's keys, the UPI account. */
    methods(): PaymentMethods {
      return { razorpay: gateway !== undefined, upi: upi !== undefined };
    },

    /**
     * What one debt is for, whose, and what is due now, in `language`: the payer's own, or any
     * for staff (another's is "not found", as a payment is).
     */
    async summary(ref: DebtRef, caller: Caller, language: Language): Promise<DebtSummary> {
      const { kind, id } = debtOf(ref);
      const debt = await this.debt(kind, id, caller);
      const payer = await db
        .selectFrom("users")
        .select("name")
        .where("id", "=", debt.userId)
        .executeTakeFirst();
      return {
        kind: debt.kind,
        id: debt.id,
        label: language === "bn" ? debt.label.bn : debt.label.en,
        payerName: payer?.name ?? "",
        totalPaise: debt.totalPaise,
        duePaise: Math.max(0, debt.duePaise),
        payable: debt.payable,
      };
    },

    /** What a debt of the caller's costs and has been paid (for the web's payment page). */
    async debt(kind: DebtKind, id: string, caller: Caller) {
      const debt = await findDebt(db, kind, id);
      if (!debt || (!isStaff(caller) && debt.userId !== caller.id)) {
        throw new NotFoundError(DEBT_NOT_FOUND);
      }
      return debt;
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
export const OPEN_STATES = OPEN;
