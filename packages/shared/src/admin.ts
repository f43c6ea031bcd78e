// The admin panel (issue 6): mechanics, vehicles, the map-user views, accounts, the admin sign-in
// and voter data. The same schemas check the browser's forms and the server's requests.
import { z } from "zod";
import { IdSchema, TimestampSchema } from "./common";
import { MapUserSchema } from "./institute";
import { RegisterSchema, RoleSchema, UserSchema } from "./users";

/** PostgreSQL cannot store the NUL character in text, so input holding one is refused up front. */
const hasNoNul = (text: string): boolean => !text.includes("\u0000");

/** Required one-line text, trimmed, with a length limit and a message naming the field. */
const textField = (label: string, max: number) =>
  z
    .string({ error: `Please enter ${label}` })
    .trim()
    .min(1, `Please enter ${label}`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(hasNoNul, `${label} contains a character that is not allowed`);

const emailField = z
  .email({ error: "Please enter a valid email" })
  .max(254, "Email must be at most 254 characters")
  .transform((value) => value.trim().toLowerCase());

/**
 * A whole number that may arrive as a JSON number or, from an `<input type="number">` or a CSV
 * cell, as a string of digits. Anything else (letters, "", "1.5", "-3") is refused with a message
 * naming the field.
 */
const wholeNumber = (field: string, min: number, max: number) => {
  const message = `${field} must be a whole number from ${min} to ${max}`;
  return z
    .union([z.number(), z.string()], { error: message })
    .transform((value) => {
      if (typeof value === "number") return value;
      const text = value.trim();
      return /^\d{1,10}$/.test(text) ? Number(text) : Number.NaN;
    })
    .pipe(z.number({ error: message }).int(message).min(min, message).max(max, message));
};

// ---------------------------------------------------------------------------------------------
// Mechanics

const PHONE_MESSAGE =
  "Phone must be a 10-digit Indian mobile number or a phone number of 7 to 15 digits";

/**
 * A phone number. Spaces, hyphens, dots and brackets are dropped; an Indian mobile (with or
 * without +91 or a leading 0) is stored as its bare ten digits, any other number as an optional
 * `+` and 7–15 digits.
 */
export const PhoneSchema = z
  .union([z.string(), z.number()], { error: PHONE_MESSAGE })
  .transform((value) => {
    const text = String(value).replace(/[\s\-.()]/g, "");
    const mobile = /^(?:\+91|0)?([6-9]\d{9})$/.exec(text);
    return mobile?.[1] ?? text;
  })
  .pipe(z.string().regex(/^\+?\d{7,15}$/, PHONE_MESSAGE));

/** POST /api/mechanics. */
export const MechanicInputSchema = z.strictObject({
  name: textField("a name", 100),
  email: emailField,
  phone: PhoneSchema,
});
export type MechanicInput = z.input<typeof MechanicInputSchema>;

export const MechanicSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  createdAt: TimestampSchema,
});
export type Mechanic = z.infer<typeof MechanicSchema>;

// ---------------------------------------------------------------------------------------------
// Vehicles

/** The first motor car (Benz, 1886) up to next year's models. */
export const FIRST_VEHICLE_YEAR = 1886;
const latestVehicleYear = (): number => new Date().getFullYear() + 1;

export const VehicleYearSchema = z
  .union([z.number(), z.string()], { error: "Year must be a whole number" })
  .transform((value) => {
    if (typeof value === "number") return value;
    const text = value.trim();
    return /^\d{1,4}$/.test(text) ? Number(text) : Number.NaN;
  })
  .pipe(z.number({ error: "Year must be a whole number" }).int("Year must be a whole number"))
  // Checked at parse time, not import time, so a long-running server moves on with the calendar.
  .refine((year) => year >= FIRST_VEHICLE_YEAR && year <= latestVehicleYear(), {
    error: () => `Year must be from ${FIRST_VEHICLE_YEAR} to ${latestVehicleYear()}`,
  });

/** POST /api/vehicles and PUT /api/vehicles/{id}: all three fields; unknown fields are refused. */
export const VehicleInputSchema = z.strictObject({
  year: VehicleYearSchema,
  make: textField("a make", 60),
  model: textField("a model", 60),
});
export type VehicleInput = z.input<typeof VehicleInputSchema>;

