// Profile pictures: checked by content with sharp, re-encoded to 256x256 WebP, stored under a random name.
import { randomBytes } from "node:crypto";
import { rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { UnsupportedMediaTypeError } from "../../lib/errors";

const ACCEPTED = new Set(["png", "jpeg", "webp", "gif"]);
const NOT_AN_IMAGE = "Please upload a PNG, JPEG, WebP or GIF image";

export const avatarDir = (dataDir: string): string => join(dataDir, "uploads", "avatars");
export const avatarUrl = (file: string | null): string | null =>
  file ? `/media/avatars/${file}` : null;

/** Re-encodes an uploaded image; refuses anything sharp does not read as an accepted format. */
export async function encodeAvatar(input: Buffer): Promise<Buffer> {
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: 50_000_000 }).metadata()).format;
  } catch {
    throw new UnsupportedMediaTypeError(NOT_AN_IMAGE);
  }
  if (!format || !ACCEPTED.has(format)) throw new UnsupportedMediaTypeError(NOT_AN_IMAGE);
  try {
    return await sharp(input, { limitInputPixels: 50_000_000 })
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
