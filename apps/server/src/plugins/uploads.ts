// The one way an upload route reads its multipart form: `request.readUpload()` turns it into
// text fields checked by the route's zod schema and files checked for count, size (UPLOAD_MAX_MB)
// and content, answering 400, 413 or 415 in the same words on every route.
import multipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { z } from "zod";
import type { Config } from "../config";
import {
  AppError,
  invalidField,
  invalidFields,
  issuesFromZod,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
} from "../lib/errors";
import type { Message } from "../lib/i18n";

const EXPECTED_A_MULTIPART_FORM = /*i18n*/ {
  id: "errors.multipartExpected",
  message: "Expected a multipart/form-data upload",
};
/** A form that brought more files than it takes (exported for its plural's test). */
export const TOO_MANY_FILES = /*i18n*/ {
  id: "uploads.tooManyFiles",
  message:
    "{max, plural, one {Please choose at most one {noun}} other {Please choose at most # {noun}s}}",
};
const FILE_TOO_LARGE = /*i18n*/ {
  id: "uploads.fileTooLarge",
  message: "Each {noun} must be at most {maxMb} MB",
};

export type UploadFiles<T> = {
  /** The form field the files come in; files under other names are read past. */
  name: string;
  /** How many it takes: one more ends the form with 413. */
  max: number;
  /** What one file is, for the messages ("image", "photo", "CSV file"). */
  noun: Message;
  /** The 400 when none came: an empty file part is what a form sends when none was picked. */
  missing: Message;
  /**
   * Checks a file by its content and makes of it what the route keeps, e.g. an image re-encoded
   * by sharp (lib/uploaded-image.ts), refusing what it does not take with 415 or 413.
   */
  read: (bytes: Buffer, filename: string) => Promise<T> | T;
};

export type UploadForm<S extends z.ZodType, T> = {
  /** The text fields' schema (packages/shared); the first value of a repeated field counts. */
  fields: S;
  files: UploadFiles<T>;
  /**
   * A refusal that needs no file's content (a quota, such as too many uploads waiting): run once
   * the form is read and its fields checked, before any file is checked by its content, which for
   * an image means decoding it (the costly part).
   */
  before?: () => Promise<void>;
};

/** The checked fields, and the files as `read` made them: at least one. */
export type Upload<S extends z.ZodType, T> = { fields: z.output<S>; files: [T, ...T[]] };

/** The `fields` of a form that has only its file. */
export const NO_FIELDS = z.object({});

declare module "fastify" {
  interface FastifyRequest {
    /**
     * Reads the whole form (its size limited as it streams in); the text fields are checked first,
     * then `before`, then each file in order (the first bad one stops the rest), so nothing is
     * stored, and no image decoded, for a refused upload.
     */
    readUpload<S extends z.ZodType, T>(form: UploadForm<S, T>): Promise<Upload<S, T>>;
  }
}

const errorCode = (error: unknown): unknown =>
  typeof error === "object" && error !== null && "code" in error ? error.code : undefined;

/** A file part: its bytes and the name the sender's device gave it. */
type SentFile = { bytes: Buffer; filename: string };

/** Text fields and the files named by the form, as they came. */
async function readParts(
  request: FastifyRequest,
  files: UploadFiles<unknown>,
  maxMb: number,
): Promise<{ text: Map<string, string>; bytes: SentFile[] }> {
  const { name, max, noun } = files;
  const text = new Map<string, string>();
  const bytes: SentFile[] = [];
  try {
    // Parts arrive in the form's order; every file part must be read or drained to go on. A file
    // part beyond `max`, whatever its name, ends the form with FST_FILES_LIMIT.
    for await (const part of request.parts({ limits: { files: max } })) {
      if (part.type === "file") {
        if (part.fieldname === name) {
          bytes.push({ bytes: await part.toBuffer(), filename: part.filename });
        } else part.file.resume();
      } else if (typeof part.value === "string" && !text.has(part.fieldname)) {
        text.set(part.fieldname, part.value);
      }
    }
  } catch (error) {
    const code = errorCode(error);
    if (code === "FST_FILES_LIMIT") {
      const message = { ...TOO_MANY_FILES, values: { max, noun } };
      throw new PayloadTooLargeError(message, [{ path: name, message }]);
    }
    if (code === "FST_REQ_FILE_TOO_LARGE") {
      const message = { ...FILE_TOO_LARGE, values: { maxMb, noun } };
      throw new PayloadTooLargeError(message, [{ path: name, message }]);
    }
    throw error;
  }
  return { text, bytes };
}

async function readUpload<S extends z.ZodType, T>(
  request: FastifyRequest,
  form: UploadForm<S, T>,
  maxMb: number,
): Promise<Upload<S, T>> {
  if (!request.isMultipart()) {
    throw new UnsupportedMediaTypeError(EXPECTED_A_MULTIPART_FORM);
  }
  const { text, bytes } = await readParts(request, form.files, maxMb);
  const fields = form.fields.safeParse(Object.fromEntries(text));
  if (!fields.success) throw invalidFields(issuesFromZod(fields.error.issues));
  const [first, ...more] = bytes.filter((file) => file.bytes.length > 0);
  if (!first) throw invalidField(form.files.name, form.files.missing);
  await form.before?.();
  // One at a time: checking is the costly part, and the first bad file stops the rest.
  const files: [T, ...T[]] = [await readFile(form.files, first)];
  for (const file of more) files.push(await readFile(form.files, file));
  return { fields: fields.data, files };
}

/** A file `read` refuses (415 not an image, 413 too many pixels) is an issue of its field. */
async function readFile<T>(files: UploadFiles<T>, file: SentFile): Promise<T> {
  try {
    return await files.read(file.bytes, file.filename);
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode >= 500 || error.issues.length > 0) {
      throw error;
    }
    const issues = [{ path: files.name, message: error.text }];
    throw new AppError(error.statusCode, error.text, { issues, cause: error });
  }
}

export const uploadsPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    await app.register(multipart, {
      limits: { fileSize: Math.floor(config.uploadMaxMb * 1024 * 1024), files: 1, fields: 10 },
    });
    app.decorateRequest("readUpload", function <
      S extends z.ZodType,
      T,
    >(this: FastifyRequest, form: UploadForm<S, T>) {
      return readUpload(this, form, config.uploadMaxMb);
    });
  },
  { name: "uploads" },
);
