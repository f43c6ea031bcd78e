// The files of a mail the desk keeps: photos and PDFs, checked and prepared as uploads on the site
// are (attachment-file.ts), within the web form's limits: each at most UPLOAD_MAX_MB, at most
// MAX_ATTACHMENTS of them. Other files are left out, as the desk has never kept them.
import { MAX_ATTACHMENTS } from "@app/shared/tickets";
import type { ParsedMail } from "mailparser";
import { PayloadTooLargeError } from "../../lib/errors";
import type { Message } from "../../lib/i18n";
import { type AttachmentFile, readAttachmentFile } from "../tickets/attachment-file";

/** The files to keep, or why the mail brings more than the web form takes (record, and sender). */
export type MailFiles = { files: AttachmentFile[] } | { refused: string; problem: Message };

const FILE_TOO_LARGE = /*i18n*/ {
  id: "mailIn.problem.fileTooLarge",
  message: "each file may be at most {maxMb} MB",
};
const TOO_MANY_PIXELS = /*i18n*/ {
  id: "mailIn.problem.tooManyPixels",
  message: "a photo may have at most {megapixels} megapixels",
};
const TOO_MANY_FILES = /*i18n*/ {
  id: "mailIn.problem.tooManyFiles",
  message: "a mail may bring at most {max} photos or PDFs",
};

/** Photos and PDFs of the mail the desk keeps (other files are left out), within its limits. */
export async function filesOf(mail: ParsedMail, uploadMaxMb: number): Promise<MailFiles> {
  const maxFileBytes = Math.floor(uploadMaxMb * 1024 * 1024);
  const kept: AttachmentFile[] = [];
  for (const part of mail.attachments) {
    if (part.content.length > maxFileBytes) {
      return {
        refused: `A file is larger than UPLOAD_MAX_MB (${uploadMaxMb} MB)`,
        problem: { ...FILE_TOO_LARGE, values: { maxMb: uploadMaxMb } },
      };
    }
    try {
      kept.push(await readAttachmentFile(part.content, part.filename));
    } catch (error) {
      if (error instanceof PayloadTooLargeError) {
        return {
          refused: "A photo has more than 50 megapixels",
          problem: { ...TOO_MANY_PIXELS, values: { megapixels: 50 } },
        };
      }
      // Not a photo or PDF: the desk does not keep it, and the note says nothing of it.
      continue;
    }
    if (kept.length > MAX_ATTACHMENTS) {
      return {
        refused: `More than ${MAX_ATTACHMENTS} photos or PDFs`,
        problem: { ...TOO_MANY_FILES, values: { max: MAX_ATTACHMENTS } },
      };
    }
  }
  return { files: kept };
}
