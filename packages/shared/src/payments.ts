// What is owed and how it is paid: enrolments with their instalments, payments through a gateway
// (Razorpay), by UPI reference or at the desk, their receipts and refunds
// (docs/decisions/045-taking-the-money.md). Every amount is in paise and computed by the server.
import { z } from "zod";
import { IdSchema, intBetween, TimestampSchema } from "./common";
import { latinDigits } from "./digits";
import { sharedText } from "./messages";
import { DaySchema, listQuerySchema, SearchTextSchema } from "./paging";

const AMOUNT_WRONG = /*i18n*/ {
  id: "payments.amount.wrong",
  message: "The amount must be a whole number of paise from {min, number} to {max, number}",
};
const REASON_MISSING = /*i18n*/ { id: "payments.reason.missing", message: "Please give a reason" };
const REFERENCE_WRONG = /*i18n*/ {
  id: "payments.reference.wrong",
  message: "The reference must be {min} to {max} letters or digits",
};
const DEBT_ONE = /*i18n*/ {
  id: "payments.debt.one",
  message: "Name exactly one thing to pay: an order, an instalment, a booking or an enrolment",
};

/** The largest amount taken at once: ₹10,00,000. */
export const MAX_PAYMENT_PAISE = 100_000_000;

export const AmountPaiseSchema = intBetween(AMOUNT_WRONG, 1, MAX_PAYMENT_PAISE);

/** How a debt stands: nothing paid, some, all, or paid and given back. */
export const PaymentStatusSchema = z.enum(["unpaid", "partly-paid", "paid", "refunded"]);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

/** An instalment's status from what it costs, what came in and what went back. */
export function paymentStatusOf(amountPaise: number, paidPaise: number, refundedPaise: number) {
  if (paidPaise <= 0) return refundedPaise > 0 ? "refunded" : "unpaid";
  return paidPaise >= amountPaise ? "paid" : "partly-paid";
}

/**
 * An order's or a trip booking's status: what was refunded on it is money given back, not owed
 * again, so a part refunded leaves it `paid` (nothing to pay) and all of it refunded `refunded`.
 */
export function purchaseStatusOf(
  pricePaise: number,
  paidPaise: number,
  refundedPaise: number,
): PaymentStatus {
  if (paidPaise <= 0) return refundedPaise > 0 ? "refunded" : "unpaid";
  return paidPaise + refundedPaise >= pricePaise ? "paid" : "partly-paid";
}

/** What a payment is for. Users pay orders, instalments and bookings; the desk also enrolments. */
export const DebtKindSchema = z.enum(["order", "instalment", "booking", "enrolment"]);
export type DebtKind = z.infer<typeof DebtKindSchema>;

/**
 * `{ "order": "<id>" }`, `{ "instalment": "<id>" }`, `{ "booking": "<id>" }` or
 * `{ "enrolment": "<id>" }`: exactly one of them.
 */
export const DebtRefSchema = z
  .strictObject({
    order: IdSchema.optional(),
    instalment: IdSchema.optional(),
    booking: IdSchema.optional(),
    enrolment: IdSchema.optional(),
  })
  .superRefine((value, ctx) => {
    const named = Object.values(value).filter((id) => id !== undefined).length;
    if (named !== 1) {
      ctx.addIssue({
        code: "custom",
        path: named === 0 ? ["order"] : [],
        message: sharedText(DEBT_ONE),
      });
    }
  });
export type DebtRef = z.infer<typeof DebtRefSchema>;

/** The kind and id a `DebtRef` names. */
export function debtOf(ref: DebtRef): { kind: DebtKind; id: string } {
  const [kind, id] = Object.entries(ref).find(([, value]) => value !== undefined) as [
    DebtKind,
    string,
  ];
  return { kind, id };
}

export const PaymentMethodSchema = z.enum(["razorpay", "upi", "cash", "cheque", "bank_transfer"]);
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

