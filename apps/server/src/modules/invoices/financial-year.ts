// The invoice numbers, counted within each Indian financial year (financialYearOf, shared with the
// web app's list of years).
export { financialYearOf } from "@app/shared/invoices";

/** `INV-2026-27/0001`: four digits at least, more if a year ever needs them. */
export const invoiceNumber = (financialYear: string, sequence: number): string =>
  `INV-${financialYear}/${String(sequence).padStart(4, "0")}`;
