// The people and the proof (decision 043): staff keep teachers, students' results, testimonials
// and gallery photos in both languages; the public reads the published ones in its language. A
// result is shown publicly only once the student's consent is recorded (its day, and the staff
// member who recorded it) and it is published.
import type { Language } from "@app/shared/i18n";
import {
  columnsFromText,
  type LocalizedText,
  missingLanguages,
  textFromColumns,
  textIn,
} from "@app/shared/localized-text";
import type {
  GalleryPhotoInputSchema,
  GalleryUploadFieldsSchema,
  PublicGalleryPhoto,
  PublicListQuery,
  PublicResult,
  PublicTeacher,
  PublicTestimonial,
  ResultInputSchema,
  StaffGalleryPhoto,
  StaffPeopleListQuery,
  StaffResult,
  StaffTeacher,
  StaffTestimonial,
  TeacherInputSchema,
  TestimonialInputSchema,
} from "@app/shared/people";
import type { Kysely } from "kysely";
import type { z } from "zod";
import type { Database } from "../../db/schema";
import { invalidField, NotFoundError } from "../../lib/errors";
import { newId, nowIso } from "../../lib/ids";
import { mapPage, type Paged } from "../../lib/paging";
import { photoUrl, removePhoto, savePhoto } from "../../lib/photo-storage";
import type { CurrentUser } from "../../plugins/auth";
import {
  copyTeacherPhoto,
  removeTeacherPhoto,
  saveTeacherPhoto,
  teacherPhotoUrl,
} from "../teachers/teacher-photo-storage";
import { findTeacherPhoto } from "../teachers/teachers.repository";
import {
  courseExists,
  deleteGalleryPhoto,
  deleteResult,
  deleteTeacher,
  deleteTestimonial,
  findGalleryPhoto,
  findResult,
  findTeacher,
  findTestimonial,
  type GalleryPhotoRow,
  insertGalleryPhoto,
  insertResult,
  insertTeacher,
  insertTestimonial,
  listGalleryPhotos,
  listPublicResults,
  listPublishedGalleryPhotos,
  listPublishedTeachers,
  listPublishedTestimonials,
  listResults,
  listTeachers,
  listTestimonials,
  nextTeacherPosition,
  type ResultRow,
  swapTeacherPhoto,
  type TeacherRow,
  type TestimonialRow,
  updateGalleryPhoto,
  updateResult,
  updateTeacher,
  updateTestimonial,
} from "./people.repository";

const TEACHER_NOT_FOUND = /*i18n*/ { id: "people.teacherNotFound", message: "Teacher not found" };
const RESULT_NOT_FOUND = /*i18n*/ { id: "people.resultNotFound", message: "Result not found" };
const TESTIMONIAL_NOT_FOUND = /*i18n*/ {
  id: "people.testimonialNotFound",
  message: "Testimonial not found",
};
const GALLERY_PHOTO_NOT_FOUND = /*i18n*/ {
  id: "people.galleryPhotoNotFound",
  message: "Photo not found",
};
const NO_SUCH_TEACHER_PHOTO = /*i18n*/ {
  id: "people.noSuchTeacherPhoto",
  message: "Please choose one of the uploaded teacher photos",
};
const NO_SUCH_COURSE = /*i18n*/ {
  id: "people.noSuchCourse",
  message: "Please choose one of the courses",
};

type TeacherInput = z.output<typeof TeacherInputSchema>;
type ResultInput = z.output<typeof ResultInputSchema>;
type TestimonialInput = z.output<typeof TestimonialInputSchema>;
type GalleryPhotoInput = z.output<typeof GalleryPhotoInputSchema>;
type GalleryUploadFields = z.output<typeof GalleryUploadFieldsSchema>;

/** The languages any of the texts lacks while another language has it. */
const missingOf = (texts: LocalizedText[]) =>
  [...new Set(texts.flatMap((text) => missingLanguages(text)))].sort();

const teacherPhoto = (file: string | null): string | null => (file ? teacherPhotoUrl(file) : null);

