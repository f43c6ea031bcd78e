// Profile pictures: checked by content with sharp, re-encoded to 256x256 WebP, stored under a random name.
import { randomBytes } from "node:crypto";
import { rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { type ImageRules, reencodeImage } from "../../lib/uploaded-image";

const RULES: ImageRules = {
  accepted: new Set(["png", "jpeg", "webp", "gif"]),
  notAnImage: /*i18n*/ {
    id: "users.avatar.notAnImage",
    message: "Please upload a PNG, JPEG, WebP or GIF image",
  },
  maxPixels: 50_000_000,
  tooManyPixels: {
    .../*i18n*/ {
      id: "users.avatar.tooManyPixels",
      message: "The image may have at most {megapixels} megapixels (e.g. {width} × {height})",
    },
    values: { megapixels: 50, width: 8000, height: 6000 },
  },
};

export const avatarDir = (dataDir: string): string => join(dataDir, "uploads", "avatars");
export const avatarUrl = (file: string | null): string | null =>
  file ? `/media/avatars/${file}` : null;

/** Re-encodes an uploaded image; refuses anything sharp does not read as an accepted format. */
export function encodeAvatar(input: Buffer): Promise<Buffer> {
  return reencodeImage(input, RULES, (image) =>
    image.resize(256, 256, { fit: "cover" }).webp({ quality: 82 }).toBuffer(),
  );
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
