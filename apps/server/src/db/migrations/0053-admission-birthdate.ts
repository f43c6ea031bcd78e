// An applicant's date of birth on the admission: under 18 on the day they apply, the form requires
// a parent's or guardian's name and mobile (packages/shared/src/admissions.ts). Admissions made
// before the form asked for it have none.
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export const admissionBirthdate: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("admissions").addColumn("birthdate", "varchar(10)").execute();
  },
};
