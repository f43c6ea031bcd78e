// What one message read from the support mailbox becomes (decision 029): a note on the ticket whose
// reply address it went to, a new ticket, or nothing, recorded with its reason. The customer is the
// account whose confirmed address sent it; an unknown or unconfirmed sender gets one automatic
// answer a day saying how to reach us. A message that cannot be read or stored (too many MIME
// parts, a failing insert) is recorded as rejected with the error, so the next one goes on. Every
// message is recorded in `mail_in` under its Message-ID in the same transaction as what it made, so
// several processes reading one mailbox make each note once.
import { createHash } from "node:crypto";
import { isLanguage } from "@app/shared/i18n";
import type { MailCheck } from "@app/shared/tickets";
import { TRIP_NAMES, TRIPS } from "@app/shared/trips";
import type { Kysely } from "kysely";
import type { ParsedMail, SimpleParserOptions } from "mailparser";
import type { Database } from "../../db/schema";
import { newId, nowIso } from "../../lib/ids";
import { rowCount } from "../../lib/paging";
import type { Mailer } from "../mail/mail.service";
import type { AttachmentFile } from "../tickets/attachment-file";
import { insertAttachment } from "../tickets/attachments.repository";
import { insertNote } from "../tickets/notes.repository";
import { replyTokenOf } from "../tickets/reply-address";
import { noLive, type TicketLive } from "../tickets/ticket-live";
import {
  findTicketByReplyToken,
  insertTicket,
  recordMessage,
  updateTicketStatus,
} from "../tickets/tickets.repository";
import { customerWrites, DEFAULT_DESK, newTicketRow } from "../tickets/tickets.service";
import { findUserByEmail } from "../users/users.repository";
import { domainOf, mailCheckOf, trustedHeader } from "./authentication-results";
import { type AnswerReason, automaticAnswer } from "./automatic-answer";
import { filesOf } from "./mail-files";
import {
  forgetAnswersBefore,
  insertRecord,
  isRecorded,
  type MailInRecord,
  recordOnce,
  takeAnswerSlot,
} from "./mail-in.repository";
import {
  isAutomatic,
  MAX_ADDRESS,
  MAX_TEXT,
  mayBeAnswered,
  recipientsOf,
  replyTextOf,
  storable,
} from "./message-rules";

/**
 * MIME parts a mail may have (mailparser's default is 1000): a reply with its photos and an HTML
 * alternative has about ten. More is refused before the parts are decoded.
 */
const MAX_MIME_PARTS = 200;
/** An address gets the automatic answer at most once in this long, whichever process sends it. */
const ANSWER_EVERY_MS = 24 * 3_600_000;

const PARSER_OPTIONS: SimpleParserOptions = {
  maxChildNodes: MAX_MIME_PARTS,
  // Only the plain text is read: no HTML built from it, nor data: links for its images.
  skipTextToHtml: true,
  skipImageLinks: true,
  keepCidLinks: true,
};

export type Logger = {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};

export type MailInOutcome =
  | { outcome: "note" | "ticket"; ticketId: string }
  | { outcome: "rejected"; reason: string }
  | { outcome: "skipped" };

export type MessageRules = {
  db: Kysely<Database>;
  supportAddress: string;
  log: Logger;
  /** Sends the automatic answer (through the outbox). */
  mailer: Mailer;
  /** The site's address, for the links in the automatic answer. */
  publicUrl: string;
  /** The largest file a mail may bring, as for uploads on the site (UPLOAD_MAX_MB). */
  uploadMaxMb: number;
  /** Whose Authentication-Results to believe (MAIL_IN_AUTHSERV_ID). */
  authservIds: readonly string[] | "topmost";
  /** Refuse a mail whose sender is not authenticated (MAIL_IN_REQUIRE_AUTH). */
  requireAuth: boolean;
  /** Days after closing within which a reply reopens a ticket (REOPEN_DAYS; decision 046). */
  reopenDays?: number;
  /** Tells the desk's screens of a new ticket or message. */
  live?: TicketLive;
};

/** The trip a mail without a ticket is about: one it names, else the customer's last, else the first. */
async function tripOf(db: Kysely<Database>, userId: string, words: string): Promise<string> {
  const lower = words.toLowerCase();
  const named = TRIPS.find(
    (trip) => lower.includes(trip) || lower.includes(TRIP_NAMES[trip].toLowerCase()),
  );
  if (named) return named;
  const last = await db
    .selectFrom("tickets")
    .select("product")
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .limit(rowCount(1))
    .executeTakeFirst();
  return last?.product ?? TRIPS[0];
}

/** Why a mail could not be read, in words for the record. */
function parseFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/child nodes/i.test(message)) return `The mail has more than ${MAX_MIME_PARTS} MIME parts`;
  return `The mail could not be read: ${message}`;
}

