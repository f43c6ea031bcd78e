// How the course pages write durations and the month fees are due (fees: lib/format).

export function formatDuration(months: number): string {
  return months === 1 ? "1 month" : `${months} months`;
}

/** The current month in en-US form, e.g. "November 2026". */
export function currentMonth(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric" }).format(now);
}
