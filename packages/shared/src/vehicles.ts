// The institute's vehicles (the admin's /vdetails and /vdelete screens).
import { z } from "zod";
import { IdSchema, TimestampSchema, textField } from "./common";
import { latinDigits } from "./digits";
import { sharedText } from "./messages";
import { listQuerySchema } from "./paging";

const YEAR_NOT_WHOLE = /*i18n*/ {
  id: "vehicles.year.notWhole",
  message: "Year must be a whole number",
};
const YEAR_RANGE = /*i18n*/ {
  id: "vehicles.year.range",
  message: "Year must be from {min, number, year} to {max, number, year}",
};

// Field names for the refusals that name them (messages.ts).
const MAKE_LABEL = /*i18n*/ { id: "vehicles.field.make", message: "a make" };
const MODEL_LABEL = /*i18n*/ { id: "vehicles.field.model", message: "a model" };

/** The first motor car (Benz, 1886) up to next year's models. */
export const FIRST_VEHICLE_YEAR = 1886;
const latestVehicleYear = (): number => new Date().getFullYear() + 1;

export const VehicleYearSchema = z
  .union([z.number(), z.string()], { error: sharedText(YEAR_NOT_WHOLE) })
  .transform((value) => {
    if (typeof value === "number") return value;
    const text = latinDigits(value.trim());
    return /^\d{1,4}$/.test(text) ? Number(text) : Number.NaN;
  })
  .pipe(z.number({ error: sharedText(YEAR_NOT_WHOLE) }).int(sharedText(YEAR_NOT_WHOLE)))
  // Checked at parse time, not import time, so a long-running server moves on with the calendar.
  .refine((year) => year >= FIRST_VEHICLE_YEAR && year <= latestVehicleYear(), {
    error: () => sharedText(YEAR_RANGE, { min: FIRST_VEHICLE_YEAR, max: latestVehicleYear() }),
  });

/** POST /api/vehicles and PUT /api/vehicles/{id}: all three fields; unknown fields are refused. */
export const VehicleInputSchema = z.strictObject({
  year: VehicleYearSchema,
  make: textField(MAKE_LABEL, 60),
  model: textField(MODEL_LABEL, 60),
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

/** GET /api/vehicles: `q` finds a part of the make or model. */
export const VehicleListQuerySchema = listQuerySchema({
  sort: ["year", "make", "model", "createdAt"],
  search: true,
});
export type VehicleListQuery = z.infer<typeof VehicleListQuerySchema>;
export type VehicleListQueryInput = z.input<typeof VehicleListQuerySchema>;
