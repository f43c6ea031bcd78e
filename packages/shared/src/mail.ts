// The outbox: every outgoing message with its delivery state, as admins read it.
import { z } from "zod";
import { IdSchema, TimestampSchema } from "./common";
import { sharedText } from "./messages";
import { listQuerySchema } from "./paging";

const TO_INVALID = /*i18n*/ {
  id: "mail.to.notAnAddress",
  message: "Please enter a valid email address",
};
const TO_LONG = /*i18n*/ {
  id: "mail.to.tooLong",
  message: "The address must be at most {max} characters",
};
const SUBJECT_MISSING = /*i18n*/ { id: "mail.subject.missing", message: "Please enter a subject" };
const SUBJECT_LONG = /*i18n*/ {
  id: "mail.subject.long",
  message: "Subject must be at most {max} characters",
};
const SUBJECT_LINES = /*i18n*/ {
  id: "mail.subject.lines",
  message: "Subject must be a single line",
};
const TEXT_MISSING = /*i18n*/ { id: "mail.text.missing", message: "Please enter the message" };
const TEXT_LONG = /*i18n*/ {
  id: "mail.text.long",
  message: "Message must be at most {max} characters",
};
const TEXT_NUL = /*i18n*/ {
  id: "mail.text.nul",
  message: "Message contains a character that is not allowed",
};

export const OUTBOX_STATES = ["pending", "sent", "failed"] as const;
export const OutboxStateSchema = z.enum(OUTBOX_STATES);
export type OutboxState = z.infer<typeof OutboxStateSchema>;

export const OutboxMessageSchema = z.object({
  _id: IdSchema,
  recipient: z.string(),
  subject: z.string(),
  state: OutboxStateSchema,
  /** Why delivery failed; null unless the state is failed. */
  error: z.string().nullable(),
  createdAt: TimestampSchema,
  sentAt: TimestampSchema.nullable(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

/** POST /mail (admin): one message to one address, as the `/email` screen sends it. */
export const SendMailSchema = z.strictObject({
  sendmail: z
    .email({ error: sharedText(TO_INVALID) })
    .max(254, sharedText(TO_LONG, { max: 254 }))
    .refine((value) => !/[\r\n]/.test(value), sharedText(TO_INVALID)),
  subject: z
    .string({ error: sharedText(SUBJECT_MISSING) })
    .trim()
    .min(1, sharedText(SUBJECT_MISSING))
    .max(200, sharedText(SUBJECT_LONG, { max: 200 }))
    // A line break in a subject would let the sender inject headers.
    .refine(
      (value) => !/[\r\n]/.test(value) && !value.includes("\u0000"),
      sharedText(SUBJECT_LINES),
    ),
  text: z
    .string({ error: sharedText(TEXT_MISSING) })
    .min(1, sharedText(TEXT_MISSING))
    .max(10_000, sharedText(TEXT_LONG, { max: 10_000 }))
    .refine((value) => value.trim().length > 0, sharedText(TEXT_MISSING))
    .refine((value) => !value.includes("\u0000"), sharedText(TEXT_NUL)),
});
export type SendMailInput = z.input<typeof SendMailSchema>;

/** GET /api/mail/outbox: `q` finds a part of the recipient or subject. */
export const OutboxQuerySchema = listQuerySchema({
  sort: ["createdAt", "sentAt", "state"],
  search: true,
  filters: { state: OutboxStateSchema.optional() },
});
export type OutboxQuery = z.infer<typeof OutboxQuerySchema>;
export type OutboxQueryInput = z.input<typeof OutboxQuerySchema>;
