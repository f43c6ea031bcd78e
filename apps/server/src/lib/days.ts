// Calendar days as the institute counts them: in India (Asia/Kolkata, UTC+05:30 all year).

/**
 * The instant day `YYYY-MM-DD` begins in India, as the ISO UTC text timestamps are stored in;
 * `plusDays` moves to a later day (`dayStartUtc(to, 1)` ends a range that includes `to`).
 */
export function dayStartUtc(day: string, plusDays = 0): string {
  const start = new Date(`${day}T00:00:00+05:30`);
  start.setUTCDate(start.getUTCDate() + plusDays);
  return start.toISOString();
}

/** The day (`YYYY-MM-DD`) it is in India at `at`. */
export function indiaDay(at: Date = new Date()): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

/** The day `days` after `day` (before it when negative), both `YYYY-MM-DD`. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
