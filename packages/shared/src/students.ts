// Old student records (GET /students), loaded from the CSV the repository ships.
import { z } from "zod";
import { listQuerySchema } from "./paging";

/** GET /students: one old student record, with the exact keys of the specification. */
export const OldStudentSchema = z.object({
  "Student Name": z.string(),
  Class: z.string(),
  Address: z.string(),
  "Phone No": z.string(),
});
export type OldStudent = z.infer<typeof OldStudentSchema>;

/** GET /students: `q` finds a part of the name, class, address or phone. */
export const OldStudentListQuerySchema = listQuerySchema({ sort: ["name", "class"], search: true });
export type OldStudentListQuery = z.infer<typeof OldStudentListQuerySchema>;
export type OldStudentListQueryInput = z.input<typeof OldStudentListQuerySchema>;
