/** Marks with their sign, and a true minus for penalties: +2, −1, 0. */
export function formatMarks(marks: number): string {
  if (marks > 0) return `+${marks}`;
  if (marks < 0) return `\u2212${Math.abs(marks)}`;
  return "0";
}