/** The raw values of the mail's Authentication-Results headers, topmost first. */
const authenticationResultsOf = (mail: ParsedMail): string[] =>
  mail.headerLines
    .filter((header) => header.key === "authentication-results")
    .map((header) => header.line.slice(header.line.indexOf(":") + 1));

/** A mail's record before its outcome: its key, its sender and its checks, as stored. */
type Received = { key: string; sender: string; check: MailCheck | null };

const checkColumns = (check: MailCheck | null) => ({
  auth_dkim: check?.dkim ?? null,
  auth_spf: check?.spf ?? null,
  auth_dmarc: check?.dmarc ?? null,
  authenticated: check?.authenticated ? 1 : 0,
});

export function createMessageHandler(rules: MessageRules) {
  const { db, supportAddress, log, mailer, publicUrl, uploadMaxMb, authservIds, requireAuth } =
    rules;
  const reopenDays = rules.reopenDays ?? DEFAULT_DESK.reopenDays;
  const live = rules.live ?? noLive;

  async function storeAttachments(
    trx: Kysely<Database>,
    files: AttachmentFile[],
    place: { ticketId: string; noteId: string | null; uploaderId: string },
  ) {
    for (const file of files) await insertAttachment(trx, file, place);
  }

  /** Sends the automatic answer unless the address had one in the last day. */
  async function answer(mail: ParsedMail, received: Received, reason: AnswerReason) {
    const forged = received.check?.dmarc === "fail" || received.check?.spf === "fail";
    // Never to the support mailbox itself, whose mail would be read again.
    const ours =
      received.sender === supportAddress ||
      replyTokenOf(supportAddress, received.sender) !== undefined;
    if (!received.sender || ours || !mayBeAnswered(mail, forged)) return;
    const now = Date.now();
    const since = new Date(now - ANSWER_EVERY_MS).toISOString();
    if (!(await takeAnswerSlot(db, received.sender, new Date(now).toISOString(), since))) return;
    const account = await findUserByEmail(db, received.sender);
    const language = account && isLanguage(account.locale) ? account.locale : undefined;
    mailer.enqueue(
      automaticAnswer({ to: received.sender, supportAddress, publicUrl, reason, language }),
    );
  }

  /**
   * Records a message that made nothing. `skipped` when another process recorded it first (it also
   * answered, if anyone was to be).
   */
  async function refuse(
    received: Received,
    reason: string,
    answering?: { mail: ParsedMail; reason: AnswerReason },
  ): Promise<MailInOutcome> {
    const recorded = await recordOnce(db, {
      message_key: received.key,
      outcome: "rejected",
      ticket_id: null,
      sender: received.sender,
      reason: storable(reason, 255),
      received_at: nowIso(),
      ...checkColumns(received.check),
    });
    if (!recorded) return { outcome: "skipped" };
    if (answering) {
      // The mail is recorded: an answer that cannot be sent is logged, not a reason to read it again.
      await answer(answering.mail, received, answering.reason).catch((error: unknown) =>
        log.error({ err: error, key: received.key }, "mail-in: the automatic answer failed"),
      );
    }
    return { outcome: "rejected", reason };
  }

  /** What a readable message becomes. */
  async function decide(mail: ParsedMail, received: Received): Promise<MailInOutcome> {
    const address = (mail.from?.value[0]?.address ?? "").trim().toLowerCase();
    if (!address) return refuse(received, "No sender");
    if (address.length > MAX_ADDRESS) return refuse(received, "The sender's address is too long");
    if (isAutomatic(mail, address)) return refuse(received, "An automatic message");

    const headers = authenticationResultsOf(mail);
    const header = trustedHeader(headers, authservIds);
    if (headers.length > 0 && !header) {
      log.info(
        { key: received.key, authservIds: headers.map((h) => h.trim().split(/[\s;]/)[0]) },
        "mail-in: no Authentication-Results from a trusted server (see MAIL_IN_AUTHSERV_ID)",
      );
    }
    const check = mailCheckOf(header, domainOf(address));
    received.check = check;
    if (requireAuth && !check.authenticated) {
      return refuse(received, "Not authenticated: no DMARC or DKIM pass for the sender's domain");
    }

    const customer = await findUserByEmail(db, address);
    if (!customer || customer.email_verified_at === null) {
      const reason = customer
        ? "The sender's address is not confirmed"
        : "The sender has no account";
      return refuse(received, reason, { mail, reason: { kind: "unconfirmed" } });
    }

    const token = recipientsOf(mail)
      .map((recipient) => replyTokenOf(supportAddress, recipient))
      .find((found) => found !== undefined);
    const ticket = token === undefined ? undefined : await findTicketByReplyToken(db, token);
    if (token !== undefined) {
      if (!ticket) return refuse(received, "No ticket has this reply address");
      if (ticket.user_id !== customer.id) {
        return refuse(received, "The sender is not the ticket's customer");
      }
    }

    const found = await filesOf(mail, uploadMaxMb);
    if ("refused" in found) {
      return refuse(received, found.refused, {
        mail,
        reason: { kind: "files", problem: found.problem },
      });
    }
    const { files } = found;
    const text = replyTextOf(mail.text ?? "");
    if (!text && files.length === 0) return refuse(received, "An empty message");

    const now = nowIso();
    const record = (
      outcome: "note" | "ticket",
      ticketId: string,
      noteId: string | null,
    ): MailInRecord => ({
      message_key: received.key,
      outcome,
      ticket_id: ticketId,
      note_id: noteId,
      sender: received.sender,
      reason: null,
      received_at: now,
      ...checkColumns(check),
    });

    const subject = storable((mail.subject ?? "").trim(), MAX_TEXT);
    // A reply long after its ticket closed starts a new ticket that follows it (decision 046).
    const effect = ticket ? customerWrites(ticket, reopenDays, Date.parse(now)) : "stay";
    if (ticket && effect !== "follow") {
      await db.transaction().execute(async (trx) => {
        const noteId = newId();
        await insertNote(trx, {
          id: noteId,
          ticket_id: ticket.id,
          user_id: customer.id,
          text,
          is_staff: 0,
          internal: 0,
          created_at: now,
        });
        // In the same transaction: a second reader's insert of the key fails, undoing its note.
        await insertRecord(trx, record("note", ticket.id, noteId));
        await storeAttachments(trx, files, {
          ticketId: ticket.id,
          noteId,
          uploaderId: customer.id,
        });
        // The customer wrote again: a pending or recently closed ticket needs staff once more.
        if (effect === "open") await updateTicketStatus(trx, ticket.id, "open", now);
        await recordMessage(trx, ticket.id, { text, at: now, byStaff: false });
      });
      live.changed(ticket, "message", customer.id, true);
      return { outcome: "note", ticketId: ticket.id };
    }

    // The mail's subject is the ticket's (a reply's "Re:" dropped); its text the first message.
    const ownSubject = subject.replace(/^((re|fwd?|aw)\s*:\s*)+/i, "").trim();
    const description = storable(text, MAX_TEXT);
    const product = ticket?.product ?? (await tripOf(db, customer.id, `${subject} ${text}`));
    const row = newTicketRow({
      userId: customer.id,
      product,
      subject: ownSubject || ticket?.subject || undefined,
      description,
      now,
      follows: ticket?.id ?? null,
    });
    await db.transaction().execute(async (trx) => {
      await insertTicket(trx, row);
      await insertRecord(trx, record("ticket", row.id, null));
      await storeAttachments(trx, files, {
        ticketId: row.id,
        noteId: null,
        uploaderId: customer.id,
      });
    });
    live.changed(row, "created", customer.id, true);
    return { outcome: "ticket", ticketId: row.id };
  }

  /** What one message becomes; `skipped` when another process made it first. */
  async function handle(source: Buffer): Promise<MailInOutcome> {
    const hashKey = `sha256:${createHash("sha256").update(source).digest("hex")}`;
    const { simpleParser } = await import("mailparser");
    let mail: ParsedMail;
    try {
      mail = await simpleParser(source, PARSER_OPTIONS);
    } catch (error) {
      if (await isRecorded(db, hashKey)) return { outcome: "skipped" };
      return refuse({ key: hashKey, sender: "", check: null }, parseFailure(error));
    }
    const key = storable(mail.messageId?.trim() ?? "", 255) || hashKey;
    if (await isRecorded(db, key)) return { outcome: "skipped" };
    // Kept as it came, within the column: a longer one is refused before anything else is read.
    const sender = storable((mail.from?.value[0]?.address ?? "").trim().toLowerCase(), 320);
    const received: Received = { key, sender, check: null };
    try {
      return await decide(mail, received);
    } catch (error) {
      // Another process recorded the message between our check and our insert: it made it.
      if (await isRecorded(db, key)) return { outcome: "skipped" };
      // Anything else would stop every later message behind this one: record it and go on. A
      // database that is down fails this record too, and the message waits for the next poll.
      log.error({ err: error, key }, "mail-in: a message could not be stored");
      const message = error instanceof Error ? error.message : String(error);
      return refuse(received, `Could not be stored: ${message}`);
    }
  }

  return {
    handle,
    /** Forgets answers older than their limit: an address is kept no longer than it needs to be. */
    forgetOldAnswers: () =>
      forgetAnswersBefore(db, new Date(Date.now() - ANSWER_EVERY_MS).toISOString()),
  };
}
