// The people and the proof (decision 043): the teachers, the students' results, testimonials and
// gallery photos the institute shows, kept by staff in both languages. A result is shown to the
// public only when it is published and the student's consent is recorded.
import { z } from "zod";
import { IdSchema, optionalTextField, TimestampSchema, wholeNumber } from "./common";
import { LanguageSchema } from "./i18n";
import { localizedText, optionalLocalizedText } from "./localized-text";
import { sharedText } from "./messages";
import { DaySchema, listQuerySchema } from "./paging";

const CONSENT_DATE_MISSING = /*i18n*/ {
  id: "people.consentDate.missing",
  message: "Write the day the consent was given",
};

const COURSE_WRONG = /*i18n*/ {
  id: "people.course.wrong",
  message: "Please choose one of the courses by its code",
};
const YEAR_INVALID = /*i18n*/ {
  id: "people.year.invalid",
  message: "Enter a year from {min, number, year} to {max, number, year}",
};
const CAPTION_LABEL = /*i18n*/ { id: "people.field.caption", message: "the caption" };

const kept = z.object({ en: z.string(), bn: z.string() });
const strictText = (max: number) => localizedText(max).strict();
const optionalStrictText = (max: number) => optionalLocalizedText(max).strict().prefault({});

/** The first and the last year a result may be from. */
export const FIRST_RESULT_YEAR = 1990;
export const LAST_RESULT_YEAR = 2100;

/** The public lists: in the language of `lang`, else the reader's. */
export const PublicListQuerySchema = listQuerySchema({
  sort: ["position"],
  filters: { lang: LanguageSchema.optional() },
});
export type PublicListQuery = z.infer<typeof PublicListQuerySchema>;

/** The staff lists: `q` finds a part of the name in either language. */
export const StaffPeopleListQuerySchema = listQuerySchema({
  sort: ["position", "createdAt"],
  search: true,
});
export type StaffPeopleListQuery = z.infer<typeof StaffPeopleListQuerySchema>;

// Teachers

/** POST /api/staff/teachers and PUT /api/staff/teachers/{id}. */
export const TeacherInputSchema = z.strictObject({
  name: strictText(120),
  subjects: strictText(200),
  qualifications: optionalStrictText(300),
  bio: optionalStrictText(1000),
  /** Its place in the list, from 1; a new teacher goes last when absent. */
  position: wholeNumber(1, 10_000).optional(),
  published: z.boolean().default(false),
});
export type TeacherInput = z.input<typeof TeacherInputSchema>;

