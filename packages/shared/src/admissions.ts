// Admissions: the student admission form and the staff list. The same schemas check the browser's
// forms and the server's requests.
import { z } from "zod";
import { hasNoNul, IdSchema, intBetween, TimestampSchema } from "./common";
import { latinDigits } from "./digits";
import { calendarPartsInIndia } from "./format";
import { sharedText } from "./messages";
import { listQuerySchema, SearchTextSchema } from "./paging";
import { LocalizedTextSchema } from "./products";

const GUARDIAN_NAME_LONG = /*i18n*/ {
  id: "admissions.guardianName.long",
  message: "The guardian's name must be at most {max} characters",
};
const GUARDIAN_PHONE_WRONG = /*i18n*/ {
  id: "admissions.guardianPhone.invalid",
  message:
    "The guardian's mobile must be a {length}-digit number starting with {a}, {b}, {c} or {d}",
};
const GUARDIAN_NAME_MINOR = /*i18n*/ {
  id: "admissions.guardianName.minor",
  message: "Under {age}: please give a parent's or guardian's name",
};
const GUARDIAN_PHONE_MINOR = /*i18n*/ {
  id: "admissions.guardianPhone.minor",
  message: "Under {age}: please give a parent's or guardian's mobile",
};
const BIRTHDATE_INVALID = /*i18n*/ {
  id: "admissions.birthdate.invalid",
  message: "Date of birth must be a real date like {example}, in the past",
};
const GENDER_MISSING = /*i18n*/ {
  id: "admissions.gender.missing",
  message: "Please choose female, male or other",
};
const STATUS_INVALID = /*i18n*/ {
  id: "admissions.status.invalid",
  message: "Status must be pending, accepted, waitlisted or rejected",
};
const CLASS_INVALID = /*i18n*/ {
  id: "admissions.class.invalid",
  message: "Class must be a whole number from {min} to {max}",
};
const PIN_INVALID = /*i18n*/ {
  id: "admissions.pin.invalid",
  message: "PIN code must be {length} digits and not start with {zero}",
};
const MOBILE_INVALID = /*i18n*/ {
  id: "admissions.mobile.invalid",
  message: "Mobile must be a {length}-digit number starting with {a}, {b}, {c} or {d}",
};
const ADDRESS_MISSING = /*i18n*/ {
  id: "admissions.address.missing",
  message: "Please enter your address",
};
const ADDRESS_LONG = /*i18n*/ {
  id: "admissions.address.long",
  message: "Address must be at most {max} characters",
};
const ADDRESS_NUL = /*i18n*/ {
  id: "admissions.address.nul",
  message: "Address contains a character that is not allowed",
};
const COURSE_MISSING = /*i18n*/ {
  id: "admissions.course.missing",
  message: "Please choose a course",
};

export const GENDERS = ["female", "male", "other"] as const;
export const GenderSchema = z.enum(GENDERS, { error: sharedText(GENDER_MISSING) });
export type Gender = z.infer<typeof GenderSchema>;

/** `pending` on creation; staff and admins move it on from `/newstudentlist`. */
export const ADMISSION_STATUSES = ["pending", "accepted", "waitlisted", "rejected"] as const;
export const AdmissionStatusSchema = z.enum(ADMISSION_STATUSES, {
  error: sharedText(STATUS_INVALID),
});
export type AdmissionStatus = z.infer<typeof AdmissionStatusSchema>;

/** The school classes, 1 to 12. */
const CLASSES = { min: 1, max: 12 };
const CLASS_MESSAGE = sharedText(CLASS_INVALID, CLASSES);

/**
 * Optional class 1–12. HTML selects send strings, so a string of digits is accepted as the number
 * it spells; an empty string or null means "not given". Anything else is refused.
 */
export const ClassesSchema = z
  .union([z.number(), z.string(), z.null()], { error: CLASS_MESSAGE })
  .optional()
  .transform((value) => {
    if (value === undefined || value === null) return undefined;
    if (typeof value === "number") return value;
    const text = latinDigits(value.trim());
    if (text === "") return undefined;
    return /^\d{1,2}$/.test(text) ? Number(text) : Number.NaN;
  })
  .pipe(intBetween(() => CLASS_MESSAGE, CLASSES.min, CLASSES.max).optional());

/** A string field that may also arrive as a JSON number (an `<input type="number">`). */
const digitsField = (pattern: RegExp, message: string, clean: (text: string) => string) =>
  z
    .union([z.string(), z.number()], { error: message })
    .transform((value) => clean(latinDigits(String(value).trim())))
    .pipe(z.string().regex(pattern, message));

