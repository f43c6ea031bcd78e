// Indian financial years (1 April – 31 March) by the date in India, and the invoice numbers
// counted within them.

const INDIA = "Asia/Kolkata";
const calendar = new Intl.DateTimeFormat("en-US", {
  timeZone: INDIA,
  year: "numeric",
  month: "numeric",
});

/** `2026-27` for any moment from 1 April 2026 00:00 to 31 March 2027 23:59:59 in India. */
export function financialYearOf(moment: Date): string {
  let year = Number.NaN;
  let month = Number.NaN;
  for (const part of calendar.formatToParts(moment)) {
    if (part.type === "year") year = Number(part.value);
    if (part.type === "month") month = Number(part.value);
  }
  if (!Number.isInteger(year) || !Number.isInteger(month)) {
    throw new Error(`cannot read the date in ${INDIA} of ${moment.toISOString()}`);
  }
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** `INV-2026-27/0001`: four digits at least, more if a year ever needs them. */
export const invoiceNumber = (financialYear: string, sequence: number): string =>
  `INV-${financialYear}/${String(sequence).padStart(4, "0")}`;

/** A date as India reads it, in the site's en-US style: `March 31, 2026`. */
export const indianDate = (moment: Date): string =>
  moment.toLocaleDateString("en-US", {
    timeZone: INDIA,
    year: "numeric",
    month: "long",
    day: "numeric",
  });
