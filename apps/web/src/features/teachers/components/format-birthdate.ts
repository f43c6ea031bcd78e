/** A `YYYY-MM-DD` birthdate in en-US form (e.g. 4/23/1990), never shifted by the time zone. */
export function formatBirthdate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime())
    ? date
    : parsed.toLocaleDateString("en-US", { timeZone: "UTC" });
}
