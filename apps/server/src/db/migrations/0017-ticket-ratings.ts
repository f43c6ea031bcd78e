// Satisfaction (docs/product.md: support desk): once a ticket is closed, its customer may rate the help (1 to 5) with a comment, once.
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export const ticketRatings: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("tickets").addColumn("rating", "integer").execute();
    await db.schema.alterTable("tickets").addColumn("rating_comment", "text").execute();
    await db.schema.alterTable("tickets").addColumn("rated_at", "varchar(32)").execute();
  },
};
