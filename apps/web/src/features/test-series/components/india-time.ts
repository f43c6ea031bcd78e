// A test's times as staff read and type them: India time (Asia/Kolkata, UTC+05:30 all year, no
// summer time), whatever zone the browser is in (decision 055). A time the form shows unchanged
// goes back exactly as it came, to the millisecond.

/** India's offset from UTC in milliseconds: +05:30. */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** An ISO instant as a datetime-local field shows it in India time (`2026-12-01T10:00`). */
export function indiaLocal(iso: string | null): string {
  if (!iso) return "";
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return "";
  return new Date(ms + INDIA_OFFSET_MS).toISOString().slice(0, 16);
}

/** What a datetime-local field holds, read as India time, as an ISO instant; "" is null. */
export function fromIndiaLocal(text: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(text)) return null;
  const ms = Date.parse(`${text.length === 16 ? `${text}:00` : text}+05:30`);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/** A time field of the form: the text shown and the instant it was loaded with. */
export type TimeField = { text: string; original: string | null };

export const timeField = (iso: string | null): TimeField => ({
  text: indiaLocal(iso),
  original: iso,
});

/** The instant to send: the loaded one while its text is untouched, else the text read anew. */
export const timeValue = (field: TimeField): string | null =>
  field.text === indiaLocal(field.original) ? field.original : fromIndiaLocal(field.text);

/** Now, as the field would show it (to the minute, so never in the future). */
export const indiaNow = (now = Date.now()): string => indiaLocal(new Date(now).toISOString());
