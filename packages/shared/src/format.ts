// Dates, times, numbers and rupees as the web app, the PDFs and the mails show them: Intl's, in
// India's conventions (27/11/2026, 2:35 pm, on India's clock; ₹1,23,456.50). Every function takes
// the locale to write in, English for India unless told; each formatter is made once per locale
// and style, on first use, and shared by every later call.

/**
 * The locales the site writes in: English and Bengali, both as India writes them, and Bengali
 * with Latin digits for a reader who chose them (i18n.ts's intlLocale picks one).
 */
export const LOCALES = ["en-IN", "bn-IN", "bn-IN-u-nu-latn"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en-IN";

/** India's one time zone: a moment shows as the date and time on India's clocks. */
export const INDIA_TIME_ZONE = "Asia/Kolkata";

const DATE_STYLES = {
  /** 27/11/2026, 2:35 pm */
  dateTime: {
    timeZone: INDIA_TIME_ZONE,
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  },
  /** 27/11/2026 */
  date: { timeZone: INDIA_TIME_ZONE, day: "2-digit", month: "2-digit", year: "numeric" },
  /** 27 Nov 2026, 2:35 pm */
  shortDateTime: {
    timeZone: INDIA_TIME_ZONE,
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  },
  /** November 2026 */
  monthYear: { timeZone: INDIA_TIME_ZONE, month: "long", year: "numeric" },
  /** 2026 */
  year: { timeZone: INDIA_TIME_ZONE, year: "numeric" },
  /** A calendar date, which no time zone shifts: 23/04/1990 */
  calendarDate: { timeZone: "UTC", day: "2-digit", month: "2-digit", year: "numeric" },
  /** A calendar day in short: 27 Nov */
  calendarDay: { timeZone: "UTC", day: "numeric", month: "short" },
  /** A calendar month in short: Nov 2026 */
  calendarMonth: { timeZone: "UTC", month: "short", year: "numeric" },
  /** The parts of a moment's date in India, as numbers (calendarPartsInIndia). */
  indiaParts: { timeZone: INDIA_TIME_ZONE, day: "numeric", month: "numeric", year: "numeric" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

const NUMBER_STYLES = {
  /** 1,23,456 */
  count: {},
  /** ₹1,23,456.50 */
  rupees: { style: "currency", currency: "INR" },
  /** ₹17,000 */
  wholeRupees: { style: "currency", currency: "INR", maximumFractionDigits: 0 },
  /** 07: the seconds of a clock */
  twoDigits: { minimumIntegerDigits: 2, useGrouping: false },
  /** 6 months */
  months: { style: "unit", unit: "month", unitDisplay: "long" },
  /** 1.5h */
  hours: { style: "unit", unit: "hour", unitDisplay: "narrow", maximumFractionDigits: 1 },
  /** 45 minutes, 5 hours, 3 days */
  minutesLong: { style: "unit", unit: "minute", unitDisplay: "long" },
  hoursLong: { style: "unit", unit: "hour", unitDisplay: "long" },
  daysLong: { style: "unit", unit: "day", unitDisplay: "long" },
  /** 22.123456: a latitude or longitude, to about a tenth of a metre, ungrouped */
  coordinate: { maximumFractionDigits: 6, useGrouping: false },
  /** 4.33: an average of ratings, to two decimals */
  rating: { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  /** 2.46 m/s */
  speed: { style: "unit", unit: "meter-per-second", maximumFractionDigits: 2 },
  /** 320 kB */
  kilobytes: { style: "unit", unit: "kilobyte", maximumFractionDigits: 0 },
  /** 1.4 MB */
  megabytes: { style: "unit", unit: "megabyte", maximumFractionDigits: 1 },
} as const satisfies Record<string, Intl.NumberFormatOptions>;

type DateStyle = keyof typeof DATE_STYLES;
type NumberStyle = keyof typeof NUMBER_STYLES;

// One formatter per locale and style: a bounded set (three locales, the styles above), each made on
// its first use.
const dateFormats = new Map<`${Locale} ${DateStyle}`, Intl.DateTimeFormat>();
const numberFormats = new Map<`${Locale} ${NumberStyle}`, Intl.NumberFormat>();

function dateFormat(locale: Locale, style: DateStyle): Intl.DateTimeFormat {
  const key = `${locale} ${style}` as const;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, DATE_STYLES[style]);
    dateFormats.set(key, format);
  }
  return format;
}

function numberFormat(locale: Locale, style: NumberStyle): Intl.NumberFormat {
  const key = `${locale} ${style}` as const;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, NUMBER_STYLES[style]);
    numberFormats.set(key, format);
  }
  return format;
}

