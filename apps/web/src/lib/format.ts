// Display formatting shared by every screen.

// What Date#toLocaleString("en-US") uses, made once: toLocaleString builds a new formatter on
// every call, which a list of dates pays for row after row.
let dateTimeFormat: Intl.DateTimeFormat | undefined;

/** Dates show in en-US form, as the specification asks. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  dateTimeFormat ??= new Intl.DateTimeFormat("en-US", {
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  });
  return dateTimeFormat.format(date);
}

// Rupee amounts as Indians write them: ₹1,23,456.50 (en-IN grouping).
const RUPEES = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR" });
const WHOLE_RUPEES = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
});

/** A rupee amount with paise, e.g. 1249.5 → "₹1,249.50". */
export const formatRupees = (rupees: number): string => RUPEES.format(rupees);

/** Whole rupees (course fees), e.g. 17000 → "₹17,000". */
export const formatWholeRupees = (rupees: number): string => WHOLE_RUPEES.format(rupees);

/**
 * An amount kept in integer paise (billing), e.g. 4548 → "₹45.48". Sums stay in paise; only this
 * display step divides, which is exact to the paisa for any realistic amount.
 */
export const formatRupeesFromPaise = (paise: number): string => RUPEES.format(paise / 100);
