// The institute's own details, kept once: the contact page, the footer, the back office, the
// invoice PDF and the mails take them from here, so they never disagree. Admins change them in
// the back office (GET and PUT /api/institute); INSTITUTE is what a new installation starts with.
import { z } from "zod";
import { DEFAULT_BRAND_COLOR, HEX_COLOR, isReadableBrandColor } from "./brand-color";

const line = (field: string, max: number) =>
  z
    .string({ error: `Please enter the ${field}` })
    .trim()
    .min(1, `Please enter the ${field}`)
    .max(max, `The ${field} must be at most ${max} characters`);

export const InstituteSettingsSchema = z.strictObject({
  name: line("institute's name", 100),
  addressLines: z
    .array(line("address line", 120), { error: "Please enter the address" })
    .min(1, "Please enter the address")
    .max(4, "The address has at most 4 lines"),
  email: z.email({ error: "Please enter a valid email" }).max(254),
  /** Shown to people. */
  phoneDisplay: line("phone number", 40),
  /** E.164 digits without the plus, as tel:, sms: and wa.me links want them. */
  phoneDigits: z
    .string({ error: "Please enter the phone number's digits" })
    .trim()
    .regex(/^\d{8,15}$/, "Please enter 8 to 15 digits with the country code, without + or spaces"),
  hours: line("office hours", 120),
  director: z.strictObject({
    name: line("director's name", 100),
    role: line("director's role", 100),
  }),
  /** The site's colour (brand-color.ts): buttons, links, the active menu entry, the mark. */
  brandColor: z
    .string({ error: "Please choose the brand colour" })
    .regex(HEX_COLOR, "Please choose the brand colour as #rrggbb")
    .refine(
      isReadableBrandColor,
      "White text must be readable on the brand colour (4.5:1): please choose a darker one",
    )
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
