// Teacher photos: checked by content with sharp (PNG or JPEG, as the form promises), re-encoded
// to WebP no larger than 800×800, stored under a random name.
import { randomBytes } from "node:crypto";
import { copyFile, mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { type ImageRules, reencodeImage } from "../../lib/uploaded-image";

const RULES: ImageRules = {
  accepted: new Set(["png", "jpeg"]),
  notAnImage: /*i18n*/ {
    id: "teachers.photo.notAnImage",
    message: "Please upload a PNG or JPEG image (.png, .jpg, .jpeg)",
  },
  maxPixels: 50_000_000,
  tooManyPixels: {
    .../*i18n*/ {
      id: "teachers.photo.tooManyPixels",
      message: "The photo may have at most {megapixels} megapixels (e.g. {width} × {height})",
    },
    values: { megapixels: 50, width: 8000, height: 6000 },
  },
};
const FILE_NAME = /^[a-f0-9]{32}\.webp$/;

export const teacherPhotoDir = (dataDir: string): string => join(dataDir, "uploads", "teachers");
export const teacherPhotoUrl = (file: string): string => `/media/teachers/${file}`;

/** Re-encodes an uploaded photo; refuses anything sharp does not read as PNG or JPEG. */
export function encodeTeacherPhoto(input: Buffer): Promise<Buffer> {
  return reencodeImage(input, RULES, (image) =>
    image
      .resize(800, 800, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer(),
  );
}

const newFileName = () => `${randomBytes(16).toString("hex")}.webp`;

export async function saveTeacherPhoto(dataDir: string, image: Buffer): Promise<string> {
  const dir = teacherPhotoDir(dataDir);
  await mkdir(dir, { recursive: true });
  const file = newFileName();
  await writeFile(join(dir, file), image);
  return file;
}

/**
 * A copy of a stored photo under a new name, so that each record owns its file and deleting one
 * never takes another's picture (decision 067); null when the file is gone.
 */
export async function copyTeacherPhoto(dataDir: string, file: string): Promise<string | null> {
  if (!FILE_NAME.test(file)) return null;
  const dir = teacherPhotoDir(dataDir);
  const copy = newFileName();
  try {
    await copyFile(join(dir, file), join(dir, copy));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  return copy;
}

export async function removeTeacherPhoto(dataDir: string, file: string): Promise<void> {
  // Only names this module made; never a path from elsewhere.
  if (!FILE_NAME.test(file)) return;
  await rm(join(teacherPhotoDir(dataDir), file), { force: true });
}
