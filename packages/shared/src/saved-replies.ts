// Saved replies (docs/product.md: support desk): reply texts the desk's staff keep and insert into a reply in two
// clicks, with placeholders filled from the ticket. One list shared by all staff, as a team's
// answers are.
import { z } from "zod";
import { IdSchema, TimestampSchema, textField } from "./common";
import { localizedText } from "./localized-text";
import { listQuerySchema } from "./paging";

// Field names for the refusals that name them (messages.ts).
const TITLE_LABEL = /*i18n*/ { id: "savedReplies.field.title", message: "a title" };

/** The placeholders a saved reply may hold, and what each becomes. */
export const SAVED_REPLY_PLACEHOLDERS = {
  customer: "the customer's name",
  trip: "the ticket's trip",
  ticket: "the ticket's number, e.g. #1A2B3C4D",
  staff: "your own name",
} as const;
export type SavedReplyPlaceholder = keyof typeof SAVED_REPLY_PLACEHOLDERS;

/** The longest a saved reply's text may be, in each language. */
export const SAVED_REPLY_MAX = 5000;

/**
 * POST and PUT /api/saved-replies: the title staff find it by, and the reply in each language
 * (one may wait for its translation: the customer then reads the other).
 */
export const SavedReplyInputSchema = z.strictObject({
  title: textField(TITLE_LABEL, 100),
  text: localizedText(SAVED_REPLY_MAX),
});
export type SavedReplyInput = z.input<typeof SavedReplyInputSchema>;

export const SavedReplySchema = z.object({
  _id: IdSchema,
  title: z.string(),
  /** The reply in each language, '' where it is not written yet. */
  text: z.object({ en: z.string(), bn: z.string() }),
  /** Who last saved it; null once their account was deleted. */
  updatedBy: z.string().nullable(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type SavedReply = z.infer<typeof SavedReplySchema>;

/** GET /api/saved-replies: `q` finds a part of the title or of the text in either language. */
export const SavedReplyListQuerySchema = listQuerySchema({
  sort: ["title", "updatedAt"],
  search: true,
});
export type SavedReplyListQuery = z.infer<typeof SavedReplyListQuerySchema>;

/**
 * The reply with its placeholders (`{customer}`, `{trip}`, `{ticket}`, `{staff}`, any case and
 * spacing inside the braces) filled in; anything else in braces is left as written.
 */
export function fillSavedReply(
  text: string,
  values: Record<SavedReplyPlaceholder, string>,
): string {
  return text.replace(/\{\s*([a-z]+)\s*\}/gi, (whole, name: string) => {
    const key = name.toLowerCase();
    return Object.hasOwn(values, key) ? values[key as SavedReplyPlaceholder] : whole;
  });
}
