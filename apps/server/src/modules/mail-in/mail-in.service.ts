// Replies by email (issue 20): reads the support mailbox over IMAP (IMAP_URL) every
// IMAP_POLL_SECONDS and turns
// - a customer's answer to a ticket's mail (to support+<token>@…) into a note on that ticket,
//   reopening it if it was closed;
// - a mail from a registered customer with no token into a new ticket;
// and makes nothing of anything else (an unknown sender, a forged or unknown token, someone else
// answering a ticket's mail, automatic replies), leaving it flagged $PortalRejected in the mailbox.
//
// Quoted history and signatures are cut (email-reply-parser); photos and PDFs are kept as the
// desk's attachments. Every message read is recorded in `mail_in` under its Message-ID in the same
// transaction as what it made, so several processes reading one mailbox make each note once.
import { createHash } from "node:crypto";
import { MAX_ATTACHMENTS } from "@app/shared/tickets";
import { TRIP_NAMES, TRIPS, type Trip } from "@app/shared/trips";
import EmailReplyParser from "email-reply-parser";
import type { ImapFlow } from "imapflow";
import type { Kysely } from "kysely";
import type { AddressObject, ParsedMail } from "mailparser";
import type { Database } from "../../db/schema";
import { newId, nowIso } from "../../lib/ids";
import { rowCount } from "../../lib/paging";
import { type AttachmentFile, readAttachmentFile } from "../tickets/attachment-file";
import { insertAttachment } from "../tickets/attachments.repository";
import { replyTokenOf } from "../tickets/reply-address";
import {
  findTicketByReplyToken,
  insertNote,
  insertTicket,
  updateTicketStatus,
} from "../tickets/tickets.repository";
import { newTicketRow } from "../tickets/tickets.service";
import { findUserByEmail } from "../users/users.repository";

/** Set on every message read, whatever became of it; the search skips these. */
export const DONE_FLAG = "$PortalDone";
/** Set beside DONE_FLAG on a message that made nothing (left unread for a person to look at). */
export const REJECTED_FLAG = "$PortalRejected";
/** Messages read per poll, so one poll's memory stays bounded; the rest wait for the next. */
const BATCH = 20;
const MAX_TEXT = 5000;

type Logger = {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};

export type MailInOutcome =
  | { outcome: "note" | "ticket"; ticketId: string }
  | { outcome: "rejected"; reason: string }
  | { outcome: "skipped" };

export type PollResult = { note: number; ticket: number; rejected: number; skipped: number };

/** How to reach the mailbox, from IMAP_URL (`imaps://user:password@host:993/Mailbox`). */
export function imapOptionsOf(imapUrl: string) {
  const url = new URL(imapUrl);
  const secure = url.protocol === "imaps:";
  const mailbox = decodeURIComponent(url.pathname.replace(/^\//, "")) || "INBOX";
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 993 : 143,
    secure,
    auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) },
    mailbox,
  };
}

/** Every address a message went to, as the headers and the delivering server name them. */
function recipientsOf(mail: ParsedMail): string[] {
  const fromObjects = (value: AddressObject | AddressObject[] | undefined) =>
    (Array.isArray(value) ? value : value ? [value] : []).flatMap((object) =>
      object.value.flatMap((entry) => (entry.address ? [entry.address] : [])),
    );
  const header = (name: string) => {
    const value = mail.headers.get(name);
    if (typeof value === "string") return [value.replace(/^<|>$/g, "")];
    return [];
  };
  return [
    ...fromObjects(mail.to),
    ...fromObjects(mail.cc),
    ...header("delivered-to"),
    ...header("x-original-to"),
  ];
}

/** An auto-reply, bounce or list mail: answering it would start a mail loop. */
function isAutomatic(mail: ParsedMail, sender: string): boolean {
  const autoSubmitted = mail.headers.get("auto-submitted");
  const precedence = mail.headers.get("precedence");
  return (
    (typeof autoSubmitted === "string" && autoSubmitted.toLowerCase() !== "no") ||
    (typeof precedence === "string" && /^(bulk|junk|list|auto_reply)$/i.test(precedence)) ||
    mail.headers.has("x-autoreply") ||
    mail.headers.has("x-autorespond") ||
    /^(mailer-daemon|postmaster)@/i.test(sender)
  );
}