/**
 * A payment's state machine: created → paid (→ partly-refunded → refunded); created → failed;
 * a UPI payment is `submitted` once its payer gives the UTR, then paid or rejected by staff.
 * Nothing moves a payment back from paid.
 */
export const PaymentStateSchema = z.enum([
  "created",
  "submitted",
  "paid",
  "failed",
  "rejected",
  "partly-refunded",
  "refunded",
]);
export type PaymentState = z.infer<typeof PaymentStateSchema>;

/** POST /api/payments: the debt to pay; `method` "upi" pays by UPI reference (no gateway). */
export const CreatePaymentSchema = z.strictObject({
  for: DebtRefSchema,
  method: z.enum(["razorpay", "upi"]).default("razorpay"),
});
export type CreatePaymentInput = z.input<typeof CreatePaymentSchema>;

export const PaymentSchema = z.object({
  id: IdSchema,
  status: PaymentStateSchema,
  amountPaise: z.number().int(),
  refundedPaise: z.number().int(),
  currency: z.literal("INR"),
  method: PaymentMethodSchema,
  /** The gateway that takes it, for a gateway payment. */
  provider: z.enum(["razorpay"]).nullable(),
  /** What Checkout opens with: the gateway's order and the public key id. */
  gateway: z.object({ orderId: z.string(), keyId: z.string() }).nullable(),
  /** For a UPI payment: the link its QR code holds (`upi://pay?…`). */
  upiLink: z.string().nullable(),
  debt: z.object({ kind: DebtKindSchema, id: IdSchema }),
  /** What it is for, as the payer reads it ("Order ORD-000012", "Python — instalment 1 of 3"). */
  label: z.string(),
  payerId: IdSchema,
  payerName: z.string(),
  /** The bank's or cheque's reference, the UTR of a UPI payment, the gateway's payment id. */
  reference: z.string().nullable(),
  /** The staff member who took a desk payment or confirmed a UPI reference. */
  takenBy: z.string().nullable(),
  receiptNumber: z.string().nullable(),
  paidAt: TimestampSchema.nullable(),
  createdAt: TimestampSchema,
});
export type Payment = z.infer<typeof PaymentSchema>;

/**
 * GET /api/payments/debt?order=|instalment=|booking=|enrolment=: what one debt is for, whose it is
 * and what is due now — the payer's page and the desk show it before any money is asked for.
 */
export const DebtSummarySchema = z.object({
  kind: DebtKindSchema,
  id: IdSchema,
  /** What it is for, in the reader's language. */
  label: z.string(),
  payerName: z.string(),
  totalPaise: z.number().int(),
  /** What is still to pay now. */
  duePaise: z.number().int(),
  /** False for a cancelled order or booking, or an instalment a plan change replaced. */
  payable: z.boolean(),
});
export type DebtSummary = z.infer<typeof DebtSummarySchema>;

/** GET /api/payments/methods: the ways of paying online this server is set up for (no secrets). */
export const PaymentMethodsSchema = z.object({
  /** The gateway (Razorpay Checkout). */
  razorpay: z.boolean(),
  /** UPI to the institute's own account, with a reference staff confirm. */
  upi: z.boolean(),
});
export type PaymentMethods = z.infer<typeof PaymentMethodsSchema>;

/** The fields Razorpay Checkout hands the browser after a payment. */
export const VerifyPaymentSchema = z.strictObject({
  razorpay_order_id: z.string().trim().min(1).max(64),
  razorpay_payment_id: z.string().trim().min(1).max(64),
  razorpay_signature: z.string().trim().min(1).max(256),
});

/** A payment reference's length in letters, digits, `/` and `-`. */
const REFERENCE_LENGTH = { min: 4, max: 40 };
const referenceSchema = z
  .string()
  .trim()
  .transform(latinDigits)
  .pipe(
    z
      .string()
      .regex(
        new RegExp(`^[A-Za-z0-9/-]{${REFERENCE_LENGTH.min},${REFERENCE_LENGTH.max}}$`),
        sharedText(REFERENCE_WRONG, REFERENCE_LENGTH),
      ),
  );

