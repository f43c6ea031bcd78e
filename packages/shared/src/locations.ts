// Shared positions: a user shares their latest position; admins list, view and delete them.
import { z } from "zod";
import { IdSchema, TimestampSchema } from "./common";
import { type SharedMessage, sharedText } from "./messages";
import { listQuerySchema } from "./paging";

const LATITUDE_INVALID = /*i18n*/ {
  id: "locations.latitude.invalid",
  message: "The latitude must be a number from {min, number} to {max, number}",
};
const LONGITUDE_INVALID = /*i18n*/ {
  id: "locations.longitude.invalid",
  message: "The longitude must be a number from {min, number} to {max, number}",
};

/** A coordinate from `min` to `max`, refused (not a number, out of range) with one message. */
const coordinate = (refusal: SharedMessage, min: number, max: number) => {
  const message = sharedText(refusal, { min, max });
  return z.number({ error: message }).min(min, message).max(max, message);
};

export const LatitudeSchema = coordinate(LATITUDE_INVALID, -90, 90);
export const LongitudeSchema = coordinate(LONGITUDE_INVALID, -180, 180);

/**
 * POST /api/users/mapdata. The specification's client also sends `name` and `email`; they are
 * accepted and ignored: the server takes both from the token.
 */
export const MapDataInputSchema = z.strictObject({
  name: z.string().max(200).optional(),
  email: z.string().max(320).optional(),
  lat: LatitudeSchema,
  long: LongitudeSchema,
  /** Metres per second, when the browser reports it. */
  speed: z.number().nonnegative().max(10_000).nullable().optional(),
});
export type MapDataInput = z.infer<typeof MapDataInputSchema>;

/** A user's latest shared position (one record per user). */
export const MapUserSchema = z.object({
  _id: IdSchema,
  user: IdSchema,
  name: z.string(),
  email: z.string(),
  lat: z.number(),
  long: z.number(),
  speed: z.number().nullable(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type MapUser = z.infer<typeof MapUserSchema>;

/** GET /api/users/mapdata: the caller's own shared position, or null when not sharing. */
export const OwnMapDataSchema = z.object({ location: MapUserSchema.nullable() });
export type OwnMapData = z.infer<typeof OwnMapDataSchema>;

/** One row of GET /api/users/getmapdata: `{_id, name, email, lat, long, ...}`. */
export const AdminMapUserSchema = MapUserSchema;
export type AdminMapUser = z.infer<typeof AdminMapUserSchema>;

/** GET /api/users/getmaplatlong/{id}: an array whose first (only) element is the record. */
export const MapLatLongSchema = z.array(MapUserSchema);
export type MapLatLong = z.infer<typeof MapLatLongSchema>;

/** GET /api/users/getmapdata: `q` finds a part of the name or email. */
export const MapUserListQuerySchema = listQuerySchema({
  sort: ["name", "updatedAt"],
  search: true,
});
export type MapUserListQuery = z.infer<typeof MapUserListQuerySchema>;
export type MapUserListQueryInput = z.input<typeof MapUserListQuerySchema>;
