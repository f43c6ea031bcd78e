// Uploaded images, whatever they are for (profile pictures, product images, teacher photos):
// checked by their content before a pixel is decoded, cheapest first (the first bytes, then the
// header's claimed size), then re-encoded. sharp (libvips, about 25 MB) loads with the first
// image, not at start-up.
import type { Sharp } from "sharp";
import { PayloadTooLargeError, UnsupportedMediaTypeError } from "./errors";
import type { Message } from "./i18n";

export type ImageRules = {
  /** Formats as sharp names them, e.g. "png", "jpeg". */
  accepted: ReadonlySet<string>;
  /** The refusal (415) for anything else, naming the field and the formats. */
  notAnImage: Message;
  /** Decoding cost is bounded by pixels, not bytes: a small file can claim a huge canvas. */
  maxPixels: number;
  /** The refusal (413) for an image claiming more. */
  tooManyPixels: Message;
};

/** How each format's files begin (the formats as sharp names them). */
const SIGNATURES: Record<string, (bytes: Buffer) => boolean> = {
  png: (bytes) => bytes.subarray(0, 8).equals(Buffer.from("89504e470d0a1a0a", "hex")),
  jpeg: (bytes) => bytes.subarray(0, 3).equals(Buffer.from("ffd8ff", "hex")),
  webp: (bytes) =>
    bytes.subarray(0, 4).toString("latin1") === "RIFF" &&
    bytes.subarray(8, 12).toString("latin1") === "WEBP",
  gif: (bytes) => ["GIF87a", "GIF89a"].includes(bytes.subarray(0, 6).toString("latin1")),
};

/** Whether `input` begins as one of the accepted formats does (a format without a known start passes). */
const beginsAsAccepted = (input: Buffer, accepted: ReadonlySet<string>): boolean =>
  [...accepted].some((format) => SIGNATURES[format]?.(input) ?? true);

let sharpModule: Promise<typeof import("sharp")> | undefined;
const loadSharp = () => {
  sharpModule ??= import("sharp");
  return sharpModule;
};

/**
 * Re-encodes an upload through `encode` (given the image, decoding limited to its rules), once its
 * header shows an accepted format of an allowed size. Anything sharp cannot read, before or while
 * decoding (a truncated or corrupt file can pass the header check), answers the rules' 415.
 */
export async function reencodeImage<T>(
  input: Buffer,
  rules: ImageRules,
  encode: (image: Sharp) => Promise<T>,
): Promise<T> {
  // Anything that does not even begin as an accepted image is refused before sharp is asked.
  if (!beginsAsAccepted(input, rules.accepted))
    throw new UnsupportedMediaTypeError(rules.notAnImage);
  const { default: sharp } = await loadSharp();
  let meta: Awaited<ReturnType<Sharp["metadata"]>>;
  try {
    // The header only: the size an image claims is read without decoding a pixel. (sharp()
    // itself throws on an empty file, hence inside the try.)
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new UnsupportedMediaTypeError(rules.notAnImage);
  }
  if (!meta.format || !rules.accepted.has(meta.format)) {
    throw new UnsupportedMediaTypeError(rules.notAnImage);
  }
  // A small file claiming a huge canvas (a decompression bomb) is too large, not the wrong type.
  if (meta.width * meta.height > rules.maxPixels)
    throw new PayloadTooLargeError(rules.tooManyPixels);
  try {
    return await encode(sharp(input, { limitInputPixels: rules.maxPixels }).rotate());
  } catch {
    throw new UnsupportedMediaTypeError(rules.notAnImage);
  }
}
