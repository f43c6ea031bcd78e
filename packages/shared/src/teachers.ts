// Teacher photos the admin uploads (/teacherup).
import { z } from "zod";
import { IdSchema, TimestampSchema } from "./common";
import { listQuerySchema } from "./paging";

/** Largest birthdate the photo form accepts is yesterday; the earliest is 1900-01-01. */
export const BirthdateSchema = z
  .string({ error: "Please enter a birthdate" })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Birthdate must be a date like 1990-04-23")
  .refine((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    // A real calendar date: JavaScript rolls 2023-02-30 over to March, so compare back.
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
  }, "Birthdate is not a real date")
  .refine((text) => text >= "1900-01-01", "Birthdate must be after 1900")
  .refine((text) => text < new Date().toISOString().slice(0, 10), "Birthdate must be in the past");

/**
 * POST /users/add (admin): the text fields of the multipart form. The file field is `photo`
 * (PNG or JPEG, checked by its content; at most UPLOAD_MAX_MB).
 */
export const TeacherPhotoFieldsSchema = z.object({
  name: z
    .string({ error: "Please enter a name" })
    .trim()
    .min(1, "Please enter a name")
    .max(100, "Name must be at most 100 characters")
    // Form fields skip the JSON body's NUL check; PostgreSQL cannot store one.
    .refine((text) => !text.includes("\u0000"), "Name contains a character that is not allowed"),
  birthdate: BirthdateSchema,
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
