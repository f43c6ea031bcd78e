// The language an account reads the site, its mails and its documents in ("en" or "bn"), first
// the one its holder registered in; and whether they read numbers in Latin digits in Bengali.
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export const accountLanguage: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("users")
      .addColumn("locale", "varchar(8)", (col) => col.notNull().defaultTo("en"))
      .execute();
    await db.schema
      .alterTable("users")
      .addColumn("latin_digits", "integer", (col) => col.notNull().defaultTo(0))
      .execute();
  },
};
