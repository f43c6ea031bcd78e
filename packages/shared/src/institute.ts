// The institute's own details, kept once: the contact page, the footer, the back office, the
// invoice PDF and the mails take them from here, so they never disagree. Admins change them in
// the back office (GET and PUT /api/institute); INSTITUTE is what a new installation starts with.
import { z } from "zod";
import { DEFAULT_BRAND_COLOR, HEX_COLOR, isReadableBrandColor } from "./brand-color";
import { latinDigits } from "./digits";
import {
  GST_STATES,
  GstinSchema,
  type GstStateCode,
  GstStateCodeSchema,
  HOME_STATE_CODE,
} from "./gst";
import type { Language } from "./i18n";
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

const GSTIN_STATE = /*i18n*/ {
  id: "institute.gstin.state",
  message: "The GSTIN's first two digits must be the state code of the institute's state ({code})",
};
const GSTIN_NEEDED = /*i18n*/ {
  id: "institute.gstin.needed",
  message: "A registered institute prints its GSTIN on every invoice: please enter it",
};
const TEXT_LONG = /*i18n*/ {
  id: "institute.text.longPlain",
  message: "At most {max, number} characters",
};

/**
 * How the institute is registered for GST (docs/accountant.md): `regular` issues tax invoices and
 * charges GST, `composition` issues bills of supply without tax, `unregistered` issues plain
 * invoices without tax or GSTIN.
 */
export const GST_REGISTRATIONS = ["regular", "composition", "unregistered"] as const;
export const GstRegistrationSchema = z.enum(GST_REGISTRATIONS);
export type GstRegistration = z.infer<typeof GstRegistrationSchema>;

const line = (field: SharedMessage, max: number) =>
  z
    .string({ error: sharedText(LINE_MISSING, { field }) })
    .trim()
    .min(1, sharedText(LINE_MISSING, { field }))
    .max(max, sharedText(LINE_LONG, { field, max }));

const optionalText = (max: number) =>
  z.string().trim().max(max, sharedText(TEXT_LONG, { max })).default("");

const PHONE_DIGITS = /^\d{8,15}$/;

const instituteFields = {
  /** The name in English (and the one shown when the Bengali one is empty). */
  name: line(NAME_FIELD, 100),
  /** The name in Bengali; empty while its translation is pending (readers see the English). */
  nameBn: optionalText(100),
  addressLines: z
    .array(line(ADDRESS_LINE_FIELD, 120), { error: sharedText(ADDRESS_MISSING) })
    .min(1, sharedText(ADDRESS_MISSING))
    .max(4, sharedText(ADDRESS_LINES, { max: 4 })),
  /** The address in Bengali, line by line; empty while pending. */
  addressLinesBn: z
    .array(
      z
        .string()
        .trim()
        .min(1)
        .max(120, sharedText(TEXT_LONG, { max: 120 })),
    )
    .max(4, sharedText(ADDRESS_LINES, { max: 4 }))
    .default([]),
  email: z.email({ error: sharedText(EMAIL_INVALID) }).max(254),
  /** Shown to people. */
  phoneDisplay: line(PHONE_FIELD, 40),
  /** E.164 digits without the plus, as tel:, sms: and wa.me links want them. */
  phoneDigits: z
    .string({ error: sharedText(DIGITS_MISSING) })
    .trim()
    .regex(PHONE_DIGITS, sharedText(DIGITS_INVALID, { min: 8, max: 15 })),
  hours: line(HOURS_FIELD, 120),
  /** The office hours in Bengali; empty while pending (readers see the English). */
  hoursBn: optionalText(120),
  director: z.strictObject({
    name: line(DIRECTOR_NAME_FIELD, 100),
    /** The name in Bengali letters; empty while pending. */
    nameBn: optionalText(100),
    role: line(DIRECTOR_ROLE_FIELD, 100),
    /** The role in Bengali; empty while pending. */
    roleBn: optionalText(100),
  }),
  /** The site's colour (brand-color.ts): buttons, links, the active menu entry, the mark. */
  brandColor: z
    .string({ error: sharedText(COLOUR_MISSING) })
    .regex(HEX_COLOR, sharedText(COLOUR_INVALID, { form: "#rrggbb" }))
    .refine(isReadableBrandColor, sharedText(COLOUR_UNREADABLE, { ratio: "4.5:1" }))
    // Details saved before the colour was a setting have none.
    .default(DEFAULT_BRAND_COLOR),
  /** GST registration (docs/accountant.md): decides the title and tax of every invoice. */
  gstRegistration: GstRegistrationSchema.default("unregistered"),
  /** The GSTIN; empty for an unregistered institute. Its first two digits are `stateCode`. */
  gstin: z.union([z.literal(""), GstinSchema]).default(""),
  /** The legal name (as on the PAN and the GST registration). */
  legalName: optionalText(200),
  /** The trade name, when the institute trades under another name than its legal one. */
  tradeName: optionalText(200),
  /** The state it is registered in (GST state code): intra- or inter-state supply. */
  stateCode: GstStateCodeSchema.default(HOME_STATE_CODE),
  /** Whether selling prices and fees are entered with GST in them (else GST is added on top). */
  pricesIncludeTax: z.boolean().default(true),
};

