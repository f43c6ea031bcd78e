// Teacher photo rules: the upload's fields and photo come checked (plugins/uploads.ts), and a
// stored file is removed again if its row cannot be written.
import type {
  TeacherPhoto,
  TeacherPhotoFieldsSchema,
  TeacherPhotoListQuery,
} from "@app/shared/teachers";
import type { Kysely } from "kysely";
import type { z } from "zod";
import type { Database } from "../../db/schema";
import { NotFoundError } from "../../lib/errors";
import { newId, nowIso } from "../../lib/ids";
import { mapPage, type Paged } from "../../lib/paging";
import { removeTeacherPhoto, saveTeacherPhoto, teacherPhotoUrl } from "./teacher-photo-storage";
import {
  deleteTeacherPhoto,
  findTeacherPhoto,
  insertTeacherPhoto,
  listTeacherPhotos,
  type TeacherPhotoRow,
} from "./teachers.repository";

const PHOTO_NOT_FOUND = /*i18n*/ { id: "teachers.photoNotFound", message: "Photo not found" };

const toTeacherPhoto = (row: TeacherPhotoRow): TeacherPhoto => ({
  _id: row.id,
  name: row.name,
  birthdate: row.birthdate,
  imageUrl: teacherPhotoUrl(row.image_file),
  createdAt: row.created_at,
});

export function createTeachersService(db: Kysely<Database>, dataDir: string) {
  return {
    /** `fields` are the checked form fields; `image` the photo, re-encoded. */
    async add(
      fields: z.output<typeof TeacherPhotoFieldsSchema>,
      image: Buffer,
    ): Promise<TeacherPhoto> {
      const file = await saveTeacherPhoto(dataDir, image);
      try {
        const row = await insertTeacherPhoto(db, {
          id: newId(),
          name: fields.name,
          birthdate: fields.birthdate,
          image_file: file,
          created_at: nowIso(),
        });
        return toTeacherPhoto(row);
      } catch (error) {
        await removeTeacherPhoto(dataDir, file);
        throw error;
      }
    },

    async list(query: TeacherPhotoListQuery): Promise<Paged<TeacherPhoto>> {
      return mapPage(await listTeacherPhotos(db, query), toTeacherPhoto);
    },

    async remove(id: string): Promise<void> {
      const row = await findTeacherPhoto(db, id);
      if (!row || !(await deleteTeacherPhoto(db, id))) {
        throw new NotFoundError(PHOTO_NOT_FOUND);
      }
      await removeTeacherPhoto(dataDir, row.image_file);
    },
  };
}
