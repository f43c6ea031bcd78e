// The one place the web app turns dates, amounts and counts into text. The forms every list and
// price shows (a date and time, a calendar date, rupees, a count) are written out here rather
// than left to Intl: a page's first Intl formatter starts ICU, 13 to 20 ms of main thread in
// Chromium here and four times that on a phone, in the middle of the render that draws the page
// (decision 025). The output is Intl's, to the character (format.test.ts compares them on
// thousands of values in three time zones); anything unusual (an exponent, a year outside
// 1000–9999) still goes to Intl, as do the forms with month names, which no first render shows.

/** A getter that builds the formatter on its first call and returns the same one afterwards. */
function lazily<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => {
    built ??= build();
    return built;
  };
}

const shortDateTime = lazily(
  () => new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" }),
);
const monthYear = lazily(
  () => new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric" }),
);

/** Two digits, for minutes and seconds. */
const twoDigits = (value: number): string => String(value).padStart(2, "0");

/** `iso` as a Date, or null when it is not a date (Intl would throw on it). */
function dateOf(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A year Intl writes with four plain digits (others keep Intl's own form: "2/3/999"). */
const plainYear = (year: number): boolean => year >= 1000 && year <= 9999;

/**
 * A moment in local time, en-US as the specification asks, e.g. "11/22/2026, 8:03:02 AM"; text
 * that is not a date shows as is.
 */
export function formatDate(iso: string): string {
  const date = dateOf(iso);
  if (!date) return iso;
  const year = date.getFullYear();
  if (!plainYear(year)) return date.toLocaleString("en-US");
  const hours = date.getHours();
  return `${date.getMonth() + 1}/${date.getDate()}/${year}, ${hours % 12 || 12}:${twoDigits(
    date.getMinutes(),
  )}:${twoDigits(date.getSeconds())} ${hours < 12 ? "AM" : "PM"}`;
}

/** A moment in short form for a chat line, e.g. "Nov 22, 2026, 8:03 AM"; "" if not a date. */
export function formatShortDateTime(iso: string): string {
  const date = dateOf(iso);
  return date ? shortDateTime().format(date) : "";
}

/** The month and year, e.g. "November 2026". */
export const formatMonthYear = (date: Date): string => monthYear().format(date);

/**
 * A `YYYY-MM-DD` date (a birthdate), e.g. "4/23/1990": a calendar date has no time of day, so no
 * time zone shifts it. Text that is not such a date shows as is.
 */
export function formatCalendarDate(date: string): string {
  const parsed = dateOf(`${date}T00:00:00Z`);
  if (!parsed) return date;
  const year = parsed.getUTCFullYear();
  if (!plainYear(year)) return parsed.toLocaleDateString("en-US", { timeZone: "UTC" });
  return `${parsed.getUTCMonth() + 1}/${parsed.getUTCDate()}/${year}`;
}

type Rounded = { negative: boolean; whole: string; fraction: string };

/**
 * `value` rounded half away from zero to `decimals` places, the way Intl rounds: from the number's
 * shortest decimal form (2.675 → 2.68, where binary arithmetic would give 2.67). Null when that
 * form has an exponent, or for NaN and the infinities.
 */
function roundDecimal(value: number, decimals: number): Rounded | null {
  const text = Math.abs(value).toString();
  if (!Number.isFinite(value) || text.includes("e")) return null;
  const [whole = "0", fraction = ""] = text.split(".");
  const kept = whole + fraction.slice(0, decimals).padEnd(decimals, "0");
  const roundUp = (fraction[decimals] ?? "0") >= "5";
  const digits = (roundUp ? (BigInt(kept) + 1n).toString() : kept).padStart(decimals + 1, "0");
  return {
    // Intl signs every negative amount, even one that rounds to zero, and negative zero.
    negative: value < 0 || Object.is(value, -0),
    whole: digits.slice(0, digits.length - decimals),
    fraction: digits.slice(digits.length - decimals),
  };
}

/** Indian grouping: the last three digits, then pairs (12,34,567). */
function groupIndian(whole: string): string {
  if (whole.length <= 3) return whole;
  return `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",")},${whole.slice(-3)}`;
}

/** Rupees as Indians write them (en-IN): ₹1,23,456.50, or whole rupees without paise. */
function rupees(amount: number, decimals: 0 | 2): string {
  const rounded = roundDecimal(amount, decimals);
  if (!rounded) {
    return new Intl.NumberFormat("en-IN", {
      style: "currency",
      currency: "INR",
      maximumFractionDigits: decimals,
    }).format(amount);
  }
  const sign = rounded.negative ? "-" : "";
  const paise = decimals > 0 ? `.${rounded.fraction}` : "";
  return `${sign}₹${groupIndian(rounded.whole)}${paise}`;
}

/** A rupee amount with paise, e.g. 1249.5 → "₹1,249.50". */
export const formatRupees = (amount: number): string => rupees(amount, 2);

/** Whole rupees (course fees), e.g. 17000 → "₹17,000". */
export const formatWholeRupees = (amount: number): string => rupees(amount, 0);

/**
 * An amount kept in integer paise (billing), e.g. 4548 → "₹45.48". Sums stay in paise; only this
 * display step divides, which is exact to the paisa for any realistic amount.
 */
export const formatRupeesFromPaise = (paise: number): string => rupees(paise / 100, 2);

/** A whole count's digits grouped by `group`, signed as Intl signs it; Intl for anything else. */
function count(value: number, locale: string, group: (digits: string) => string): string {
  if (!Number.isSafeInteger(value)) return new Intl.NumberFormat(locale).format(value);
  const digits = group(String(Math.abs(value)));
  return value < 0 || Object.is(value, -0) ? `-${digits}` : digits;
}

/** A count in en-US form (the visitor count, a list's total), e.g. 1234567 → "1,234,567". */
export const formatCount = (value: number): string =>
  count(value, "en-US", (digits) => digits.replace(/\B(?=(\d{3})+$)/g, ","));

/** A count as Indians write it (voter figures), e.g. 123456 → "1,23,456". */
export const formatIndianCount = (value: number): string => count(value, "en-IN", groupIndian);

/** A length of time as m:ss (the recorder's timer, the test's countdown), e.g. 7 → "0:07". */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${twoDigits(seconds % 60)}`;
}

/** A course's length, e.g. 1 → "1 month", 6 → "6 months". */
export const formatMonths = (months: number): string =>
  months === 1 ? "1 month" : `${months} months`;

/** The short number of a ticket or an order (shared with the server's placeholders). */
export { shortNumber } from "@app/shared/common";

/** A file's size as people read it: "320 KB", "1.4 MB" (at least 1 KB). */
export const formatFileSize = (bytes: number): string =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
