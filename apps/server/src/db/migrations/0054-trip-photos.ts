// A trip keeps several photos in their order (at most MAX_TRIP_PHOTOS): `photos` holds their stored
// names as a JSON array, the first being the one the public card shows. The one photo a trip had
// becomes the first (and only) of its photos; the old column goes.
import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";

export const tripPhotos: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("trips")
      .addColumn("photos", "text", (col) => col.notNull().defaultTo("[]"))
      .execute();
    // A stored name is 32 hex digits and ".webp": nothing in it needs escaping in JSON.
    await sql`update trips set photos = '["' || photo || '"]' where photo is not null`.execute(db);
    await db.schema.alterTable("trips").dropColumn("photo").execute();
  },
};
