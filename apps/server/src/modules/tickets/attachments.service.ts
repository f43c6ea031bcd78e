// The desk's files: uploads waiting to be sent, claimed by a new ticket or note, and downloads of
// a ticket's files by those who may see them.
import { type Attachment, MAX_UNSENT_ATTACHMENTS } from "@app/shared/tickets";
import { isStaffRole } from "@app/shared/users";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { ConflictError, invalidField, NotFoundError } from "../../lib/errors";
import type { CurrentUser } from "../../plugins/auth";
import type { AttachmentFile } from "./attachment-file";
import {
  type AttachmentRow,
  claimAttachments,
  countUnsentAttachments,
  deleteUnsentAttachment,
  deleteUnsentAttachmentsBefore,
  findTicketAttachment,
  insertAttachment,
  listAttachmentsOfNotes,
  listTicketAttachments,
  readAttachmentBytes,
} from "./attachments.repository";
import { visibleTicket } from "./ticket-access";

const ATTACHMENT_NOT_FOUND = /*i18n*/ {
  id: "tickets.attachmentNotFound",
  message: "Attachment not found",
};
const A_FILE_WAS_NOT = /*i18n*/ {
  id: "tickets.aFileWasNot",
  message: "A file was not found or was already sent; please attach it again",
};

export const toAttachment = (row: AttachmentRow): Attachment => ({
  _id: row.id,
  name: row.name,
  contentType: row.content_type === "application/pdf" ? "application/pdf" : "image/webp",
  size: row.size,
  width: row.width,
  height: row.height,
  createdAt: row.created_at,
});

/** An upload nobody sent with a ticket or note is removed after a day. */
const UNSENT_KEPT_MS = 24 * 3_600_000;

/**
 * Gives the user's uploads to a new ticket or note, in one transaction with it; answers them as
 * stored. An id that is not one of the user's unsent uploads refuses the whole (400).
 */
export async function claimAll(
  trx: Kysely<Database>,
  user: CurrentUser,
  ids: readonly string[] | undefined,
  target: { ticketId: string; noteId: string | null },
): Promise<AttachmentRow[]> {
  if (!ids || ids.length === 0) return [];
  if ((await claimAttachments(trx, ids, user.id, target)) !== ids.length) {
    throw invalidField("attachments", A_FILE_WAS_NOT);
  }
  return target.noteId === null
    ? listTicketAttachments(trx, target.ticketId)
    : listAttachmentsOfNotes(trx, [target.noteId]);
}

/**
 * 409 when the user has MAX_UNSENT_ATTACHMENTS uploads waiting; uploads a day old that were never
 * sent are removed first. Checked before an upload is read, and again as it is kept.
 */
async function uploadRoom(db: Kysely<Database>, user: CurrentUser): Promise<void> {
  await deleteUnsentAttachmentsBefore(db, new Date(Date.now() - UNSENT_KEPT_MS).toISOString());
  if ((await countUnsentAttachments(db, user.id)) >= MAX_UNSENT_ATTACHMENTS) {
    throw new ConflictError({
      .../*i18n*/ {
        id: "tickets.attachment.tooManyWaiting",
        message: "You have {count} files waiting to be sent; send or remove some first",
      },
      values: { count: MAX_UNSENT_ATTACHMENTS },
    });
  }
}

export function createAttachmentsService(db: Kysely<Database>) {
  return {
    /** 409 when the user has too many uploads waiting (see uploadRoom). */
    checkUploadRoom: (user: CurrentUser) => uploadRoom(db, user),

    /** Keeps an upload for the user to send with a new ticket or note (see uploadRoom). */
    async upload(user: CurrentUser, file: AttachmentFile): Promise<Attachment> {
      await uploadRoom(db, user);
      const row = await insertAttachment(db, file, {
        ticketId: null,
        noteId: null,
        uploaderId: user.id,
      });
      return toAttachment(row);
    },

    /** Removes one of the user's uploads not yet sent; 404 for any other. */
    async removeUnsent(user: CurrentUser, id: string): Promise<void> {
      if (!(await deleteUnsentAttachment(db, id, user.id))) {
        throw new NotFoundError(ATTACHMENT_NOT_FOUND);
      }
    },

    /**
     * The bytes of an attachment of a ticket the user may see: the ticket's customer or staff.
     * One sent with an internal note is staff's only; anyone else is answered 404.
     */
    async download(
      user: CurrentUser,
      ticketId: string,
      attachmentId: string,
      which: "data" | "thumbnail",
    ): Promise<{ attachment: Attachment; bytes: Buffer }> {
      await visibleTicket(db, user, ticketId);
      const row = await findTicketAttachment(db, ticketId, attachmentId);
      if (!row || (row.internal === 1 && !isStaffRole(user.role))) {
        throw new NotFoundError(ATTACHMENT_NOT_FOUND);
      }
      const bytes = await readAttachmentBytes(db, row.id, which);
      if (!bytes) throw new NotFoundError(ATTACHMENT_NOT_FOUND);
      return { attachment: toAttachment(row), bytes };
    },
  };
}
export type AttachmentsService = ReturnType<typeof createAttachmentsService>;
