// The institute's public data and calls: courses and fees, visitor count, weather, locations.
import { z } from "zod";
import { IdSchema, TimestampSchema } from "./common";

/** The institute's name as documents (the prospectus) and pages print it. */
export const INSTITUTE_NAME = "Plassey Institute";

/** One course with its fee. The server holds the only copy (GET /api/courses). */
export const CourseSchema = z.object({
  /** Stable key, e.g. `mern`, `frontend`. */
  code: z.string(),
  name: z.string(),
  durationMonths: z.number().int().positive(),
  /** Total fee in whole rupees. */
  totalFee: z.number().int().nonnegative(),
});
export type Course = z.infer<typeof CourseSchema>;

/** GET /api/courses: every course, in the order the fee table shows them. */
export const CourseListSchema = z.object({ courses: z.array(CourseSchema) });
export type CourseList = z.infer<typeof CourseListSchema>;

/** GET /visitor */
export const VisitorCountSchema = z.object({ visitor: z.number().int().nonnegative() });
export type VisitorCount = z.infer<typeof VisitorCountSchema>;

/** POST /weath: `text` is the city name. */
export const WeatherRequestSchema = z.strictObject({
  text: z
    .string({ error: "Please enter a city name" })
    .trim()
    .min(1, "Please enter a city name")
    .max(100, "City name is too long"),
});
export type WeatherRequest = z.infer<typeof WeatherRequestSchema>;

/** POST /weath answer: the place found and its current temperature in °C. */
export const WeatherResultSchema = z.object({ town: z.string(), temp: z.number() });
export type WeatherResult = z.infer<typeof WeatherResultSchema>;

export const LatitudeSchema = z
  .number({ error: "lat must be a number" })
  .min(-90, "lat must be between -90 and 90")
  .max(90, "lat must be between -90 and 90");
export const LongitudeSchema = z
  .number({ error: "long must be a number" })
  .min(-180, "long must be between -180 and 180")
  .max(180, "long must be between -180 and 180");

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
