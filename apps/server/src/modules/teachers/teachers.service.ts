// Teacher photo rules: the upload's fields and photo come checked (plugins/uploads.ts), and a
// stored file is removed again if its row cannot be written. An upload naming a teacher profile
// becomes that teacher's photo as well (decision 067).
import {
  NO_SUCH_TEACHER,
  type TeacherPhoto,
  type TeacherPhotoFieldsSchema,
  type TeacherPhotoListQuery,
} from "@app/shared/teachers";
import type { Kysely } from "kysely";
import type { z } from "zod";
import type { Database } from "../../db/schema";
import { invalidField, NotFoundError } from "../../lib/errors";
import { newId, nowIso } from "../../lib/ids";
import { mapPage, type Paged } from "../../lib/paging";
import { createPeopleService } from "../people/people.service";
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
  const people = createPeopleService(db, dataDir);
  const service = {
    /**
     * `fields` are the checked form fields; `image` the photo, re-encoded. With `teacherId` the
     * photo becomes that teacher's too; a teacher that does not exist leaves nothing stored.
     */
    async add(
      fields: z.output<typeof TeacherPhotoFieldsSchema>,
      image: Buffer,
    ): Promise<TeacherPhoto> {
      const file = await saveTeacherPhoto(dataDir, image);
      let photo: TeacherPhoto;
      try {
        const row = await insertTeacherPhoto(db, {
          id: newId(),
          name: fields.name,
          birthdate: fields.birthdate,
          image_file: file,
          created_at: nowIso(),
        });
        photo = toTeacherPhoto(row);
      } catch (error) {
        await removeTeacherPhoto(dataDir, file);
        throw error;
      }
      if (fields.teacherId) {
        try {
          await people.chooseTeacherPhoto(fields.teacherId, photo._id);
        } catch (error) {
          await service.remove(photo._id);
          throw error instanceof NotFoundError ? invalidField("teacherId", NO_SUCH_TEACHER) : error;
        }
      }
      return photo;
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
  return service;
}
