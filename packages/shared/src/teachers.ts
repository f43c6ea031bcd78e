// Teacher photos the admin uploads (/teacherup).
import { z } from "zod";
import { IdSchema, TimestampSchema } from "./common";
import { sharedText } from "./messages";
import { listQuerySchema } from "./paging";

const BIRTHDATE_MISSING = /*i18n*/ {
  id: "teachers.birthdate.missing",
  message: "Please enter a birthdate",
};
const BIRTHDATE_FORM = /*i18n*/ {
  id: "teachers.birthdate.form",
  message: "Birthdate must be a date like {example}",
};
const BIRTHDATE_UNREAL = /*i18n*/ {
  id: "teachers.birthdate.unreal",
  message: "Birthdate is not a real date",
};
const BIRTHDATE_EARLY = /*i18n*/ {
  id: "teachers.birthdate.early",
  message: "Birthdate must be after {year, number, year}",
};
const BIRTHDATE_FUTURE = /*i18n*/ {
  id: "teachers.birthdate.future",
  message: "Birthdate must be in the past",
};
const NAME_MISSING = /*i18n*/ { id: "teachers.name.missing", message: "Please enter a name" };
const NAME_LONG = /*i18n*/ {
  id: "teachers.name.long",
  message: "Name must be at most {max} characters",
};
const NAME_NUL = /*i18n*/ {
  id: "teachers.name.nul",
  message: "Name contains a character that is not allowed",
};
const TEACHER_UNKNOWN = /*i18n*/ {
  id: "teachers.teacherId.unknown",
  message: "Please choose one of the teachers",
};
/** The issue on a `teacherId` that names no teacher profile (the server's too). */
export const NO_SUCH_TEACHER = sharedText(TEACHER_UNKNOWN);

/** Largest birthdate the photo form accepts is yesterday; the earliest is 1900-01-01. */
export const BirthdateSchema = z
  .string({ error: sharedText(BIRTHDATE_MISSING) })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, sharedText(BIRTHDATE_FORM, { example: "1990-04-23" }))
  .refine((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    // A real calendar date: JavaScript rolls 2023-02-30 over to March, so compare back.
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
  }, sharedText(BIRTHDATE_UNREAL))
  .refine((text) => text >= "1900-01-01", sharedText(BIRTHDATE_EARLY, { year: 1900 }))
  .refine((text) => text < new Date().toISOString().slice(0, 10), sharedText(BIRTHDATE_FUTURE));

/**
 * POST /users/add (admin): the text fields of the multipart form. The file field is `photo`
 * (PNG or JPEG, checked by its content; at most UPLOAD_MAX_MB).
 */
export const TeacherPhotoFieldsSchema = z.object({
  name: z
    .string({ error: sharedText(NAME_MISSING) })
    .trim()
    .min(1, sharedText(NAME_MISSING))
    .max(100, sharedText(NAME_LONG, { max: 100 }))
    // Form fields skip the JSON body's NUL check; PostgreSQL cannot store one.
    .refine((text) => !text.includes("\u0000"), sharedText(NAME_NUL)),
  birthdate: BirthdateSchema,
  /**
   * Optional (decision 067): the teacher profile (/api/staff/teachers) whose photo this photo
   * also becomes. Empty is none.
   */
  teacherId: z
    .string()
    .trim()
    .max(64, NO_SUCH_TEACHER)
    .refine((text) => !text.includes("\u0000"), NO_SUCH_TEACHER)
    .optional()
    .transform((id) => id || undefined),
});
export type TeacherPhotoFields = z.input<typeof TeacherPhotoFieldsSchema>;

/** Accepted photo file extensions, for the form's file picker (`accept`). */
export const TEACHER_PHOTO_EXTENSIONS = [".png", ".jpg", ".jpeg"] as const;

/** An uploaded photo: POST /users/add answers one, GET /api/teachers lists them. */
export const TeacherPhotoSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  /** YYYY-MM-DD */
  birthdate: z.string(),
  /** Address of the re-encoded image (WebP), cacheable for good. */
  imageUrl: z.string(),
  createdAt: TimestampSchema,
});
export type TeacherPhoto = z.infer<typeof TeacherPhotoSchema>;

/** GET /api/teachers: `q` finds a part of the name. */
export const TeacherPhotoListQuerySchema = listQuerySchema({
  sort: ["name", "birthdate", "createdAt"],
  search: true,
});
export type TeacherPhotoListQuery = z.infer<typeof TeacherPhotoListQuerySchema>;
export type TeacherPhotoListQueryInput = z.input<typeof TeacherPhotoListQuerySchema>;
