// Display formatting shared by every screen.

/** Dates show in en-US form, as the specification asks. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString("en-US");
}
