// The institute's own details, kept once: the contact page, the footer, the back office, the
// invoice PDF and the mails take them from here, so they never disagree. Admins change them in
// the back office (GET and PUT /api/institute); INSTITUTE is what a new installation starts with.
import { z } from "zod";
import { DEFAULT_BRAND_COLOR, HEX_COLOR, isReadableBrandColor } from "./brand-color";
import { type SharedMessage, sharedText } from "./messages";

const LINE_MISSING = /*i18n*/ { id: "institute.text.missing", message: "Please enter the {field}" };
const LINE_LONG = /*i18n*/ {
  id: "institute.text.long",
  message: "The {field} must be at most {max} characters",
};
const NAME_FIELD = /*i18n*/ { id: "institute.field.name", message: "institute's name" };
const ADDRESS_LINE_FIELD = /*i18n*/ { id: "institute.field.addressLine", message: "address line" };
const PHONE_FIELD = /*i18n*/ { id: "institute.field.phone", message: "phone number" };
const HOURS_FIELD = /*i18n*/ { id: "institute.field.hours", message: "office hours" };
const DIRECTOR_NAME_FIELD = /*i18n*/ {
  id: "institute.field.directorName",
  message: "director's name",
};
const DIRECTOR_ROLE_FIELD = /*i18n*/ {
  id: "institute.field.directorRole",
  message: "director's role",
};
const ADDRESS_MISSING = /*i18n*/ {
  id: "institute.address.missing",
  message: "Please enter the address",
};
const ADDRESS_LINES = /*i18n*/ {
  id: "institute.address.lines",
  message: "The address has at most {max} lines",
};
const EMAIL_INVALID = /*i18n*/ {
  id: "institute.email.invalid",
  message: "Please enter a valid email",
};
const DIGITS_MISSING = /*i18n*/ {
  id: "institute.phoneDigits.missing",
  message: "Please enter the phone number's digits",
};
const DIGITS_INVALID = /*i18n*/ {
  id: "institute.phoneDigits.invalid",
  message: "Please enter {min} to {max} digits with the country code, without + or spaces",
};
const COLOUR_MISSING = /*i18n*/ {
  id: "institute.brandColor.missing",
  message: "Please choose the brand colour",
};
const COLOUR_INVALID = /*i18n*/ {
  id: "institute.brandColor.invalid",
  message: "Please choose the brand colour as {form}",
};
const COLOUR_UNREADABLE = /*i18n*/ {
  id: "institute.brandColor.unreadable",
  message: "White text must be readable on the brand colour ({ratio}): please choose a darker one",
};

const line = (field: SharedMessage, max: number) =>
  z
    .string({ error: sharedText(LINE_MISSING, { field }) })
    .trim()
    .min(1, sharedText(LINE_MISSING, { field }))
    .max(max, sharedText(LINE_LONG, { field, max }));

export const InstituteSettingsSchema = z.strictObject({
  name: line(NAME_FIELD, 100),
  addressLines: z
    .array(line(ADDRESS_LINE_FIELD, 120), { error: sharedText(ADDRESS_MISSING) })
    .min(1, sharedText(ADDRESS_MISSING))
    .max(4, sharedText(ADDRESS_LINES, { max: 4 })),
  email: z.email({ error: sharedText(EMAIL_INVALID) }).max(254),
  /** Shown to people. */
  phoneDisplay: line(PHONE_FIELD, 40),
  /** E.164 digits without the plus, as tel:, sms: and wa.me links want them. */
  phoneDigits: z
    .string({ error: sharedText(DIGITS_MISSING) })
    .trim()
    .regex(/^\d{8,15}$/, sharedText(DIGITS_INVALID, { min: 8, max: 15 })),
  hours: line(HOURS_FIELD, 120),
  director: z.strictObject({
    name: line(DIRECTOR_NAME_FIELD, 100),
    role: line(DIRECTOR_ROLE_FIELD, 100),
  }),
  /** The site's colour (brand-color.ts): buttons, links, the active menu entry, the mark. */
  brandColor: z
    .string({ error: sharedText(COLOUR_MISSING) })
    .regex(HEX_COLOR, sharedText(COLOUR_INVALID, { form: "#rrggbb" }))
    .refine(isReadableBrandColor, sharedText(COLOUR_UNREADABLE, { ratio: "4.5:1" }))
    // Details saved before the colour was a setting have none.
    .default(DEFAULT_BRAND_COLOR),
});
export type InstituteSettings = z.infer<typeof InstituteSettingsSchema>;
export type InstituteSettingsInput = z.input<typeof InstituteSettingsSchema>;

/** The details a new installation starts with (made up). */
export const INSTITUTE: InstituteSettings = {
  name: "Plassey Institute",
  addressLines: [
    "12 Station Road, Palashi",
    "Nadia district (near Murshidabad)",
    "West Bengal 741155, India",
  ],
  email: "contact@plassey-institute.example",
  phoneDisplay: "+91 98765 43210",
  phoneDigits: "919876543210",
  hours: "Monday to Saturday, 9:00 to 18:00",
  director: { name: "Subhankar Mondal", role: "Founder and director" },
  brandColor: DEFAULT_BRAND_COLOR,
};

/** Where the office is, for the contact page's map and the map links (home page, prospectus). */
export const OFFICE_POSITION = { lat: 23.7979, lng: 88.2561 } as const;
export const OFFICE_MAP_LINK = `https://www.google.com/maps?q=${OFFICE_POSITION.lat},${OFFICE_POSITION.lng}`;