/** `value` as a Date, or null when it is not one (Intl would throw on it). */
function dateOf(value: string | Date): Date | null {
  const date = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A moment's date and time in India, e.g. "27/11/2026, 2:35 pm"; text that is no date as is. */
export function formatDateTime(value: string | Date, locale: Locale = DEFAULT_LOCALE): string {
  const date = dateOf(value);
  return date ? dateFormat(locale, "dateTime").format(date) : String(value);
}

/** A moment's date in India, e.g. "27/11/2026"; text that is no date as is. */
export function formatDate(value: string | Date, locale: Locale = DEFAULT_LOCALE): string {
  const date = dateOf(value);
  return date ? dateFormat(locale, "date").format(date) : String(value);
}

/** A moment in short, for a chat line, e.g. "27 Nov 2026, 2:35 pm"; "" if it is no date. */
export function formatShortDateTime(value: string | Date, locale: Locale = DEFAULT_LOCALE): string {
  const date = dateOf(value);
  return date ? dateFormat(locale, "shortDateTime").format(date) : "";
}

/** The month and year of a moment in India, e.g. "November 2026". */
export const formatMonthYear = (moment: Date, locale: Locale = DEFAULT_LOCALE): string =>
  dateFormat(locale, "monthYear").format(moment);

/** The year of a moment in India, e.g. "2026" (২০২৬ in Bengali): a copyright line's. */
export const formatYear = (moment: Date, locale: Locale = DEFAULT_LOCALE): string =>
  dateFormat(locale, "year").format(moment);

/** A financial year kept as "2026-27", in the reader's digits ("২০২৬-২৭"). */
export function formatFinancialYear(value: string, locale: Locale = DEFAULT_LOCALE): string {
  const start = Number(value.slice(0, 4));
  const year = (full: number) => formatYear(new Date(Date.UTC(full, 6, 1)), locale);
  return `${year(start)}-${year(start + 1).slice(-2)}`;
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date as `YYYY-MM-DD` (a value with no time zone) in `style`; null if it is none. */
function calendar(text: string, style: DateStyle, locale: Locale): string | null {
  // Checked first: Date's parser makes a date of nearly any text ("23 April" is in 2001).
  const date = CALENDAR_DATE.test(text) ? dateOf(`${text}T00:00:00Z`) : null;
  return date ? dateFormat(locale, style).format(date) : null;
}

/** A `YYYY-MM-DD` date (a birthdate), e.g. "23/04/1990"; text that is no such date as is. */
export const formatCalendarDate = (date: string, locale: Locale = DEFAULT_LOCALE): string =>
  calendar(date, "calendarDate", locale) ?? date;

/** A `YYYY-MM-DD` day in short (a chart's axis), e.g. "27 Nov". */
export const formatCalendarDay = (day: string, locale: Locale = DEFAULT_LOCALE): string =>
  calendar(day, "calendarDay", locale) ?? day;

/** A `YYYY-MM` month in short (a chart's axis), e.g. "Nov 2026". */
export const formatCalendarMonth = (month: string, locale: Locale = DEFAULT_LOCALE): string =>
  calendar(`${month}-01`, "calendarMonth", locale) ?? month;

/** The year, month (1–12) and day of `moment` on India's calendar. */
export function calendarPartsInIndia(moment: Date): { year: number; month: number; day: number } {
  const parts = dateFormat("en-IN", "indiaParts").formatToParts(moment);
  const part = (type: "year" | "month" | "day") =>
    Number(parts.find((item) => item.type === type)?.value);
  return { year: part("year"), month: part("month"), day: part("day") };
}

/** Rupees with paise, e.g. 123456.5 → "₹1,23,456.50". */
export const formatRupees = (amount: number, locale: Locale = DEFAULT_LOCALE): string =>
  numberFormat(locale, "rupees").format(amount);

/** Whole rupees (course fees), e.g. 17000 → "₹17,000". */
export const formatWholeRupees = (amount: number, locale: Locale = DEFAULT_LOCALE): string =>
  numberFormat(locale, "wholeRupees").format(amount);

/**
 * An amount kept in integer paise, e.g. 4548 → "₹45.48". Sums stay in paise; only this display
 * step divides, which is exact to the paisa for any realistic amount.
 */
export const formatRupeesFromPaise = (paise: number, locale: Locale = DEFAULT_LOCALE): string =>
  formatRupees(paise / 100, locale);

/** A count, grouped as India groups (a visitor count, a list's total), e.g. "1,23,456". */
export const formatCount = (value: number, locale: Locale = DEFAULT_LOCALE): string =>
  numberFormat(locale, "count").format(value);

/** A time of day kept as "HH:MM" (a batch's start), in the reader's digits: "07:00" (০৭:০০). */
export function formatTimeOfDay(time: string, locale: Locale = DEFAULT_LOCALE): string {
  const [hours, minutes] = time.split(":").map(Number);
  if (hours === undefined || minutes === undefined || Number.isNaN(hours + minutes)) return time;
  const two = numberFormat(locale, "twoDigits");
  return `${two.format(hours)}:${two.format(minutes)}`;
}

/** A length of time as m:ss (the recorder's timer, a test's countdown), e.g. 7 → "0:07". */
export function formatClock(totalSeconds: number, locale: Locale = DEFAULT_LOCALE): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const minutes = numberFormat(locale, "count").format(Math.floor(seconds / 60));
  return `${minutes}:${numberFormat(locale, "twoDigits").format(seconds % 60)}`;
}

/** A course's length, e.g. 1 → "1 month", 6 → "6 months". */
export const formatMonths = (months: number, locale: Locale = DEFAULT_LOCALE): string =>
  numberFormat(locale, "months").format(months);

/** An average rating to two decimals, e.g. 4.333 → "4.33". */
export const formatRating = (value: number, locale: Locale = DEFAULT_LOCALE): string =>
  numberFormat(locale, "rating").format(value);

/** Hours to a tenth, e.g. 1.45 → "1.5h". */
export const formatHours = (hours: number, locale: Locale = DEFAULT_LOCALE): string =>
  numberFormat(locale, "hours").format(hours);

/**
 * A span of time as a person says it: whole minutes under an hour (never "0 minutes"), whole
 * hours under two days, then days, e.g. "45 minutes", "5 hours", "3 days".
 */
export function formatTimeSpan(milliseconds: number, locale: Locale = DEFAULT_LOCALE): string {
  const minutes = Math.max(1, Math.round(milliseconds / 60_000));
  if (minutes < 60) return numberFormat(locale, "minutesLong").format(minutes);
  const hours = Math.round(minutes / 60);
  return hours < 48
    ? numberFormat(locale, "hoursLong").format(hours)
    : numberFormat(locale, "daysLong").format(Math.round(hours / 24));
}

/** A latitude or longitude in degrees, e.g. 88.2520361 → "88.252036" (২২.১২৩৪৫৬ in Bengali). */
export const formatCoordinate = (degrees: number, locale: Locale = DEFAULT_LOCALE): string =>
  numberFormat(locale, "coordinate").format(degrees);

/** A speed in metres per second, e.g. 2.456 → "2.46 m/s". */
export const formatSpeed = (metresPerSecond: number, locale: Locale = DEFAULT_LOCALE): string =>
  numberFormat(locale, "speed").format(metresPerSecond);

/** A file's size as people read it: "320 kB", "1.4 MB" (at least 1 kB). */
export function formatFileSize(bytes: number, locale: Locale = DEFAULT_LOCALE): string {
  const megabytes = bytes / 1024 / 1024;
  return megabytes >= 1
    ? numberFormat(locale, "megabytes").format(megabytes)
    : numberFormat(locale, "kilobytes").format(Math.max(1, bytes / 1024));
}