export const VehicleSchema = z.object({
  _id: IdSchema,
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type Vehicle = z.infer<typeof VehicleSchema>;

// ---------------------------------------------------------------------------------------------
// Map users (the admin's views of shared positions)

/** One row of GET /api/users/getmapdata: `{_id, name, email, lat, long, ...}`. */
export const AdminMapUserSchema = MapUserSchema;
export type AdminMapUser = z.infer<typeof AdminMapUserSchema>;

/** GET /api/users/getmaplatlong/{id}: an array whose first (only) element is the record. */
export const MapLatLongSchema = z.array(MapUserSchema);
export type MapLatLong = z.infer<typeof MapLatLongSchema>;

// ---------------------------------------------------------------------------------------------
// Accounts

/** One row of GET /api/users/alluser: `{_id, name, email, role, avatarUrl, createdAt}`. */
export const AdminUserListItemSchema = UserSchema;
export type AdminUserListItem = z.infer<typeof AdminUserListItemSchema>;

/** POST /api/users/admin-create: the panel's signup; the role defaults to `user`. */
export const AdminCreateUserSchema = RegisterSchema.extend({
  role: RoleSchema.default("user"),
});
export type AdminCreateUserInput = z.input<typeof AdminCreateUserSchema>;

/** POST /api/users/admin-login: the `/sign-in` screen. Answers AuthUser, as login does. */
export const AdminLoginSchema = z.strictObject({
  email: z
    .string({ error: "Please enter your email" })
    .trim()
    .min(1, "Please enter your email")
    .max(254),
  password: z
    .string({ error: "Please enter your password" })
    .min(1, "Please enter your password")
    .max(200),
});
export type AdminLoginInput = z.input<typeof AdminLoginSchema>;

/** The one message of a refused admin sign-in, whatever the reason (the page alerts it). */
export const ADMIN_LOGIN_REFUSED = "bad credentials";

// ---------------------------------------------------------------------------------------------
// Voter data

export const VOTER_FIELDS = [
  "sl_no",
  "state",
  "district",
  "assembly_constituency",
  "total_voter",
  "number_of_hindu",
  "number_of_muslim",
] as const;
export type VoterField = (typeof VOTER_FIELDS)[number];

/** Counts fit a 32-bit integer column on both databases. */
export const MAX_VOTER_COUNT = 1_000_000_000;

export const VoterSlNoSchema = wholeNumber("sl_no", 0, MAX_VOTER_COUNT);
export const AssemblyConstituencySchema = textField("an assembly constituency", 100);

/**
 * A voter row as added, updated or imported. `sl_no` and the counts are whole numbers of 0 or
 * more (numbers or digit strings); the Hindu and Muslim counts together cannot exceed the total.
 * Unknown fields (e.g. `_id` of a row being edited) are refused, as in every request body.
 */
export const VoterInputSchema = z
  .strictObject({
    sl_no: VoterSlNoSchema,
    state: textField("a state", 100),
    district: textField("a district", 100),
    assembly_constituency: AssemblyConstituencySchema,
    total_voter: wholeNumber("total_voter", 0, MAX_VOTER_COUNT),
    number_of_hindu: wholeNumber("number_of_hindu", 0, MAX_VOTER_COUNT),
    number_of_muslim: wholeNumber("number_of_muslim", 0, MAX_VOTER_COUNT),
  })
  .refine((row) => row.number_of_hindu + row.number_of_muslim <= row.total_voter, {
    path: ["number_of_hindu"],
    message: "number_of_hindu and number_of_muslim together cannot exceed total_voter",
  });
export type VoterInput = z.input<typeof VoterInputSchema>;
export type VoterValues = z.output<typeof VoterInputSchema>;

export const VoterRowSchema = z.object({
  _id: IdSchema,
  sl_no: z.number().int(),
  state: z.string(),
  district: z.string(),
  assembly_constituency: z.string(),
  total_voter: z.number().int(),
  number_of_hindu: z.number().int(),
  number_of_muslim: z.number().int(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type VoterRow = z.infer<typeof VoterRowSchema>;

/** The key in PUT /api/voter/update/{sl_no}/{assembly_constituency} and DELETE /api/voter/…. */
export const VoterKeyParamsSchema = z.object({
  sl_no: VoterSlNoSchema,
  assembly_constituency: AssemblyConstituencySchema,
});
export type VoterKeyParams = z.input<typeof VoterKeyParamsSchema>;

/** POST /api/voter/import answer: rows added and rows whose key existed (replaced). */
export const VoterImportResultSchema = z.object({
  inserted: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
});
export type VoterImportResult = z.infer<typeof VoterImportResultSchema>;

/** Most rows one CSV import may hold. */
export const MAX_VOTER_IMPORT_ROWS = 10_000;

/** `{id}` in the admin calls' paths: an opaque id without NUL (PostgreSQL cannot compare one). */
export const AdminIdParamsSchema = z.object({
  id: IdSchema.refine(hasNoNul, "Not a valid id"),
});
