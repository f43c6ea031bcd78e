// The outbox: every outgoing message with its delivery state, as admins read it.
import { z } from "zod";
import { IdSchema, TimestampSchema } from "./common";
import { listQuerySchema } from "./paging";

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
    .email({ error: "sendmail must be a valid email address" })
    .max(254, "sendmail must be at most 254 characters")
    .refine((value) => !/[\r\n]/.test(value), "sendmail must be a valid email address"),
  subject: z
    .string({ error: "Please enter a subject" })
    .trim()
    .min(1, "Please enter a subject")
    .max(200, "Subject must be at most 200 characters")
    // A line break in a subject would let the sender inject headers.
    .refine(
      (value) => !/[\r\n]/.test(value) && !value.includes("\u0000"),
      "Subject must be a single line",
    ),
  text: z
    .string({ error: "Please enter the message" })
    .min(1, "Please enter the message")
    .max(10_000, "Message must be at most 10000 characters")
    .refine((value) => value.trim().length > 0, "Please enter the message")
    .refine(
      (value) => !value.includes("\u0000"),
      "Message contains a character that is not allowed",
    ),
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