export const InstituteSettingsSchema = z
  .strictObject({
    ...instituteFields,
    // Typed on a Bengali keyboard, ০-৯ are the digits they are (digits.ts).
    phoneDigits: z
      .string({ error: sharedText(DIGITS_MISSING) })
      .trim()
      .transform(latinDigits)
      .pipe(z.string().regex(PHONE_DIGITS, sharedText(DIGITS_INVALID, { min: 8, max: 15 }))),
  })
  .superRefine((settings, context) => {
    if (settings.gstRegistration !== "unregistered" && settings.gstin === "") {
      context.addIssue({ code: "custom", path: ["gstin"], message: sharedText(GSTIN_NEEDED) });
    }
    if (settings.gstin !== "" && settings.gstin.slice(0, 2) !== settings.stateCode) {
      context.addIssue({
        code: "custom",
        path: ["gstin"],
        message: sharedText(GSTIN_STATE, { code: settings.stateCode }),
      });
    }
  });
export type InstituteSettings = z.infer<typeof InstituteSettingsSchema>;

/** The details as GET and PUT /api/institute answer them (the same, checked on the way in). */
export const InstituteResponseSchema = z.object({
  ...instituteFields,
  gstin: z.string(),
  stateCode: z.enum(Object.keys(GST_STATES) as [GstStateCode, ...GstStateCode[]]),
});
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
  hoursBn: "সোমবার থেকে শনিবার, সকাল ৯টা থেকে সন্ধ্যা ৬টা",
  director: {
    name: "Subhankar Mondal",
    nameBn: "শুভঙ্কর মণ্ডল",
    role: "Founder and director",
    roleBn: "প্রতিষ্ঠাতা ও পরিচালক",
  },
  brandColor: DEFAULT_BRAND_COLOR,
  nameBn: "পলাশী ইনস্টিটিউট",
  addressLinesBn: ["১২ স্টেশন রোড, পলাশী", "নদিয়া জেলা (মুর্শিদাবাদের কাছে)", "পশ্চিমবঙ্গ ৭৪১১৫৫, ভারত"],
  gstRegistration: "unregistered",
  gstin: "",
  legalName: "",
  tradeName: "",
  stateCode: HOME_STATE_CODE,
  pricesIncludeTax: true,
};

/** Where the office is, for the contact page's map and the map links (home page, prospectus). */
export const OFFICE_POSITION = { lat: 23.7979, lng: 88.2561 } as const;
export const OFFICE_MAP_LINK = `https://www.google.com/maps?q=${OFFICE_POSITION.lat},${OFFICE_POSITION.lng}`;
/** What the site shows of the institute in a reader's language (instituteIn). */
export type InstituteInLanguage = Pick<
  InstituteSettings,
  "name" | "addressLines" | "hours" | "director"
>;

/**
 * The name, address, office hours and director a reader of `language` sees: theirs where
 * written, else the English, field by field. The director keeps both languages' fields (the
 * form reads them); `name` and `role` are the reader's.
 */
export function instituteIn(institute: InstituteSettings, language: Language): InstituteInLanguage {
  const bengali = language === "bn";
  const { director } = institute;
  return {
    name: bengali && institute.nameBn ? institute.nameBn : institute.name,
    addressLines:
      bengali && institute.addressLinesBn.length > 0
        ? institute.addressLinesBn
        : institute.addressLines,
    hours: bengali && institute.hoursBn ? institute.hoursBn : institute.hours,
    director: {
      ...director,
      name: bengali && director.nameBn ? director.nameBn : director.name,
      role: bengali && director.roleBn ? director.roleBn : director.role,
    },
  };
}
