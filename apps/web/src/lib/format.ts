// The one place the web app turns dates, amounts and counts into text, all through Intl. Each
// formatter is built on its first use and then reused: building one is the costly part (the first
// one starts ICU), and a page that shows no date or amount then never pays for it.

/** A getter that builds the formatter on its first call and returns the same one afterwards. */
function lazily<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => {
    built ??= build();
    return built;
  };
}

// Dates show in en-US form, as the specification asks.
const dateTime = lazily(
  () =>
    new Intl.DateTimeFormat("en-US", {
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
      second: "2-digit",
    }),
);
const shortDateTime = lazily(
  () => new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" }),
);
const monthYear = lazily(
  () => new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric" }),
);
// A calendar date has no time of day: read and written in UTC, no time zone can shift it.
const calendarDate = lazily(() => new Intl.DateTimeFormat("en-US", { timeZone: "UTC" }));

// Amounts are rupees as Indians write them (en-IN grouping: 1,23,456).
const rupees = lazily(() => new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" }));
const wholeRupees = lazily(
  () =>
    new Intl.NumberFormat("en-IN", {
      style: "currency",
      currency: "INR",
      maximumFractionDigits: 0,
    }),
);
const countUs = lazily(() => new Intl.NumberFormat("en-US"));
const countIndian = lazily(() => new Intl.NumberFormat("en-IN"));

/** `iso` as a Date, or null when it is not a date (Intl would throw on it). */
function dateOf(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A moment in local time, e.g. "11/22/2026, 8:03:02 AM"; text that is not a date shows as is. */
export function formatDate(iso: string): string {
  const date = dateOf(iso);
  return date ? dateTime().format(date) : iso;
}

/** A moment in short form for a chat line, e.g. "Nov 22, 2026, 8:03 AM"; "" if not a date. */
export function formatShortDateTime(iso: string): string {
  const date = dateOf(iso);
  return date ? shortDateTime().format(date) : "";
}

/** The month and year, e.g. "November 2026". */
export const formatMonthYear = (date: Date): string => monthYear().format(date);

/** A `YYYY-MM-DD` date (a birthdate), e.g. "4/23/1990"; text that is not a date shows as is. */
export function formatCalendarDate(date: string): string {
  const parsed = dateOf(`${date}T00:00:00Z`);
  return parsed ? calendarDate().format(parsed) : date;
}

/** A rupee amount with paise, e.g. 1249.5 → "₹1,249.50". */
export const formatRupees = (amount: number): string => rupees().format(amount);

/** Whole rupees (course fees), e.g. 17000 → "₹17,000". */
export const formatWholeRupees = (amount: number): string => wholeRupees().format(amount);

/**
 * An amount kept in integer paise (billing), e.g. 4548 → "₹45.48". Sums stay in paise; only this
 * display step divides, which is exact to the paisa for any realistic amount.
 */
export const formatRupeesFromPaise = (paise: number): string => rupees().format(paise / 100);

/** A count in en-US form (the visitor count), e.g. 1234567 → "1,234,567". */
export const formatCount = (count: number): string => countUs().format(count);

/** A count as Indians write it (voter figures), e.g. 123456 → "1,23,456". */
export const formatIndianCount = (count: number): string => countIndian().format(count);

/** A length of time as m:ss (the recorder's timer, the test's countdown), e.g. 7 → "0:07". */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
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
