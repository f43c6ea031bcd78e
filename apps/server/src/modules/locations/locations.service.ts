// Location sharing: each user shares only their own latest position, under the name and email of
// their account (whatever the request body says).
import type { MapDataInput, MapUser, MapUserListQuery } from "@app/shared/locations";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { NotFoundError } from "../../lib/errors";
import { newId, nowIso } from "../../lib/ids";
import { mapPage, type Paged } from "../../lib/paging";
import type { CurrentUser } from "../../plugins/auth";
import {
  deleteLocation,
  deleteLocationOfUser,
  findLocation,
  findLocationOfUser,
  listLocations,
  type MapUserRow,
  upsertLocation,
} from "./locations.repository";

const LOCATION_NOT_FOUND = /*i18n*/ {
  id: "locations.locationNotFound",
  message: "Location not found",
};

export const toMapUser = (row: MapUserRow): MapUser => ({
  _id: row.id,
  user: row.user_id,
  name: row.name,
  email: row.email,
  lat: row.lat,
  long: row.long,
  speed: row.speed,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export function createLocationsService(db: Kysely<Database>) {
  return {
    /** Stores the caller's position; `created` tells a first share from an update. */
    async share(
      user: CurrentUser,
      input: MapDataInput,
    ): Promise<{ location: MapUser; created: boolean }> {
      const now = nowIso();
      const id = newId();
      const row = await upsertLocation(db, {
        id,
        user_id: user.id,
        name: user.name,
        email: user.email,
        lat: input.lat,
        long: input.long,
        speed: input.speed ?? null,
        created_at: now,
        updated_at: now,
      });
      // An update keeps the first row's id, so a new id means the row was created now.
      return { location: toMapUser(row), created: row.id === id };
    },

    async mine(user: CurrentUser): Promise<MapUser | null> {
      const row = await findLocationOfUser(db, user.id);
      return row ? toMapUser(row) : null;
    },

    /** Stops sharing. Idempotent: nothing shared is already the asked-for state. */
    async stop(user: CurrentUser): Promise<void> {
      await deleteLocationOfUser(db, user.id);
    },

    // The admin's views of everyone's positions (the routes check the role).
    async listAll(query: MapUserListQuery): Promise<Paged<MapUser>> {
      return mapPage(await listLocations(db, query), toMapUser);
    },

    async findById(id: string): Promise<MapUser> {
      const row = await findLocation(db, id);
      if (!row) throw new NotFoundError(LOCATION_NOT_FOUND);
      return toMapUser(row);
    },

    async removeById(id: string): Promise<void> {
      if (!(await deleteLocation(db, id))) throw new NotFoundError(LOCATION_NOT_FOUND);
    },
  };
}
