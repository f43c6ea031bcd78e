// Mechanics the institute's vehicles are serviced by (the admin's /mechanic screen).
import { z } from "zod";
import { emailField, IdSchema, TimestampSchema, textField } from "./common";
import { latinDigits } from "./digits";
import { sharedText } from "./messages";
import { listQuerySchema } from "./paging";

// Field names for the refusals that name them (messages.ts).
const NAME_LABEL = /*i18n*/ { id: "mechanics.field.name", message: "a name" };

const PHONE_INVALID = /*i18n*/ {
  id: "mechanics.phone.invalid",
  message:
    "Phone must be a {length}-digit Indian mobile number or a phone number of {min} to {max} digits",
};
const PHONE_DIGITS = { length: 10, min: 7, max: 15 };

/**
 * A phone number. Spaces, hyphens, dots and brackets are dropped; an Indian mobile (with or
 * without +91 or a leading 0) is stored as its bare ten digits, any other number as an optional
 * `+` and 7–15 digits.
 */
export const PhoneSchema = z
  .union([z.string(), z.number()], { error: sharedText(PHONE_INVALID, PHONE_DIGITS) })
  .transform((value) => {
    const text = latinDigits(String(value)).replace(/[\s\-.()]/g, "");
    const mobile = /^(?:\+91|0)?([6-9]\d{9})$/.exec(text);
    return mobile?.[1] ?? text;
  })
  .pipe(z.string().regex(/^\+?\d{7,15}$/, sharedText(PHONE_INVALID, PHONE_DIGITS)));

/** POST /api/mechanics. */
export const MechanicInputSchema = z.strictObject({
  name: textField(NAME_LABEL, 100),
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

/** GET /api/mechanics: `q` finds a part of the name, email or phone. */
export const MechanicListQuerySchema = listQuerySchema({
  sort: ["name", "createdAt"],
  search: true,
});
export type MechanicListQuery = z.infer<typeof MechanicListQuerySchema>;
export type MechanicListQueryInput = z.input<typeof MechanicListQuerySchema>;
