// An account whose password someone else chose (the first administrator's one-time
// password, printed in the log) must choose its own at its first sign-in. 1 until then.
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export const firstPassword: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("users")
      .addColumn("must_change_password", "integer", (col) => col.notNull().defaultTo(0))
      .execute();
  },
};
