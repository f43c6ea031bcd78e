// How the course pages write fees, durations and the month fees are due.

const RUPEES = new Intl.NumberFormat("en-IN", {
  style: "currency",
  currency: "INR",
  maximumFractionDigits: 0,
});

/** Whole rupees, e.g. "₹17,000". */
export function formatRupees(amount: number): string {
  return RUPEES.format(amount);
}

export function formatDuration(months: number): string {
  return months === 1 ? "1 month" : `${months} months`;
}

/** The current month in en-US form, e.g. "November 2026". */
export function currentMonth(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric" }).format(now);
}
