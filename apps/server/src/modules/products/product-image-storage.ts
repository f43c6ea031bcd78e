// Product images: checked by content with sharp (PNG or JPEG, as the upload form promises),
// re-encoded to a large WebP (at most 1200 px) and a 400 px thumbnail, and written under random
// names only once every image of a product has been read, so a refused upload leaves no file.
import { randomBytes } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { type ImageRules, reencodeImage } from "../../lib/uploaded-image";

const RULES: ImageRules = {
  accepted: new Set(["png", "jpeg"]),
  notAnImage: /*i18n*/ {
    id: "products.image.notAnImage",
    message: "Please upload PNG or JPEG images (.png, .jpg, .jpeg)",
  },
  maxPixels: 50_000_000,
  tooManyPixels: {
    .../*i18n*/ {
      id: "products.image.tooManyPixels",
      message: "Each image may have at most {megapixels} megapixels (e.g. {width} × {height})",
    },
    values: { megapixels: 50, width: 8000, height: 6000 },
  },
};
const LARGE_PX = 1200;
const THUMB_PX = 400;
const FILE_NAME = /^[a-f0-9]{32}\.webp$/;

/** One uploaded image, re-encoded and ready to store. */
export type EncodedImage = { large: Buffer; thumb: Buffer };

export const productImageDir = (dataDir: string): string => join(dataDir, "uploads", "products");
export const productImageUrl = (file: string): string => `/media/products/${file}`;
/** The thumbnail's name, derived from the large image's so a row needs only one name per slot. */
export const thumbFileOf = (file: string): string => file.replace(/\.webp$/, "-400.webp");

/** Re-encodes an uploaded image; refuses anything sharp does not read as PNG or JPEG. */
export function encodeProductImage(input: Buffer): Promise<EncodedImage> {
  return reencodeImage(input, RULES, async (image) => {
    const webp = (px: number) =>
      image
        .clone()
        .resize(px, px, { fit: "inside", withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
    const [large, thumb] = await Promise.all([webp(LARGE_PX), webp(THUMB_PX)]);
    return { large, thumb };
  });
}

/** Removes a product's stored images (large and thumbnail); names it did not make are skipped. */
export async function removeProductImages(
  dataDir: string,
  files: readonly (string | null)[],
): Promise<void> {
  const dir = productImageDir(dataDir);
  for (const file of files) {
    if (!file || !FILE_NAME.test(file)) continue;
    await rm(join(dir, file), { force: true });
    await rm(join(dir, thumbFileOf(file)), { force: true });
  }
}

/**
 * Writes the images and answers their stored names, in order. Each file is written under a
 * temporary name and renamed, so a file at a served address is always complete; if any write
 * fails, the ones already written are removed again.
 */
export async function storeProductImages(
  dataDir: string,
  images: readonly EncodedImage[],
): Promise<string[]> {
  const dir = productImageDir(dataDir);
  await mkdir(dir, { recursive: true });
  const stored: string[] = [];
  try {
    for (const image of images) {
      const file = `${randomBytes(16).toString("hex")}.webp`;
      stored.push(file);
      await writeAtomically(join(dir, file), image.large);
      await writeAtomically(join(dir, thumbFileOf(file)), image.thumb);
    }
    return stored;
  } catch (error) {
    await removeProductImages(dataDir, stored);
    throw error;
  }
}

async function writeAtomically(path: string, content: Buffer): Promise<void> {
  const temp = `${path}.${randomBytes(4).toString("hex")}.tmp`;
  try {
    await writeFile(temp, content);
    await rename(temp, path);
  } finally {
    await rm(temp, { force: true });
  }
}