/** Indian PIN code: six digits, the first 1–9. */
export const PinSchema = digitsField(
  /^[1-9]\d{5}$/,
  sharedText(PIN_INVALID, { length: 6, zero: 0 }),
  (text) => text.replace(/\s/g, ""),
);

/** An Indian mobile's length and first digits, the values of the refusals that name them. */
export const MOBILE_SHAPE = { length: 10, a: 6, b: 7, c: 8, d: 9 };

/**
 * Indian mobile number: ten digits starting 6–9. Spaces and hyphens are dropped and a leading
 * +91 is tolerated; the number is stored as the bare ten digits.
 */
export const MobileSchema = digitsField(
  /^[6-9]\d{9}$/,
  sharedText(MOBILE_INVALID, MOBILE_SHAPE),
  (text) => text.replace(/[\s-]/g, "").replace(/^\+91/, ""),
);

/** A postal address as an applicant or a customer types it. */
export const AddressSchema = z
  .string({ error: sharedText(ADDRESS_MISSING) })
  .trim()
  .min(1, sharedText(ADDRESS_MISSING))
  .max(500, sharedText(ADDRESS_LONG, { max: 500 }))
  .refine(hasNoNul, sharedText(ADDRESS_NUL));

/** The age from which an applicant may apply without a guardian. */
export const ADULT_AGE = 18;
/** The longest guardian's name. */
export const GUARDIAN_NAME_MAX = 200;

const BIRTHDATE_MESSAGE = sharedText(BIRTHDATE_INVALID, { example: "2009-04-23" });

/**
 * An applicant's date of birth, `YYYY-MM-DD`, a real day after 1900 and before today; an empty
 * string or nothing means not given.
 */
export const AdmissionBirthdateSchema = z
  .string({ error: BIRTHDATE_MESSAGE })
  .trim()
  .optional()
  .transform((text) => (text ? latinDigits(text) : undefined))
  .pipe(
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, BIRTHDATE_MESSAGE)
      .refine((text) => {
        const day = new Date(`${text}T00:00:00Z`);
        return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
      }, BIRTHDATE_MESSAGE)
      .refine((text) => text >= "1900-01-01" && text < todayInIndia(), BIRTHDATE_MESSAGE)
      .optional(),
  );

