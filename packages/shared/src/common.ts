// Shapes every API answer shares: the error body and ids.
import { z } from "zod";
import { latinDigits } from "./digits";
import { type SharedMessage, sharedText } from "./messages";

const TEXT_MISSING = /*i18n*/ { id: "common.text.missing", message: "Please enter {label}" };
const TEXT_LONG = /*i18n*/ {
  id: "common.text.long",
  message: "{label} must be at most {max} characters",
};
const TEXT_NUL = /*i18n*/ {
  id: "common.text.nul",
  message: "{label} contains a character that is not allowed",
};
const EMAIL_INVALID = /*i18n*/ {
  id: "common.email.invalid",
  message: "Please enter a valid email",
};
const EMAIL_LONG = /*i18n*/ {
  id: "common.email.long",
  message: "Email must be at most {max} characters",
};
const WHOLE_NUMBER = /*i18n*/ {
  id: "common.number.enterWhole",
  message: "Enter a whole number from {min, number} to {max, number}",
};

/**
 * One thing wrong with a request: `path` is the field's dotted path, as a web form names it
 * (`email`, `lines.0.productId`), or "" for the request as a whole; `message` says it in words,
 * without the field's key (docs/decisions/035-errors-as-data.md).
 */
export const IssueSchema = z.object({
  path: z
    .string()
    .describe('The field\'s dotted path (`email`, `lines.0.productId`); "" for the whole request'),
  message: z.string().describe("What is wrong, in words a person reads"),
});
export type Issue = z.infer<typeof IssueSchema>;

/** The body of every refusal and failure (4xx and 5xx). */
export const ErrorSchema = z
  .object({
    message: z
      .string()
      .describe("A summary to show: the first issue's message when there are issues"),
    issues: z
      .array(IssueSchema)
      .describe("Every problem with a field of the request; empty when the refusal is about none"),
    requestId: z.string().optional().describe("Ties the answer to the server's log"),
  })
  // One component of the API's OpenAPI document that every error answer refers to, instead of
  // a copy in each of them (over half of the document was these copies).
  .meta({ id: "Error" });
export type ApiError = z.infer<typeof ErrorSchema>;

/** Opaque string ids, exposed as `_id`. */
export const IdSchema = z.string().min(1).max(64);

export const IdParamsSchema = z.object({ id: IdSchema });

/** ISO-8601 UTC timestamp as sent over the wire. */
export const TimestampSchema = z.string();

/** PostgreSQL cannot store the NUL character in text, so input holding one is refused up front. */
export const hasNoNul = (text: string): boolean => !text.includes("\u0000");

/** Optional text, trimmed ("" when left empty), with a length limit and messages naming the field. */
export const optionalTextField = (label: SharedMessage, max: number) =>
  z
    .string({ error: sharedText(TEXT_MISSING, { label }) })
    .trim()
    .max(max, sharedText(TEXT_LONG, { label, max }))
    .refine(hasNoNul, sharedText(TEXT_NUL, { label }));

/** Required one-line text, trimmed, with a length limit and a message naming the field. */
export const textField = (label: SharedMessage, max: number) =>
  z
    .string({ error: sharedText(TEXT_MISSING, { label }) })
    .trim()
    .min(1, sharedText(TEXT_MISSING, { label }))
    .max(max, sharedText(TEXT_LONG, { label, max }))
    .refine(hasNoNul, sharedText(TEXT_NUL, { label }));

export const emailField = z
  .email({ error: sharedText(EMAIL_INVALID) })
  .max(254, sharedText(EMAIL_LONG, { max: 254 }))
  .transform((value) => value.trim().toLowerCase());

/** The refusal of a number out of its limits: a descriptor given `{ min, max }`, or made from them. */
export type LimitsMessage = SharedMessage | ((limits: { min: number; max: number }) => string);

/**
 * A whole JSON number from `min` to `max`, refused (not a number, a fraction, out of range) with
 * the one message made from those limits: each limit is written once, for the check and for the
 * message that names it.
 */
export const intBetween = (message: LimitsMessage, min: number, max: number) => {
  const text =
    typeof message === "function" ? message({ min, max }) : sharedText(message, { min, max });
  return z.number({ error: text }).int(text).min(min, text).max(max, text);
};

/**
 * A whole number that may arrive as a JSON number or, from an `<input type="number">` or a CSV
 * cell, as a string of digits. Anything else (letters, "", "1.5", "-3") is refused with a message
 * giving the limits (`refusal`, given `{ min, max }`, when a number is better named, as a year);
 * the issue's path names the field (a form shows the message under it, a CSV import's refusal
 * names the line and the column), so the words do not.
 */
export const wholeNumber = (min: number, max: number, refusal: SharedMessage = WHOLE_NUMBER) => {
  const message = sharedText(refusal, { min, max });
  return z
    .union([z.number(), z.string()], { error: message })
    .transform((value) => {
      if (typeof value === "number") return value;
      const text = value.trim();
      return /^\d{1,10}$/.test(text) ? Number(text) : Number.NaN;
    })
    .pipe(intBetween(() => message, min, max));
};

/**
 * A whole number in a query string: decimal digits only (`+5`, `0x10`, `1e1`, ` 5` and `1.5`
 * are refused, not read as numbers), from `min` to `max`, with a message giving the limits (the
 * issue's path names the parameter).
 */
export const queryNumber = (min: number, max: number) => {
  const message = sharedText(WHOLE_NUMBER, { min, max });
  return z
    .union([z.string(), z.number()], { error: message })
    .transform((value) =>
      typeof value === "number" || /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN,
    )
    .pipe(intBetween(() => message, min, max));
};

/**
 * The reference people read out on the phone for an order or a ticket: its number in sequence,
 * with a prefix saying which (ORD-000123, T-000042). The id stays the record's address.
 */
export const REFERENCE_PREFIXES = { order: "ORD", ticket: "T" } as const;
export type ReferenceKind = keyof typeof REFERENCE_PREFIXES;

export const referenceOf = (kind: ReferenceKind, number: number): string =>
  `${REFERENCE_PREFIXES[kind]}-${String(number).padStart(6, "0")}`;

/**
 * The number a search names when it is a reference of that kind, as staff type it: `ORD-000123`,
 * `ord-123`, `ORD 123`, `#123` or `000123`; undefined for any other text.
 */
export function referenceNumberIn(kind: ReferenceKind, text: string): number | undefined {
  const match = new RegExp(`^(?:${REFERENCE_PREFIXES[kind]}[-\\s]?|#)?0*(\\d{1,9})$`, "i").exec(
    latinDigits(text.trim()),
  );
  return match?.[1] === undefined ? undefined : Number(match[1]);
}
