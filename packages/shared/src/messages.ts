// The refusals of the shared schemas, which the web and the server both show. Each is a Lingui
// descriptor with an explicit id (extracted into both apps' catalogues); a zod schema is built once,
// in no language, so it gets the English text, and whoever shows a refusal finds the descriptor
// again by that text and writes it in the reader's language:
//
//   const NAME_MISSING = /*i18n*/ { id: "users.name.missing", message: "Please enter your name" };
//   z.string().min(1, sharedText(NAME_MISSING))            // the schema: English
//   inLanguage(i18n, issue.message)                         // where shown: the reader's language

/** A message with an explicit id and its English text (Lingui's MessageDescriptor, without Lingui). */
export interface SharedMessage {
  id: string;
  message: string;
}

/** A value of a message: a number or text as it is, or a message of its own (a field's label). */
export type SharedValue = string | number | SharedMessage;

/** What translates a descriptor: Lingui's `I18n` of the reader's language. */
export interface Translator {
  _(
    id: string,
    values?: Record<string, unknown>,
    options?: { message?: string; formats?: typeof MESSAGE_FORMATS },
  ): string;
}

/**
 * The named number styles a message may use, ICU's `{name, number, style}` (Lingui's `formats`):
 * `{year, number, year}` writes a year in the reader's digits and ungrouped (১৯০০, not ১,৯০০),
 * `{due, number, rupees}` an amount in rupees as `formatRupees` does (₹১,৫০০.০০). Whoever writes
 * a message passes them: `inLanguage` here, the server's `translate` (docs/languages.md).
 */
export const MESSAGE_FORMATS = {
  year: { useGrouping: false },
  rupees: { style: "currency", currency: "INR" },
} as const satisfies Record<string, Intl.NumberFormatOptions>;

type NumberStyle = keyof typeof MESSAGE_FORMATS;
const isNumberStyle = (style: string | undefined): style is NumberStyle =>
  style !== undefined && Object.hasOwn(MESSAGE_FORMATS, style);

const byText = new Map<string, { message: SharedMessage; values?: Record<string, SharedValue> }>();

const isSharedMessage = (value: unknown): value is SharedMessage =>
  typeof value === "object" && value !== null && "id" in value && "message" in value;

const englishOf = (value: SharedValue): string =>
  isSharedMessage(value) ? value.message : String(value);

/**
 * The English text of `message` with `values` (`{name}` placeholders, `{name, number}` for a
 * number written with India's grouping, 10,00,00,000, and `{name, number, style}` for one of
 * `MESSAGE_FORMATS`), for a zod schema or an exported constant; remembered so that `inLanguage` can
 * write it in another language.
 */
export function sharedText(message: SharedMessage, values?: Record<string, SharedValue>): string {
  const english = values
    ? message.message.replace(
        /\{(\w+)(, number(?:, (\w+))?)?\}/g,
        (whole, name: string, number?: string, style?: string) => {
          const value = values[name];
          if (value === undefined) return whole;
          if (!number || typeof value !== "number") return englishOf(value);
          return value.toLocaleString("en-IN", isNumberStyle(style) ? MESSAGE_FORMATS[style] : {});
        },
      )
    : message.message;
  if (!byText.has(english)) byText.set(english, { message, values });
  return english;
}

/**
 * `text` in the language of `i18n` when it is the English text of a shared message (a refusal of
 * a shared schema), else `text` as it is (a message already translated, or one with no entry).
 */
export function inLanguage(i18n: Translator, text: string): string {
  const found = byText.get(text);
  if (!found) return text;
  const values = found.values
    ? Object.fromEntries(
        Object.entries(found.values).map(([name, value]) => [
          name,
          isSharedMessage(value) ? i18n._(value.id, undefined, { message: value.message }) : value,
        ]),
      )
    : undefined;
  const { id, message } = found.message;
  return i18n._(id, values, { message, formats: MESSAGE_FORMATS });
}