/** Today on India's calendar, `YYYY-MM-DD`. */
function todayInIndia(now = new Date()): string {
  const { year, month, day } = calendarPartsInIndia(now);
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The latest birth date the form takes: yesterday on India's calendar, `YYYY-MM-DD`. */
export function latestBirthdate(now = new Date()): string {
  const today = todayInIndia(now);
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

/**
 * Whether someone born on `birthdate` (`YYYY-MM-DD`) is under 18 on `now`'s day in India: their
 * 18th birthday is still to come (one born on 29 February turns 18 on 1 March in a common year).
 */
export function isMinorOn(birthdate: string, now = new Date()): boolean {
  const today = todayInIndia(now);
  const adultFrom = `${Number(today.slice(0, 4)) - ADULT_AGE}${today.slice(4)}`;
  return birthdate > adultFrom;
}

const GUARDIAN_FIELDS = new Set<PropertyKey>(["birthdate", "guardianName", "guardianPhone"]);
/** The guardian check runs beside the other fields' issues, once its own three fields are read. */
const GUARDIAN_FIELDS_READ = {
  when: (payload: z.core.ParsePayload) =>
    typeof payload.value === "object" &&
    payload.value !== null &&
    !payload.issues.some(
      (issue) => (issue.path?.length ?? 0) === 0 || GUARDIAN_FIELDS.has(issue.path?.[0] ?? ""),
    ),
};

/** Who a stored admission or order is from: the account, and the address and gender given. */
export const ApplicantSchema = z.object({
  _id: IdSchema,
  /** The account id. */
  user: IdSchema,
  name: z.string(),
  email: z.string(),
  address: z.string(),
  gender: GenderSchema,
});

/**
 * POST /api/users/admission. `name` and `email` are accepted for the specification's client and
 * ignored: the server takes both from the signed-in account. `course` is a code from
 * GET /api/courses (mern, frontend, …); the server checks it against its course list.
 */
export const AdmissionInputSchema = z
  .strictObject({
    name: z.string().max(200).optional(),
    email: z.string().max(320).optional(),
    address: AddressSchema,
    gender: GenderSchema,
    classes: ClassesSchema,
    pin: PinSchema,
    course: z
      .string({ error: sharedText(COURSE_MISSING) })
      .trim()
      .toLowerCase()
      .min(1, sharedText(COURSE_MISSING))
      .max(32, sharedText(COURSE_MISSING)),
    mobile: MobileSchema,
    /** A batch of the course with seats left (GET /api/batches/open); optional. */
    batch: z
      .string()
      .trim()
      .max(64)
      .optional()
      .transform((id) => (id ? id : undefined)),
    /**
     * The applicant's date of birth (the site's form asks for it; the specification's client does
     * not send it). Under 18 on the day of the application, the guardian's name and mobile are
     * required; otherwise they are optional.
     */
    birthdate: AdmissionBirthdateSchema,
    /** A parent's or guardian's name; optional for an adult. */
    guardianName: z
      .string()
      .trim()
      .max(GUARDIAN_NAME_MAX, sharedText(GUARDIAN_NAME_LONG, { max: GUARDIAN_NAME_MAX }))
      .refine(hasNoNul, sharedText(GUARDIAN_NAME_LONG, { max: GUARDIAN_NAME_MAX }))
      .optional()
      .transform((name) => name ?? ""),
    /** The guardian's mobile, ten digits; optional for an adult. */
    guardianPhone: z
      .union([z.string(), z.number()])
      .optional()
      .transform((value) =>
        value === undefined
          ? ""
          : latinDigits(String(value).trim()).replace(/[\s-]/g, "").replace(/^\+91/, ""),
      )
      .pipe(
        z
          .string()
          .refine(
            (phone) => phone === "" || /^[6-9]\d{9}$/.test(phone),
            sharedText(GUARDIAN_PHONE_WRONG, MOBILE_SHAPE),
          ),
      ),
    /** Fee reminders may also come on WhatsApp to `mobile` (opt-in; absent: no). */
    whatsappConsent: z.boolean().optional().default(false),
  })
  .superRefine((admission, context) => {
    // A minor applies with a guardian: each missing field is named beside the others' issues.
    if (admission.birthdate === undefined || !isMinorOn(admission.birthdate)) return;
    if (admission.guardianName === "") {
      context.addIssue({
        code: "custom",
        path: ["guardianName"],
        message: sharedText(GUARDIAN_NAME_MINOR, { age: ADULT_AGE }),
      });
    }
    if (admission.guardianPhone === "") {
      context.addIssue({
        code: "custom",
        path: ["guardianPhone"],
        message: sharedText(GUARDIAN_PHONE_MINOR, { age: ADULT_AGE }),
      });
    }
  }, GUARDIAN_FIELDS_READ);
export type AdmissionInput = z.input<typeof AdmissionInputSchema>;
export type AdmissionData = z.output<typeof AdmissionInputSchema>;

/** A stored admission (the applicant's own list, and the staff's new student list). */
export const AdmissionSchema = ApplicantSchema.extend({
  /** Class 1–12, or null when the applicant did not give one. */
  classes: z.number().int().nullable(),
  pin: z.string(),
  /** Course code, e.g. `mern`. */
  course: z.string(),
  /** The course's display name, e.g. `Fullstack (MERN)` (in English, else in Bengali). */
  courseName: z.string(),
  /** The course's name in each language ('' where it has none); the page shows the reader's. */
  courseText: LocalizedTextSchema,
  mobile: z.string(),
  status: AdmissionStatusSchema,
  /** The batch asked for, and its name; null when none was. */
  batch: z.string().nullable(),
  batchName: z.string().nullable(),
  /** The applicant's date of birth, `YYYY-MM-DD`; null when not given. */
  birthdate: z.string().nullable(),
  guardianName: z.string(),
  guardianPhone: z.string(),
  /** Whether fee reminders may come on WhatsApp to `mobile`. */
  whatsappConsent: z.boolean(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type Admission = z.infer<typeof AdmissionSchema>;

/** PUT /api/users/newstudentlist/{id}: only `{status}`; anything else is refused. */
export const UpdateAdmissionStatusSchema = z.strictObject({ status: AdmissionStatusSchema });
export type UpdateAdmissionStatusInput = z.infer<typeof UpdateAdmissionStatusSchema>;

/** GET /api/users/newstudentlist: `q` finds a part of the name, email or mobile. */
export const AdmissionListQuerySchema = listQuerySchema({
  sort: ["createdAt", "name", "course", "status"],
  search: true,
  filters: {
    status: AdmissionStatusSchema.optional(),
    course: SearchTextSchema,
  },
});
export type AdmissionListQuery = z.infer<typeof AdmissionListQuerySchema>;

/** GET /api/admissions/export.csv: every admission that passes the list's filters, newest first. */
export const AdmissionExportQuerySchema = AdmissionListQuerySchema.omit({
  page: true,
  limit: true,
  sort: true,
});
export type AdmissionExportQuery = z.infer<typeof AdmissionExportQuerySchema>;
export type AdmissionListQueryInput = z.input<typeof AdmissionListQuerySchema>;
