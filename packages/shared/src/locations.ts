// Shared positions: a user shares their latest position; admins list, view and delete them.
import { z } from "zod";
import { IdSchema, TimestampSchema } from "./common";
import { sharedText } from "./messages";
import { listQuerySchema } from "./paging";

const COORDINATE_NOT_NUMBER = /*i18n*/ {
  id: "locations.coordinate.notNumber",
  message: "{field} must be a number",
};
const COORDINATE_RANGE = /*i18n*/ {
  id: "locations.coordinate.range",
  message: "{field} must be between {min} and {max}",
};

export const LatitudeSchema = z
  .number({ error: sharedText(COORDINATE_NOT_NUMBER, { field: "lat" }) })
  .min(-90, sharedText(COORDINATE_RANGE, { field: "lat", min: -90, max: 90 }))
  .max(90, sharedText(COORDINATE_RANGE, { field: "lat", min: -90, max: 90 }));
export const LongitudeSchema = z
  .number({ error: sharedText(COORDINATE_NOT_NUMBER, { field: "long" }) })
  .min(-180, sharedText(COORDINATE_RANGE, { field: "long", min: -180, max: 180 }))
  .max(180, sharedText(COORDINATE_RANGE, { field: "long", min: -180, max: 180 }));

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
