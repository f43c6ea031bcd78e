// The outbox: every outgoing message with its delivery state, as admins read it.
import { z } from "zod";
import { IdSchema, TimestampSchema } from "./common";

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