/** The UTR (bank reference) a UPI payer got: 12 digits usually; letters from some banks. */
export const UpiReferenceSchema = z.strictObject({ utr: referenceSchema });

export const ReasonSchema = z
  .string()
  .trim()
  .min(1, sharedText(REASON_MISSING))
  .max(500, sharedText(REASON_MISSING));

/** POST /api/payments/{id}/refunds (admin), with an Idempotency-Key header. */
export const RefundInputSchema = z.strictObject({
  amountPaise: AmountPaiseSchema,
  reason: ReasonSchema,
});

export const RefundSchema = z.object({
  id: IdSchema,
  paymentId: IdSchema,
  amountPaise: z.number().int(),
  reason: z.string(),
  status: z.enum(["pending", "processed", "failed"]),
  gatewayRefundId: z.string().nullable(),
  createdAt: TimestampSchema,
});
export type Refund = z.infer<typeof RefundSchema>;

/** Staff reject a UPI reference that is not on the bank statement. */
export const RejectUpiSchema = z.strictObject({ reason: ReasonSchema });

/** Money taken at the desk against a debt. */
export const DeskPaymentSchema = z.strictObject({
  for: DebtRefSchema,
  amountPaise: AmountPaiseSchema,
  method: z.enum(["cash", "cheque", "bank_transfer"]),
  /** The cheque's number or the transfer's reference; none for cash. */
  reference: referenceSchema.optional(),
});
export type DeskPaymentInput = z.input<typeof DeskPaymentSchema>;

export const PaymentListQuerySchema = listQuerySchema({
  sort: ["createdAt"],
  filters: {
    status: PaymentStateSchema.optional(),
    method: PaymentMethodSchema.optional(),
    from: DaySchema.optional(),
    to: DaySchema.optional(),
  },
});
export type PaymentListQuery = z.infer<typeof PaymentListQuerySchema>;

/**
 * GET /api/staff/payments: everyone's payments for the back office, newest first, a page at a
 * time; `q` finds the payer (name or email), a receipt number or a reference (UTR, cheque,
 * transfer, the gateway's payment id). `received=true` keeps the money that came in (paid, partly
 * refunded, refunded) and reads `from`/`to` as the India days it was paid, as the money screen
 * counts it; otherwise they are the days the payments were made.
 */
export const StaffPaymentListQuerySchema = listQuerySchema({
  sort: ["createdAt"],
  search: true,
  filters: {
    status: PaymentStateSchema.optional(),
    method: PaymentMethodSchema.optional(),
    from: DaySchema.optional(),
    to: DaySchema.optional(),
    received: z
      .enum(["true", "false"])
      .optional()
      .transform((value) => value === "true"),
  },
});
export type StaffPaymentListQuery = z.infer<typeof StaffPaymentListQuerySchema>;

/** A payment as the back office lists it: with the payer's email to tell namesakes apart. */
export const StaffPaymentSchema = PaymentSchema.extend({ payerEmail: z.string() });
export type StaffPayment = z.infer<typeof StaffPaymentSchema>;

/** GET /api/payments/mine: the caller's own payments, newest first (`sort=createdAt`: oldest). */
export const MyPaymentQuerySchema = listQuerySchema({ sort: ["createdAt"], filters: {} });
export type MyPaymentQuery = z.infer<typeof MyPaymentQuerySchema>;

/** Money given back on a payment, as its payer sees it (the staff's reason is not shown). */
export const PaymentRefundSchema = z.object({
  id: IdSchema,
  amountPaise: z.number().int(),
  /** pending: on its way back; processed: given back; failed: the office returns it by hand. */
  status: z.enum(["pending", "processed", "failed"]),
  createdAt: TimestampSchema,
});
export type PaymentRefund = z.infer<typeof PaymentRefundSchema>;

