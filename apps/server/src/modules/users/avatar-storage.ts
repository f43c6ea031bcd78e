// Profile pictures: checked by content with sharp, re-encoded to 256x256 WebP, stored under a random name.
import { randomBytes } from "node:crypto";
import { rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp, { type Metadata } from "sharp";
import { PayloadTooLargeError, UnsupportedMediaTypeError } from "../../lib/errors";

const ACCEPTED = new Set(["png", "jpeg", "webp", "gif"]);
const NOT_AN_IMAGE = "Please upload a PNG, JPEG, WebP or GIF image";
// Decoding cost is bounded by pixels, not bytes: a small file can claim a huge canvas.
const MAX_PIXELS = 50_000_000;
const TOO_MANY_PIXELS = "The image may have at most 50 megapixels (e.g. 8000 × 6000)";

export const avatarDir = (dataDir: string): string => join(dataDir, "uploads", "avatars");
export const avatarUrl = (file: string | null): string | null =>
  file ? `/media/avatars/${file}` : null;

/** Re-encodes an uploaded image; refuses anything sharp does not read as an accepted format. */
export async function encodeAvatar(input: Buffer): Promise<Buffer> {
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
      .resize(256, 256, { fit: "cover" })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new UnsupportedMediaTypeError(NOT_AN_IMAGE);
  }
}

export async function saveAvatar(dataDir: string, image: Buffer): Promise<string> {
  const file = `${randomBytes(16).toString("hex")}.webp`;
  await writeFile(join(avatarDir(dataDir), file), image);
  return file;
}

export async function removeAvatar(dataDir: string, file: string | null): Promise<void> {
  // Only names this module made; never a path from elsewhere.
  if (!file || !/^[a-f0-9]{32}\.webp$/.test(file)) return;
  await rm(join(avatarDir(dataDir), file), { force: true });
}
