// Old student records as the API names them (the specification's keys, spaces included).
import type { OldStudent } from "@app/shared/students";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { listOldStudents } from "./students.repository";

export function createStudentsService(db: Kysely<Database>) {
  return {
    async listOld(): Promise<OldStudent[]> {
      return (await listOldStudents(db)).map((row) => ({
        "Student Name": row.student_name,
        Class: row.class,
        Address: row.address,
        "Phone No": row.phone,
      }));
    },
  };
}
