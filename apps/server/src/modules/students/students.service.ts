// Old student records as the API names them (the specification's keys, spaces included).
import type { OldStudent, OldStudentListQuery } from "@app/shared/students";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { mapPage, type Paged } from "../../lib/paging";
import { listOldStudents } from "./students.repository";

export function createStudentsService(db: Kysely<Database>) {
  return {
    async listOld(query: OldStudentListQuery): Promise<Paged<OldStudent>> {
      return mapPage(await listOldStudents(db, query), (row) => ({
        "Student Name": row.student_name,
        Class: row.class,
        Address: row.address,
        "Phone No": row.phone,
      }));
    },
  };
}
