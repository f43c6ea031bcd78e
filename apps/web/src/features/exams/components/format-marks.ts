import { DEFAULT_LOCALE, formatCount, type Locale } from "@app/shared/format";

/** Marks with their sign, and a true minus for penalties: +2, −1, 0 (in the reader's digits). */
export function formatMarks(marks: number, locale: Locale = DEFAULT_LOCALE): string {
  const count = formatCount(Math.abs(marks), locale);
  if (marks > 0) return `+${count}`;
  if (marks < 0) return `\u2212${count}`;
  return count;
}
