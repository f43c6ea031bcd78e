// Teacher photo rules: the fields are checked before the image is decoded, and a stored file is
// removed again if its row cannot be written.
import { type TeacherPhoto, TeacherPhotoFieldsSchema } from "@app/shared/teachers";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { BadRequestError, NotFoundError } from "../../lib/errors";
import { newId, nowIso } from "../../lib/ids";
import {
  encodeTeacherPhoto,
  removeTeacherPhoto,
  saveTeacherPhoto,
  teacherPhotoUrl,
} from "./teacher-photo-storage";
import {
  deleteTeacherPhoto,
  findTeacherPhoto,
  insertTeacherPhoto,
  listTeacherPhotos,
  type TeacherPhotoRow,
} from "./teachers.repository";

const toTeacherPhoto = (row: TeacherPhotoRow): TeacherPhoto => ({
  _id: row.id,
  name: row.name,
  birthdate: row.birthdate,
  imageUrl: teacherPhotoUrl(row.image_file),
  createdAt: row.created_at,
});

export function createTeachersService(db: Kysely<Database>, dataDir: string) {
  return {
    /** `fields` are the multipart form's text fields as received; `photo` the file, if any. */
    async add(fields: Record<string, string>, photo: Buffer | undefined): Promise<TeacherPhoto> {
      const parsed = TeacherPhotoFieldsSchema.safeParse(fields);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new BadRequestError(
          issue ? `${issue.path.join(".") || "form"}: ${issue.message}` : "Bad form",
        );
      }
      if (!photo || photo.length === 0) throw new BadRequestError("photo: Please choose a photo");
      const image = await encodeTeacherPhoto(photo);
      const file = await saveTeacherPhoto(dataDir, image);
      try {
        const row = await insertTeacherPhoto(db, {
          id: newId(),
          name: parsed.data.name,
          birthdate: parsed.data.birthdate,
          image_file: file,
          created_at: nowIso(),
        });
        return toTeacherPhoto(row);
      } catch (error) {
        await removeTeacherPhoto(dataDir, file);
        throw error;
      }
    },

    async list(): Promise<TeacherPhoto[]> {
      return (await listTeacherPhotos(db)).map(toTeacherPhoto);
    },

    async remove(id: string): Promise<void> {
      const row = await findTeacherPhoto(db, id);
      if (!row || !(await deleteTeacherPhoto(db, id))) {
        throw new NotFoundError("Photo not found");
      }
      await removeTeacherPhoto(dataDir, row.image_file);
    },
  };
}
