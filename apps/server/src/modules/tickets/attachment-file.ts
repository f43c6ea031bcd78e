// A file sent to the support desk (docs/product.md: support desk): a photo is checked by its content and re-encoded to
// WebP (at most 1600 px, its metadata such as the location dropped) with a 320 px thumbnail; a
// PDF is recognised by its signature and kept as it came. Anything else is refused with 415.
import { basename, extname } from "node:path";
import { UnsupportedMediaTypeError } from "../../lib/errors";
import { type ImageRules, reencodeImage } from "../../lib/uploaded-image";

const NOT_ACCEPTED = "Please attach a photo (PNG, JPEG or WebP) or a PDF";
const RULES: ImageRules = {
  accepted: new Set(["png", "jpeg", "webp"]),
  notAnImage: NOT_ACCEPTED,
  maxPixels: 50_000_000,
  tooManyPixels: "A photo may have at most 50 megapixels (e.g. 8000 × 6000)",
};
const LARGE_PX = 1600;
const THUMB_PX = 320;
/** A PDF starts with its header; readers allow it within the first kilobyte. */
const PDF_SIGNATURE = Buffer.from("%PDF-");

export type AttachmentFile = {
  name: string;
  contentType: "image/webp" | "application/pdf";
  data: Buffer;
  thumbnail: Buffer | null;
  width: number | null;
  height: number | null;
};

/**
 * The name to keep and send back in a download's header: no folders or control characters, at
 * most 120 characters, and a photo's extension made .webp (it is one now).
 */
export function attachmentName(original: string | undefined, isImage: boolean): string {
  const fallback = isImage ? "photo" : "document";
  const plain = basename((original ?? "").replaceAll("\\", "/"))
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
    .replace(/[\u0000-\u001f\u007f"]/g, "")
    .trim();
  const extension = extname(plain);
  const stem = (extension ? plain.slice(0, -extension.length) : plain).slice(0, 100) || fallback;
  return `${stem}${isImage ? ".webp" : ".pdf"}`;
}

/** Checks and prepares one upload; refuses (415, 413) what the desk does not keep. */
export async function readAttachmentFile(
  bytes: Buffer,
  originalName: string | undefined,
): Promise<AttachmentFile> {
  if (bytes.subarray(0, 1024).includes(PDF_SIGNATURE)) {
    return {
      name: attachmentName(originalName, false),
      contentType: "application/pdf",
      data: bytes,
      thumbnail: null,
      width: null,
      height: null,
    };
  }
  if (bytes.length === 0) throw new UnsupportedMediaTypeError(NOT_ACCEPTED);
  return reencodeImage(bytes, RULES, async (image) => {
    const webp = (px: number) =>
      image
        .clone()
        .resize(px, px, { fit: "inside", withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
    const [large, thumb] = await Promise.all([webp(LARGE_PX), webp(THUMB_PX)]);
    return {
      name: attachmentName(originalName, true),
      contentType: "image/webp",
      data: large.data,
      thumbnail: thumb.data,
      width: large.info.width,
      height: large.info.height,
    };
  });
}