/** One of the caller's own payments with the refunds given back on it, oldest refund first. */
export const MyPaymentSchema = PaymentSchema.extend({ refunds: PaymentRefundSchema.array() });
export type MyPayment = z.infer<typeof MyPaymentSchema>;

export const InstalmentSchema = z.object({
  id: IdSchema,
  position: z.number().int(),
  amountPaise: z.number().int(),
  paidPaise: z.number().int(),
  dueDate: z.string(),
  paymentStatus: PaymentStatusSchema,
  overdue: z.boolean(),
});
export type EnrolmentInstalment = z.infer<typeof InstalmentSchema>;

export const EnrolmentSchema = z.object({
  id: IdSchema,
  admissionId: IdSchema,
  userId: IdSchema,
  studentName: z.string(),
  course: z.string(),
  courseTitle: z.string(),
  batchId: IdSchema.nullable(),
  batchName: z.string().nullable(),
  totalPaise: z.number().int(),
  paidPaise: z.number().int(),
  duePaise: z.number().int(),
  paymentStatus: PaymentStatusSchema,
  /** The next instalment with money still due, if any. */
  next: InstalmentSchema.nullable(),
  instalments: InstalmentSchema.array(),
  /** Whether its student agreed to fee reminders on WhatsApp (the admission form; My fees). */
  whatsappReminders: z.boolean(),
  /** Whether its student agreed to their test results on WhatsApp too (My fees). */
  whatsappResults: z.boolean(),
  createdAt: TimestampSchema,
});
export type Enrolment = z.infer<typeof EnrolmentSchema>;

/** PUT /api/enrolments/{id}/whatsapp-reminders: its student turns them on or off. */
export const WhatsappRemindersInputSchema = z.strictObject({ on: z.boolean() });

/** Staff change a student's plan (a discount, a different schedule), saying why. */
export const PlanChangeSchema = z.strictObject({
  instalments: z
    .array(z.strictObject({ amountPaise: AmountPaiseSchema, dueDate: DaySchema }))
    .min(1)
    .max(12),
  reason: ReasonSchema,
});
export type PlanChangeInput = z.input<typeof PlanChangeSchema>;

/** A plan change as staff see it: who made it, when and why, with the plans before and after. */
export const PlanChangeRecordSchema = z.object({
  id: IdSchema,
  enrolmentId: IdSchema,
  /** The staff member's name; null once their account is gone. */
  changedBy: z.string().nullable(),
  reason: z.string(),
  before: z.array(z.object({ amountPaise: z.number().int(), dueDate: z.string() })),
  after: z.array(z.object({ amountPaise: z.number().int(), dueDate: z.string() })),
  createdAt: TimestampSchema,
});
export type PlanChangeRecord = z.infer<typeof PlanChangeRecordSchema>;

/** Whose dues: a student, a batch, and students found by name or email (`q`). */
const dueFilters = {
  userId: IdSchema.optional(),
  batchId: IdSchema.optional(),
};

export const DueListQuerySchema = listQuerySchema({
  sort: ["dueDate"],
  search: true,
  filters: {
    ...dueFilters,
    overdue: z
      .enum(["true", "false"])
      .optional()
      .transform((value) => value === "true"),
  },
});
export type DueListQuery = z.infer<typeof DueListQuerySchema>;

/** An instalment with money still due, as staff list them. */
export const DueSchema = InstalmentSchema.extend({
  enrolmentId: IdSchema,
  userId: IdSchema,
  studentName: z.string(),
  studentEmail: z.string(),
  course: z.string(),
  batchId: IdSchema.nullable(),
  batchName: z.string().nullable(),
  /** What is still owed on it: its amount less what has been paid. */
  owedPaise: z.number().int(),
  /** Whole India days since its due date; 0 when it is not overdue. */
  daysOverdue: z.number().int().nonnegative(),
});
export type Due = z.infer<typeof DueSchema>;

