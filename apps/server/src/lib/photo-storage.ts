// Photos staff upload for the public pages (gallery, results, course pictures), stored as trip
// photos are (modules/trips/trip-photo-storage.ts): checked by content with sharp (PNG or JPEG),
// re-encoded to a WebP at most 1200 px wide, and written under a random name (temporary name,
// then renamed) only once the upload passed every check. Served from /media/<folder>/.
import { randomBytes } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { type ImageRules, reencodeImage } from "./uploaded-image";

const RULES: ImageRules = {
  accepted: new Set(["png", "jpeg"]),
  notAnImage: /*i18n*/ {
    id: "photos.notAnImage",
    message: "Please upload a PNG or JPEG image (.png, .jpg, .jpeg)",
  },
  maxPixels: 50_000_000,
  tooManyPixels: {
    .../*i18n*/ {
      id: "photos.tooManyPixels",
      message: "The photo may have at most {megapixels} megapixels (e.g. {width} × {height})",
    },
    values: { megapixels: 50, width: 8000, height: 6000 },
  },
};
const FILE_NAME = /^[a-f0-9]{32}\.webp$/;

export type PhotoFolder = "gallery" | "results" | "courses" | "questions";

export const photoDir = (dataDir: string, folder: PhotoFolder): string =>
  join(dataDir, "uploads", folder);
export const photoUrl = (folder: PhotoFolder, file: string | null): string | null =>
  file ? `/media/${folder}/${file}` : null;

/** Re-encodes an uploaded photo; refuses anything sharp does not read as PNG or JPEG. */
export function encodePhoto(input: Buffer): Promise<Buffer> {
  return reencodeImage(input, RULES, (image) =>
    image
      .resize(1200, 1200, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer(),
  );
}

/** Writes a photo and answers its stored name. */
export async function savePhoto(
  dataDir: string,
  folder: PhotoFolder,
  image: Buffer,
): Promise<string> {
  const dir = photoDir(dataDir, folder);
  await mkdir(dir, { recursive: true });
  const file = `${randomBytes(16).toString("hex")}.webp`;
  const path = join(dir, file);
  const temp = `${path}.${randomBytes(4).toString("hex")}.tmp`;
  try {
    await writeFile(temp, image);
    await rename(temp, path);
  } finally {
    await rm(temp, { force: true });
  }
  return file;
}

/** Removes a stored photo; a name it did not make is skipped. */
export async function removePhoto(
  dataDir: string,
  folder: PhotoFolder,
  file: string | null,
): Promise<void> {
  if (!file || !FILE_NAME.test(file)) return;
  await rm(join(photoDir(dataDir, folder), file), { force: true });
}