/** The new part of the message: quoted history and signatures cut, at most 5000 characters. */
export function replyTextOf(text: string): string {
  const visible = new EmailReplyParser().parseReply(text.replace(/\r\n/g, "\n"));
  return visible.trim().slice(0, MAX_TEXT);
}

/** The trip a mail without a ticket is about: one it names, else the customer's last, else the first. */
async function tripOf(db: Kysely<Database>, userId: string, words: string): Promise<Trip> {
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

export function createMailIn(options: {
  db: Kysely<Database>;
  imapUrl: string;
  supportAddress: string;
  log: Logger;
  /** Opens a client (tests and the real server both use imapflow). */
  connect?: () => Promise<ImapFlow>;
}) {
  const { db, imapUrl, supportAddress, log } = options;
  const imap = imapOptionsOf(imapUrl);

  const connect =
    options.connect ??
    (async () => {
      const { ImapFlow } = await import("imapflow");
      const client = new ImapFlow({
        host: imap.host,
        port: imap.port,
        secure: imap.secure,
        auth: imap.auth,
        logger: false,
      });
      await client.connect();
      return client;
    });

  /** Photos and PDFs of the mail the desk keeps (others, and refused ones, are left out). */
  async function attachmentsOf(mail: ParsedMail): Promise<AttachmentFile[]> {
    const kept: AttachmentFile[] = [];
    for (const part of mail.attachments) {
      if (kept.length >= MAX_ATTACHMENTS) break;
      try {
        kept.push(await readAttachmentFile(part.content, part.filename));
      } catch {
        // Not a photo or PDF the desk keeps: the note says nothing of it.
      }
    }
    return kept;
  }

  async function storeAttachments(
    trx: Kysely<Database>,
    files: AttachmentFile[],
    place: { ticketId: string; noteId: string | null; uploaderId: string },
  ) {
    for (const file of files) await insertAttachment(trx, file, place);
  }

  async function alreadyRead(key: string): Promise<boolean> {
    const row = await db
      .selectFrom("mail_in")
      .select("message_key")
      .where("message_key", "=", key)
      .executeTakeFirst();
    return row !== undefined;
  }

  async function reject(key: string, sender: string, reason: string): Promise<MailInOutcome> {
    await db
      .insertInto("mail_in")
      .values({
        message_key: key,
        outcome: "rejected",
        ticket_id: null,
        sender,
        reason,
        received_at: nowIso(),
      })
      .onConflict((conflict) => conflict.column("message_key").doNothing())
      .execute();
    return { outcome: "rejected", reason };
  }

  /** What one message becomes; `skipped` when another process made it first. */
  async function handle(source: Buffer): Promise<MailInOutcome> {
    const { simpleParser } = await import("mailparser");
    const mail = await simpleParser(source);
    const key = (
      mail.messageId?.trim() || `sha256:${createHash("sha256").update(source).digest("hex")}`
    ).slice(0, 255);
    if (await alreadyRead(key)) return { outcome: "skipped" };
    const sender = (mail.from?.value[0]?.address ?? "").toLowerCase();
    if (!sender) return reject(key, "", "No sender");
    if (isAutomatic(mail, sender)) return reject(key, sender, "An automatic message");

    const text = replyTextOf(mail.text ?? "");
    const files = await attachmentsOf(mail);
    if (!text && files.length === 0) return reject(key, sender, "An empty message");

    const tokens = recipientsOf(mail).flatMap((address) => {
      const token = replyTokenOf(supportAddress, address);
      return token ? [token] : [];
    });
    const customer = await findUserByEmail(db, sender);
    const now = nowIso();
    const record = (outcome: "note" | "ticket", ticketId: string) => ({
      message_key: key,
      outcome,
      ticket_id: ticketId,
      sender,
      reason: null,
      received_at: now,
    });

    try {
      if (tokens.length > 0) {
        const ticket = await findTicketByReplyToken(db, tokens[0] ?? "");
        if (!ticket) return await reject(key, sender, "No ticket has this reply address");
        if (ticket.customer_email.toLowerCase() !== sender) {
          return await reject(key, sender, "The sender is not the ticket's customer");
        }
        await db.transaction().execute(async (trx) => {
          await trx.insertInto("mail_in").values(record("note", ticket.id)).execute();
          const noteId = newId();
          await insertNote(trx, {
            id: noteId,
            ticket_id: ticket.id,
            user_id: ticket.user_id,
            text,
            is_staff: 0,
            internal: 0,
            created_at: now,
          });
          await storeAttachments(trx, files, {
            ticketId: ticket.id,
            noteId,
            uploaderId: ticket.user_id,
          });
          // The customer wrote again: a closed ticket needs staff once more.
          if (ticket.status === "closed") await updateTicketStatus(trx, ticket.id, "open", now);
        });
        return { outcome: "note", ticketId: ticket.id };
      }

      if (!customer) return await reject(key, sender, "The sender has no account");
      const subject = (mail.subject ?? "").trim();
      const description = (subject ? `${subject}\n\n${text}` : text).slice(0, MAX_TEXT);
      const product = await tripOf(db, customer.id, `${subject} ${text}`);
      const ticket = newTicketRow({ userId: customer.id, product, description, now });
      const ticketId = ticket.id;
      await db.transaction().execute(async (trx) => {
        await insertTicket(trx, ticket);
        // In the same transaction: a second reader's insert of the key fails, undoing its ticket.
        await trx.insertInto("mail_in").values(record("ticket", ticketId)).execute();
        await storeAttachments(trx, files, { ticketId, noteId: null, uploaderId: customer.id });
      });
      return { outcome: "ticket", ticketId };
    } catch (error) {
      // Another process recorded the message between our check and our insert: it made it.
      if (await alreadyRead(key)) return { outcome: "skipped" };
      throw error;
    }
  }

  /** Reads what is new in the mailbox once; several processes may do so at the same time. */
  async function pollOnce(): Promise<PollResult> {
    const result: PollResult = { note: 0, ticket: 0, rejected: 0, skipped: 0 };
    const client = await connect();
    try {
      const lock = await client.getMailboxLock(imap.mailbox);
      try {
        const found = await client.search({ unKeyword: DONE_FLAG }, { uid: true });
        for (const uid of (found || []).slice(0, BATCH)) {
          const message = await client.fetchOne(String(uid), { source: true }, { uid: true });
          if (message === false || !message.source) continue;
          const outcome = await handle(message.source);
          result[outcome.outcome]++;
          if (outcome.outcome === "rejected") {
            log.warn({ uid, reason: outcome.reason }, "mail-in: message made nothing");
          }
          const flags =
            outcome.outcome === "rejected" ? [DONE_FLAG, REJECTED_FLAG] : [DONE_FLAG, "\\Seen"];
          await client.messageFlagsAdd(String(uid), flags, { uid: true });
        }
      } finally {
        lock.release();
      }
    } finally {
      await client.logout().catch(() => client.close());
    }
    if (result.note + result.ticket > 0) log.info({ ...result }, "mail-in: mailbox read");
    return result;
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;
  return {
    pollOnce,
    /** Reads the mailbox now and every `seconds`; a failed read is logged and tried again later. */
    start(seconds: number) {
      stopped = false;
      const tick = () => {
        running = pollOnce()
          .catch((error: unknown) =>
            log.error({ err: error }, "mail-in: reading the mailbox failed"),
          )
          .finally(() => {
            running = undefined;
            if (stopped) return;
            timer = setTimeout(tick, seconds * 1000);
            timer.unref();
          });
      };
      timer = setTimeout(tick, 0);
      timer.unref();
    },
    /** Stops reading, after the read under way. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export type MailIn = ReturnType<typeof createMailIn>;