export const StaffTeacherSchema = z.object({
  _id: IdSchema,
  name: kept,
  subjects: kept,
  qualifications: kept,
  bio: kept,
  position: z.number().int(),
  published: z.boolean(),
  photo: z.string().nullable(),
  missing: LanguageSchema.array(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type StaffTeacher = z.infer<typeof StaffTeacherSchema>;

/**
 * PUT /api/staff/teachers/{id}/teacher-photo (admin, decision 067): one of the photos uploaded on
 * /teacherup (GET /api/teachers) becomes the teacher's photo.
 */
export const TeacherPhotoChoiceSchema = z.strictObject({ photoId: IdSchema });
export type TeacherPhotoChoice = z.infer<typeof TeacherPhotoChoiceSchema>;

export const PublicTeacherSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  subjects: z.string(),
  qualifications: z.string(),
  bio: z.string(),
  photo: z.string().nullable(),
});
export type PublicTeacher = z.infer<typeof PublicTeacherSchema>;

// Results

/** POST /api/staff/results and PUT /api/staff/results/{id}. */
export const ResultInputSchema = z
  .strictObject({
    studentName: strictText(120),
    exam: strictText(120),
    year: wholeNumber(FIRST_RESULT_YEAR, LAST_RESULT_YEAR, YEAR_INVALID),
    /** The rank or the marks, as the institute writes them ("Rank 12", "96%"). */
    achievement: strictText(120),
    /** Whether the student (or a guardian) agreed to be shown; recorded with its day. */
    consent: z.boolean().default(false),
    consentDate: DaySchema.nullable().default(null),
    published: z.boolean().default(false),
  })
  .superRefine((result, context) => {
    if (result.consent && !result.consentDate) {
      context.addIssue({
        code: "custom",
        path: ["consentDate"],
        message: sharedText(CONSENT_DATE_MISSING),
      });
    }
  });
export type ResultInput = z.input<typeof ResultInputSchema>;

export const StaffResultSchema = z.object({
  _id: IdSchema,
  studentName: kept,
  exam: kept,
  year: z.number().int(),
  achievement: kept,
  photo: z.string().nullable(),
  consent: z.boolean(),
  consentDate: z.string().nullable(),
  /** The name of the staff member who recorded the consent. */
  consentRecordedBy: z.string().nullable(),
  published: z.boolean(),
  missing: LanguageSchema.array(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type StaffResult = z.infer<typeof StaffResultSchema>;

export const PublicResultSchema = z.object({
  _id: IdSchema,
  studentName: z.string(),
  exam: z.string(),
  year: z.number().int(),
  achievement: z.string(),
  photo: z.string().nullable(),
});
export type PublicResult = z.infer<typeof PublicResultSchema>;

// Testimonials

export const TESTIMONIAL_ROLES = ["student", "parent"] as const;
export const TestimonialRoleSchema = z.enum(TESTIMONIAL_ROLES);
export type TestimonialRole = z.infer<typeof TestimonialRoleSchema>;

/** POST /api/staff/testimonials and PUT /api/staff/testimonials/{id}. */
export const TestimonialInputSchema = z.strictObject({
  author: strictText(120),
  role: TestimonialRoleSchema,
  text: strictText(1000),
  /** The code of the course it speaks of, if any. */
  course: z
    .string({ error: sharedText(COURSE_WRONG) })
    .regex(/^[a-z][a-z0-9-]{1,31}$/, sharedText(COURSE_WRONG))
    .nullable()
    .default(null),
  published: z.boolean().default(false),
});
export type TestimonialInput = z.input<typeof TestimonialInputSchema>;

export const StaffTestimonialSchema = z.object({
  _id: IdSchema,
  author: kept,
  role: TestimonialRoleSchema,
  text: kept,
  course: z.string().nullable(),
  published: z.boolean(),
  missing: LanguageSchema.array(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type StaffTestimonial = z.infer<typeof StaffTestimonialSchema>;

export const PublicTestimonialSchema = z.object({
  _id: IdSchema,
  author: z.string(),
  role: TestimonialRoleSchema,
  text: z.string(),
  /** The course's name in the reader's language, if it names one. */
  course: z.string().nullable(),
});
export type PublicTestimonial = z.infer<typeof PublicTestimonialSchema>;

// Gallery

/** PUT /api/staff/gallery/{id}: a photo's caption and whether it is shown. */
export const GalleryPhotoInputSchema = z.strictObject({
  caption: optionalStrictText(200),
  published: z.boolean().default(true),
});
export type GalleryPhotoInput = z.input<typeof GalleryPhotoInputSchema>;

/** POST /api/staff/gallery: the text fields beside the multipart file `photo`. */
export const GalleryUploadFieldsSchema = z.object({
  captionEn: optionalTextField(CAPTION_LABEL, 200).default(""),
  captionBn: optionalTextField(CAPTION_LABEL, 200).default(""),
});

export const StaffGalleryPhotoSchema = z.object({
  _id: IdSchema,
  photo: z.string(),
  caption: kept,
  published: z.boolean(),
  missing: LanguageSchema.array(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type StaffGalleryPhoto = z.infer<typeof StaffGalleryPhotoSchema>;

export const PublicGalleryPhotoSchema = z.object({
  _id: IdSchema,
  photo: z.string(),
  caption: z.string(),
});
export type PublicGalleryPhoto = z.infer<typeof PublicGalleryPhotoSchema>;
