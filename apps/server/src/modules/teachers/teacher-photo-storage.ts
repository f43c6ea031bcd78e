// Teacher photos: checked by content with sharp (PNG or JPEG, as the form promises), re-encoded
// to WebP no larger than 800×800, stored under a random name.
import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
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

export async function saveTeacherPhoto(dataDir: string, image: Buffer): Promise<string> {
  const dir = teacherPhotoDir(dataDir);
  await mkdir(dir, { recursive: true });
  const file = `${randomBytes(16).toString("hex")}.webp`;
  await writeFile(join(dir, file), image);
  return file;
}

export async function removeTeacherPhoto(dataDir: string, file: string): Promise<void> {
  // Only names this module made; never a path from elsewhere.
  if (!FILE_NAME.test(file)) return;
  await rm(join(teacherPhotoDir(dataDir), file), { force: true });
}