/** Which fee reminder: before the due day, on it, or after it. */
export const ReminderKindSchema = z.enum(["before", "due", "overdue"]);
export type ReminderKind = z.infer<typeof ReminderKindSchema>;

/** The kind of a reminder `days` before the due day (0: on it, less: after it). */
export const reminderKindOf = (days: number): ReminderKind =>
  days > 0 ? "before" : days === 0 ? "due" : "overdue";

export const ReminderChannelSchema = z.enum(["mail", "whatsapp"]);
/** Claimed and being sent, sent, failed (its error), or skipped (paid meanwhile, no number). */
export const ReminderStatusSchema = z.enum(["sending", "sent", "failed", "skipped"]);

/** A fee reminder as staff list them (GET /api/staff/reminders). */
export const FeeReminderSchema = z.object({
  id: IdSchema,
  instalmentId: IdSchema,
  userId: IdSchema,
  studentName: z.string(),
  /** Which instalment: its course (in the reader's language), its place in the plan, its due day. */
  course: z.string(),
  position: z.number().int(),
  dueDate: z.string(),
  /** 3: three days before the due day, 0: on it, -7: a week after. */
  daysBeforeDue: z.number().int(),
  kind: ReminderKindSchema,
  channel: ReminderChannelSchema,
  /** India's day it was sent on. */
  day: z.string(),
  status: ReminderStatusSchema,
  attempts: z.number().int(),
  /** The address or the number (E.164 digits) it went to. */
  recipient: z.string(),
  error: z.string().nullable(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type FeeReminder = z.infer<typeof FeeReminderSchema>;

export const ReminderListQuerySchema = listQuerySchema({
  sort: ["createdAt"],
  filters: {
    userId: IdSchema.optional(),
    status: ReminderStatusSchema.optional(),
    channel: ReminderChannelSchema.optional(),
  },
});
export type ReminderListQuery = z.infer<typeof ReminderListQuerySchema>;

/**
 * POST /api/staff/reminders/run: what one run of the reminders did (staff pressed "Send due
 * reminders now"): how many went, failed and were skipped. A reminder already recorded (sent by
 * the timer or an earlier press) is not sent again, so a second run sends none of the same.
 */
export const ReminderRunSchema = z.object({
  sent: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  skipped: z.number().int().nonnegative(),
});
export type ReminderRun = z.infer<typeof ReminderRunSchema>;

/** GET /api/staff/dues/summary: the dues list's filters, overdue aside. */
export const DueSummaryQuerySchema = z.object({ ...dueFilters, q: SearchTextSchema });
export type DueSummaryQuery = z.infer<typeof DueSummaryQuerySchema>;

const dueFigures = z.object({
  /** Money still owed on these instalments. */
  paise: z.number().int().nonnegative(),
  instalments: z.number().int().nonnegative(),
  students: z.number().int().nonnegative(),
});

/** What is owed, and the part of it past its due date. */
export const DuesSummarySchema = z.object({
  /** India's day the figures were counted on: an instalment due before it is overdue. */
  today: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  outstanding: dueFigures,
  overdue: dueFigures,
});
export type DuesSummary = z.infer<typeof DuesSummarySchema>;

/** The UPI link for the exact amount: spaces as %20, the note at most 50 characters. */
export function upiLink(options: {
  vpa: string;
  payeeName: string;
  amountPaise: number;
  note: string;
  reference: string;
}): string {
  const encode = (value: string) => encodeURIComponent(value);
  const amount = (options.amountPaise / 100).toFixed(2);
  const note = [...options.note].slice(0, 50).join("");
  return (
    `upi://pay?pa=${encode(options.vpa).replace("%40", "@")}&pn=${encode(options.payeeName)}&am=${amount}` +
    `&cu=INR&tn=${encode(note)}&tr=${encode(options.reference)}`
  );
}
