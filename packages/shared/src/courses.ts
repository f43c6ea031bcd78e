// Courses and their fees (/fees, the prospectus PDF), and the institute's name as documents print it.
import { z } from "zod";

/** The institute's name as documents (the prospectus) and pages print it. */
export const INSTITUTE_NAME = "Plassey Institute";

/** One course with its fee. The server holds the only copy (GET /api/courses). */
export const CourseSchema = z.object({
  /** Stable key, e.g. `mern`, `frontend`. */
  code: z.string(),
  name: z.string(),
  durationMonths: z.number().int().positive(),
  /** Total fee in whole rupees. */
  totalFee: z.number().int().nonnegative(),
});
export type Course = z.infer<typeof CourseSchema>;

/** GET /api/courses: every course, in the order the fee table shows them. */
export const CourseListSchema = z.object({ courses: z.array(CourseSchema) });
export type CourseList = z.infer<typeof CourseListSchema>;
