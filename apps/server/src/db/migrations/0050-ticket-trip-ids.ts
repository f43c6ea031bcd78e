// A ticket about any trip (decision 058): `tickets.product` held one of the three first trips' ids
// in a varchar(32); a trip staff add is named by a UUID (36 characters), so the column takes an id
// as every other one does, varchar(64). SQLite does not enforce a varchar's length: nothing to do
// there, and its tables are not rebuilt for a declaration alone.
import { type Kysely, SqliteAdapter } from "kysely";
import type { Migration } from "kysely/migration";

export const ticketTripIds: Migration = {
  async up(db: Kysely<unknown>) {
    if (db.getExecutor().adapter instanceof SqliteAdapter) return;
    await db.schema
      .alterTable("tickets")
      .alterColumn("product", (col) => col.setDataType("varchar(64)"))
      .execute();
  },
};
