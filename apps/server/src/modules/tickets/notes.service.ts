// A ticket's notes: who reads which (internal notes are staff's), who writes them, and what a
// note does (staff's first reply opens a new ticket; the customer is mailed staff's replies).
import {
  type CreateNoteInput,
  FORMER_STAFF_NAME,
  type MailCheck,
  type Note,
  type NoteQuery,
} from "@app/shared/tickets";
import { isStaffRole } from "@app/shared/users";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { ConflictError, ForbiddenError } from "../../lib/errors";
import type { Message } from "../../lib/i18n";
import { newId, nowIso } from "../../lib/ids";
import { mapPage, type Paged } from "../../lib/paging";
import type { CurrentUser } from "../../plugins/auth";
import { mailChecksOfNotes } from "../mail-in/mail-in.repository";
import { ticketTripName } from "../trips/trips.repository";
import { type AttachmentRow, listAttachmentsOfNotes } from "./attachments.repository";
import { claimAll, toAttachment } from "./attachments.service";
import { insertNote, listNotesOfTicket, type NoteRow } from "./notes.repository";
import { visibleTicket } from "./ticket-access";
import { noLive, type TicketLive } from "./ticket-live";
import { notifiesCustomer, type TicketMail } from "./ticket-mail";
import {
  recordFirstResponse,
  recordMessage,
  touchTicket,
  updateTicketStatus,
} from "./tickets.repository";
import { customerWrites, DEFAULT_DESK, type DeskSettings } from "./tickets.service";

const ONLY_STAFF_WRITE_INTERNAL = /*i18n*/ {
  id: "tickets.onlyStaffWriteInternal",
  message: "Only staff write internal notes",
};
const CLOSED_LONG_AGO = /*i18n*/ {
  id: "tickets.closedLongAgo",
  message:
    "This ticket was closed more than {days, number} days ago: please open a new ticket, which will follow it",
};
/** The author of the help desk's own notes (a pending ticket closing by itself). */
const HELP_DESK = "Help desk";

const toNote = (
  row: NoteRow,
  authorName: string,
  attachments: AttachmentRow[],
  mailCheck: MailCheck | null = null,
): Note => ({
  _id: row.id,
  ticket: row.ticket_id,
  user: row.user_id,
  authorName,
  text: row.text,
  isStaff: row.is_staff === 1,
  internal: row.internal === 1,
  createdAt: row.created_at,
  attachments: attachments.map(toAttachment),
  mailCheck,
});

/** The names of a note's files, for the mail that tells the customer of it. */
const REPLY_SUBJECT = /*i18n*/ {
  id: "tickets.mail.replySubject",
  message: "Reply to your ticket about {product}",
};
const REPLIED = /*i18n*/ {
  id: "tickets.mail.replied",
  message: "{name} replied to your ticket about {product}:",
};
const ATTACHED = /*i18n*/ {
  id: "tickets.mail.attached",
  message: "Attached (see the ticket): {files}",
};

const attachedLine = (files: readonly AttachmentRow[]): Message[] =>
  files.length === 0
    ? []
    : ["", { ...ATTACHED, values: { files: files.map((file) => file.name).join(", ") } }];

export function createNotesService(
  db: Kysely<Database>,
  mail: TicketMail,
  desk: Pick<DeskSettings, "reopenDays"> = DEFAULT_DESK,
  live: TicketLive = noLive,
) {
  return {
    async listNotes(user: CurrentUser, ticketId: string, query: NoteQuery): Promise<Paged<Note>> {
      await visibleTicket(db, user, ticketId);
      const internal = isStaffRole(user.role);
      const { sort, ...page } = query;
      const notes = await listNotesOfTicket(db, ticketId, page, { internal, sort });
      const ids = notes.rows.map((row) => row.id);
      // The page's attachments in one query.
      const files = new Map<string | null, AttachmentRow[]>();
      for (const file of await listAttachmentsOfNotes(db, ids)) {
        files.set(file.note_id, [...(files.get(file.note_id) ?? []), file]);
      }
      // Whether a mail's sender was authenticated is for staff to weigh (decision 029).
      const checks = internal ? await mailChecksOfNotes(db, ids) : new Map<string, MailCheck>();
      return mapPage(notes, (row) =>
        toNote(
          row,
          row.author_name ??
            (row.user_id === null && row.internal === 1 ? HELP_DESK : FORMER_STAFF_NAME),
          files.get(row.id) ?? [],
          checks.get(row.id) ?? null,
        ),
      );
    },

    async addNote(user: CurrentUser, ticketId: string, input: CreateNoteInput): Promise<Note> {
      const staff = isStaffRole(user.role);
      const internal = input.internal === true;
      if (internal && !staff) throw new ForbiddenError(ONLY_STAFF_WRITE_INTERNAL);
      const { note, ticket, files } = await db.transaction().execute(async (trx) => {
        const ticket = await visibleTicket(trx, user, ticketId);
        const now = nowIso();
        // Staff may answer any ticket, a closed one too; the customer's message opens a pending
        // ticket again and reopens a closed one for REOPEN_DAYS (decision 046).
        const effect = staff ? "stay" : customerWrites(ticket, desk.reopenDays, Date.parse(now));
        if (effect === "follow") {
          throw new ConflictError({ ...CLOSED_LONG_AGO, values: { days: desk.reopenDays } });
        }
        if (effect === "open") await updateTicketStatus(trx, ticketId, "open", now);
        const row = await insertNote(trx, {
          id: newId(),
          ticket_id: ticketId,
          user_id: user.id,
          text: input.text,
          is_staff: staff ? 1 : 0,
          internal: internal ? 1 : 0,
          created_at: now,
        });
        const files = await claimAll(trx, user, input.attachments, {
          ticketId,
          noteId: row.id,
        });
        // The first staff reply opens a new ticket (an internal note is no reply).
        if (staff && !internal) {
          await recordFirstResponse(trx, ticketId, now);
          if (ticket.status === "new") await updateTicketStatus(trx, ticketId, "open", now);
        }
        if (internal) await touchTicket(trx, ticketId, now);
        else await recordMessage(trx, ticketId, { text: input.text, at: now, byStaff: staff });
        return { note: toNote(row, user.name, files), ticket, files };
      });
      // An internal note is told to staff only, never to the customer's sockets.
      live.changed(ticket, internal ? "note" : "message", user.id, !internal);
      // After the commit, so the customer is never told of a note that was rolled back.
      if (!internal && notifiesCustomer(user, ticket)) {
        const product = await ticketTripName(db, ticket.product);
        await mail.toCustomer(ticket, { ...REPLY_SUBJECT, values: { product } }, [
          { ...REPLIED, values: { name: user.name, product } },
          "",
          input.text,
          ...attachedLine(files),
        ]);
      }
      return note;
    },
  };
}
export type NotesService = ReturnType<typeof createNotesService>;
