// Display formatting shared by every screen. The common cases are written out rather than left to
// Intl: a page's first Intl formatter starts ICU, 30–50 ms of main thread on a desktop (several
// times that on a phone) in the middle of the page's first render. The output is Intl's, to the
// character; anything unusual (exponents, years outside 1000–9999) still goes to Intl.

/** Two digits, for minutes and seconds. */
const twoDigits = (value: number): string => String(value).padStart(2, "0");

/** Dates show in en-US form, as the specification asks: 11/22/2026, 8:03:02 AM (local time). */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const year = date.getFullYear();
  if (year < 1000 || year > 9999) return date.toLocaleString("en-US");
  const hours = date.getHours();
  return `${date.getMonth() + 1}/${date.getDate()}/${year}, ${hours % 12 || 12}:${twoDigits(
    date.getMinutes(),
  )}:${twoDigits(date.getSeconds())} ${hours < 12 ? "AM" : "PM"}`;
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

/** A count in en-US form, e.g. 1234567 → "1,234,567". */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count)) return new Intl.NumberFormat("en-US").format(count);
  const digits = String(Math.abs(count)).replace(/\B(?=(\d{3})+$)/g, ",");
  return count < 0 || Object.is(count, -0) ? `-${digits}` : digits;
}
