// Shapes every API answer shares: the error body and ids.
import { z } from "zod";

export const ErrorSchema = z.object({
  message: z.string(),
  requestId: z.string().optional(),
});
export type ApiError = z.infer<typeof ErrorSchema>;

/** Opaque string ids, exposed as `_id`. */
export const IdSchema = z.string().min(1).max(64);

export const IdParamsSchema = z.object({ id: IdSchema });

/** ISO-8601 UTC timestamp as sent over the wire. */
export const TimestampSchema = z.string();
