// Teacher photos: checked by content with sharp (PNG or JPEG, as the form promises), re-encoded
// to WebP no larger than 800×800, stored under a random name.
import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp, { type Metadata } from "sharp";
import { PayloadTooLargeError, UnsupportedMediaTypeError } from "../../lib/errors";

const ACCEPTED = new Set(["png", "jpeg"]);
const NOT_AN_IMAGE = "photo: Please upload a PNG or JPEG image (.png, .jpg, .jpeg)";
// Decoding cost is bounded by pixels, not bytes: a small file can claim a huge canvas.
const MAX_PIXELS = 50_000_000;
const TOO_MANY_PIXELS = "photo: The photo may have at most 50 megapixels (e.g. 8000 × 6000)";
const FILE_NAME = /^[a-f0-9]{32}\.webp$/;

export const teacherPhotoDir = (dataDir: string): string => join(dataDir, "uploads", "teachers");
export const teacherPhotoUrl = (file: string): string => `/media/teachers/${file}`;

/** Re-encodes an uploaded photo; refuses anything sharp does not read as PNG or JPEG. */
export async function encodeTeacherPhoto(input: Buffer): Promise<Buffer> {
  let meta: Metadata;
  try {
    // The header only: the size an image claims is read without decoding a pixel. (sharp()
    // itself throws on an empty file, hence inside the try.)
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new UnsupportedMediaTypeError(NOT_AN_IMAGE);
  }
  if (!meta.format || !ACCEPTED.has(meta.format)) throw new UnsupportedMediaTypeError(NOT_AN_IMAGE);
  // A small file claiming a huge canvas (a decompression bomb) is too large, not the wrong type.
  if (meta.width * meta.height > MAX_PIXELS) throw new PayloadTooLargeError(TOO_MANY_PIXELS);
  try {
    return await sharp(input, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize(800, 800, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // A truncated or corrupt file can pass the header check and fail while decoding.
    throw new UnsupportedMediaTypeError(NOT_AN_IMAGE);
  }
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