const toStaffTeacher = (row: TeacherRow): StaffTeacher => {
  const texts = {
    name: textFromColumns(row, "name"),
    subjects: textFromColumns(row, "subjects"),
    qualifications: textFromColumns(row, "qualifications"),
    bio: textFromColumns(row, "bio"),
  };
  return {
    _id: row.id,
    ...texts,
    position: row.position,
    published: row.published === 1,
    photo: teacherPhoto(row.photo),
    missing: missingOf(Object.values(texts)),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
};

const toPublicTeacher = (row: TeacherRow, language: Language): PublicTeacher => ({
  _id: row.id,
  name: textIn(textFromColumns(row, "name"), language),
  subjects: textIn(textFromColumns(row, "subjects"), language),
  qualifications: textIn(textFromColumns(row, "qualifications"), language),
  bio: textIn(textFromColumns(row, "bio"), language),
  photo: teacherPhoto(row.photo),
});

const toStaffResult = (row: ResultRow): StaffResult => {
  const texts = {
    studentName: textFromColumns(row, "student_name"),
    exam: textFromColumns(row, "exam"),
    achievement: textFromColumns(row, "achievement"),
  };
  return {
    _id: row.id,
    ...texts,
    year: row.year,
    photo: photoUrl("results", row.photo),
    consent: row.consent === 1,
    consentDate: row.consent_date,
    consentRecordedBy: row.consent_recorded_by_name,
    published: row.published === 1,
    missing: missingOf(Object.values(texts)),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
};

const toPublicResult = (row: ResultRow, language: Language): PublicResult => ({
  _id: row.id,
  studentName: textIn(textFromColumns(row, "student_name"), language),
  exam: textIn(textFromColumns(row, "exam"), language),
  year: row.year,
  achievement: textIn(textFromColumns(row, "achievement"), language),
  photo: photoUrl("results", row.photo),
});

const toStaffTestimonial = (row: TestimonialRow): StaffTestimonial => {
  const texts = { author: textFromColumns(row, "author"), text: textFromColumns(row, "text") };
  return {
    _id: row.id,
    ...texts,
    role: row.role,
    course: row.course,
    published: row.published === 1,
    missing: missingOf(Object.values(texts)),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
};

const toPublicTestimonial = (row: TestimonialRow, language: Language): PublicTestimonial => ({
  _id: row.id,
  author: textIn(textFromColumns(row, "author"), language),
  role: row.role,
  text: textIn(textFromColumns(row, "text"), language),
  course:
    row.course_name_en === null
      ? null
      : textIn({ en: row.course_name_en ?? "", bn: row.course_name_bn ?? "" }, language),
});

const toStaffGalleryPhoto = (row: GalleryPhotoRow): StaffGalleryPhoto => {
  const caption = textFromColumns(row, "caption");
  return {
    _id: row.id,
    photo: photoUrl("gallery", row.photo) ?? "",
    caption,
    published: row.published === 1,
    missing: missingOf([caption]),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
};

const toPublicGalleryPhoto = (row: GalleryPhotoRow, language: Language): PublicGalleryPhoto => ({
  _id: row.id,
  photo: photoUrl("gallery", row.photo) ?? "",
  caption: textIn(textFromColumns(row, "caption"), language),
});

const teacherColumns = (input: TeacherInput) => ({
  ...columnsFromText(input.name, "name"),
  ...columnsFromText(input.subjects, "subjects"),
  ...columnsFromText(input.qualifications, "qualifications"),
  ...columnsFromText(input.bio, "bio"),
  published: input.published ? 1 : 0,
});

const resultColumns = (input: ResultInput) => ({
  ...columnsFromText(input.studentName, "student_name"),
  ...columnsFromText(input.exam, "exam"),
  ...columnsFromText(input.achievement, "achievement"),
  year: input.year,
  published: input.published ? 1 : 0,
});

/**
 * The consent columns after a change: withdrawn consent clears them all; consent recorded anew
 * (or its day changed) names the staff member recording it now.
 */
function consentColumns(input: ResultInput, before: ResultRow | undefined, by: CurrentUser) {
  if (!input.consent) {
    return {
      consent: 0,
      consent_date: null,
      consent_recorded_by: null,
      consent_recorded_by_name: null,
    };
  }
  if (before?.consent === 1 && before.consent_date === input.consentDate) {
    return {
      consent: 1,
      consent_date: before.consent_date,
      consent_recorded_by: before.consent_recorded_by,
      consent_recorded_by_name: before.consent_recorded_by_name,
    };
  }
  return {
    consent: 1,
    consent_date: input.consentDate,
    consent_recorded_by: by.id,
    consent_recorded_by_name: by.name,
  };
}

export function createPeopleService(db: Kysely<Database>, dataDir: string) {
  const staffTeacher = async (id: string): Promise<StaffTeacher> => {
    const row = await findTeacher(db, id);
    if (!row) throw new NotFoundError(TEACHER_NOT_FOUND);
    return toStaffTeacher(row);
  };
  const staffResult = async (id: string): Promise<StaffResult> => {
    const row = await findResult(db, id);
    if (!row) throw new NotFoundError(RESULT_NOT_FOUND);
    return toStaffResult(row);
  };
  const staffTestimonial = async (id: string): Promise<StaffTestimonial> => {
    const row = await findTestimonial(db, id);
    if (!row) throw new NotFoundError(TESTIMONIAL_NOT_FOUND);
    return toStaffTestimonial(row);
  };
  const staffGalleryPhoto = async (id: string): Promise<StaffGalleryPhoto> => {
    const row = await findGalleryPhoto(db, id);
    if (!row) throw new NotFoundError(GALLERY_PHOTO_NOT_FOUND);
    return toStaffGalleryPhoto(row);
  };
  /**
   * Puts `file` (already stored) in the teacher's place and removes the one it replaced: the
   * photo as it is when the change lands, not as `row` read it, so two changes at once leave no
   * file behind. `file` is removed again when the teacher is gone or the change fails.
   */
  const replaceTeacherPhoto = async (row: TeacherRow, file: string | null) => {
    let current: TeacherRow | undefined = row;
    try {
      while (current && !(await swapTeacherPhoto(db, row.id, current.photo, file, nowIso()))) {
        current = await findTeacher(db, row.id);
      }
    } catch (error) {
      if (file) await removeTeacherPhoto(dataDir, file);
      throw error;
    }
    if (!current) {
      if (file) await removeTeacherPhoto(dataDir, file);
      throw new NotFoundError(TEACHER_NOT_FOUND);
    }
    if (current.photo) await removeTeacherPhoto(dataDir, current.photo);
    return staffTeacher(row.id);
  };
  const checkCourse = async (code: string | null) => {
    if (code && !(await courseExists(db, code))) throw invalidField("course", NO_SUCH_COURSE);
  };

  return {
    // Teachers

    async publicTeachers(query: PublicListQuery, language: Language) {
      const page = await listPublishedTeachers(db, query);
      return mapPage(page, (row) => toPublicTeacher(row, language));
    },

    async listTeachers(query: StaffPeopleListQuery): Promise<Paged<StaffTeacher>> {
      return mapPage(await listTeachers(db, query), toStaffTeacher);
    },

    getTeacher: staffTeacher,

    async createTeacher(input: TeacherInput): Promise<StaffTeacher> {
      const now = nowIso();
      const id = newId();
      await insertTeacher(db, {
        id,
        position: input.position ?? (await nextTeacherPosition(db)),
        ...teacherColumns(input),
        photo: null,
        created_at: now,
        updated_at: now,
      });
      return staffTeacher(id);
    },

    async changeTeacher(id: string, input: TeacherInput): Promise<StaffTeacher> {
      const before = await findTeacher(db, id);
      if (!before) throw new NotFoundError(TEACHER_NOT_FOUND);
      await updateTeacher(db, id, {
        ...teacherColumns(input),
        position: input.position ?? before.position,
        updated_at: nowIso(),
      });
      return staffTeacher(id);
    },

    async removeTeacher(id: string): Promise<void> {
      const row = await findTeacher(db, id);
      if (!row || !(await deleteTeacher(db, id))) throw new NotFoundError(TEACHER_NOT_FOUND);
      if (row.photo) await removeTeacherPhoto(dataDir, row.photo);
    },

    /** Gives a teacher a photo (stored as /teacherup's photos are) or none (null). */
    async setTeacherPhoto(id: string, image: Buffer | null): Promise<StaffTeacher> {
      const row = await findTeacher(db, id);
      if (!row) throw new NotFoundError(TEACHER_NOT_FOUND);
      return replaceTeacherPhoto(row, image ? await saveTeacherPhoto(dataDir, image) : null);
    },

    /**
     * Makes one of /teacherup's photos the teacher's too (decision 067): its file is copied, so
     * the upload and the teacher each keep theirs whatever becomes of the other. `photoId` that
     * is no teacher photo (or another kind's id) is refused on that field.
     */
    async chooseTeacherPhoto(id: string, photoId: string): Promise<StaffTeacher> {
      const row = await findTeacher(db, id);
      if (!row) throw new NotFoundError(TEACHER_NOT_FOUND);
      const photo = await findTeacherPhoto(db, photoId);
      const file = photo ? await copyTeacherPhoto(dataDir, photo.image_file) : null;
      if (!file) throw invalidField("photoId", NO_SUCH_TEACHER_PHOTO);
      return replaceTeacherPhoto(row, file);
    },

    // Results

    async publicResults(query: PublicListQuery, language: Language) {
      const page = await listPublicResults(db, query);
      return mapPage(page, (row) => toPublicResult(row, language));
    },

    async listResults(query: StaffPeopleListQuery): Promise<Paged<StaffResult>> {
      return mapPage(await listResults(db, query), toStaffResult);
    },

    getResult: staffResult,

    async createResult(input: ResultInput, by: CurrentUser): Promise<StaffResult> {
      const now = nowIso();
      const id = newId();
      await insertResult(db, {
        id,
        ...resultColumns(input),
        ...consentColumns(input, undefined, by),
        photo: null,
        created_at: now,
        updated_at: now,
      });
      return staffResult(id);
    },

    async changeResult(id: string, input: ResultInput, by: CurrentUser): Promise<StaffResult> {
      const before = await findResult(db, id);
      if (!before) throw new NotFoundError(RESULT_NOT_FOUND);
      await updateResult(db, id, {
        ...resultColumns(input),
        ...consentColumns(input, before, by),
        updated_at: nowIso(),
      });
      return staffResult(id);
    },

    async removeResult(id: string): Promise<void> {
      const row = await findResult(db, id);
      if (!row || !(await deleteResult(db, id))) throw new NotFoundError(RESULT_NOT_FOUND);
      await removePhoto(dataDir, "results", row.photo);
    },

    async setResultPhoto(id: string, image: Buffer | null): Promise<StaffResult> {
      const row = await findResult(db, id);
      if (!row) throw new NotFoundError(RESULT_NOT_FOUND);
      const file = image ? await savePhoto(dataDir, "results", image) : null;
      if (!(await updateResult(db, id, { photo: file, updated_at: nowIso() }))) {
        await removePhoto(dataDir, "results", file);
        throw new NotFoundError(RESULT_NOT_FOUND);
      }
      await removePhoto(dataDir, "results", row.photo);
      return staffResult(id);
    },

    // Testimonials

    async publicTestimonials(query: PublicListQuery, language: Language) {
      const page = await listPublishedTestimonials(db, query);
      return mapPage(page, (row) => toPublicTestimonial(row, language));
    },

    async listTestimonials(query: StaffPeopleListQuery): Promise<Paged<StaffTestimonial>> {
      return mapPage(await listTestimonials(db, query), toStaffTestimonial);
    },

    getTestimonial: staffTestimonial,

    async createTestimonial(input: TestimonialInput): Promise<StaffTestimonial> {
      await checkCourse(input.course);
      const now = nowIso();
      const id = newId();
      await insertTestimonial(db, {
        id,
        role: input.role,
        ...columnsFromText(input.author, "author"),
        ...columnsFromText(input.text, "text"),
        course: input.course || null,
        published: input.published ? 1 : 0,
        created_at: now,
        updated_at: now,
      });
      return staffTestimonial(id);
    },

    async changeTestimonial(id: string, input: TestimonialInput): Promise<StaffTestimonial> {
      await checkCourse(input.course);
      const changed = await updateTestimonial(db, id, {
        role: input.role,
        ...columnsFromText(input.author, "author"),
        ...columnsFromText(input.text, "text"),
        course: input.course || null,
        published: input.published ? 1 : 0,
        updated_at: nowIso(),
      });
      if (!changed) throw new NotFoundError(TESTIMONIAL_NOT_FOUND);
      return staffTestimonial(id);
    },

    async removeTestimonial(id: string): Promise<void> {
      if (!(await deleteTestimonial(db, id))) throw new NotFoundError(TESTIMONIAL_NOT_FOUND);
    },

    // Gallery

    async publicGallery(query: PublicListQuery, language: Language) {
      const page = await listPublishedGalleryPhotos(db, query);
      return mapPage(page, (row) => toPublicGalleryPhoto(row, language));
    },

    async listGallery(query: StaffPeopleListQuery): Promise<Paged<StaffGalleryPhoto>> {
      return mapPage(await listGalleryPhotos(db, query), toStaffGalleryPhoto);
    },

    async addGalleryPhoto(fields: GalleryUploadFields, image: Buffer): Promise<StaffGalleryPhoto> {
      const file = await savePhoto(dataDir, "gallery", image);
      const now = nowIso();
      const id = newId();
      try {
        await insertGalleryPhoto(db, {
          id,
          photo: file,
          caption_en: fields.captionEn,
          caption_bn: fields.captionBn,
          published: 1,
          created_at: now,
          updated_at: now,
        });
      } catch (error) {
        await removePhoto(dataDir, "gallery", file);
        throw error;
      }
      return staffGalleryPhoto(id);
    },

    async changeGalleryPhoto(id: string, input: GalleryPhotoInput): Promise<StaffGalleryPhoto> {
      const changed = await updateGalleryPhoto(db, id, {
        ...columnsFromText(input.caption, "caption"),
        published: input.published ? 1 : 0,
        updated_at: nowIso(),
      });
      if (!changed) throw new NotFoundError(GALLERY_PHOTO_NOT_FOUND);
      return staffGalleryPhoto(id);
    },

    async removeGalleryPhoto(id: string): Promise<void> {
      const row = await findGalleryPhoto(db, id);
      if (!row || !(await deleteGalleryPhoto(db, id))) {
        throw new NotFoundError(GALLERY_PHOTO_NOT_FOUND);
      }
      await removePhoto(dataDir, "gallery", row.photo);
    },
  };
}
