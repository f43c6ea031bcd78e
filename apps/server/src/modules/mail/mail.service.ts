// Outgoing mail: every message is recorded in the outbox, then delivered over SMTP; the outbox row
// says whether it was sent and, if not, why. Deliveries are tracked so the app can wait for them.
import type { InstituteSettings } from "@app/shared/institute";
import type { OutboxMessage, OutboxQuery } from "@app/shared/mail";
import fastq from "fastq";
import type { Kysely } from "kysely";
import type { Transporter } from "nodemailer";
import type { Database } from "../../db/schema";
import { newId, nowIso } from "../../lib/ids";
import { mapPage, type Paged } from "../../lib/paging";
import { createInstituteService } from "../institute/institute.service";
import {
  findOutboxMessage,
  insertOutboxMessage,
  listOutbox,
  markOutboxFailed,
  markOutboxSent,
  type OutboxRow,
} from "./mail.repository";

/** A dead or silent SMTP server fails the message after this long instead of holding it. */
const SMTP_TIMEOUT_MS = 10_000;
const MAX_ERROR_LENGTH = 1000;
export const SMTP_NOT_CONFIGURED = "SMTP is not configured (SMTP_URL is unset)";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  /** Where the recipient's answer goes (a ticket's reply address); the sender's otherwise. */
  replyTo?: string;
  /** Secrets in the text (a one-time link's token): sent, but never stored in the outbox. */
  withheld?: string[];
  /** Extra header fields, e.g. `Auto-Submitted: auto-replied` on an automatic answer (RFC 3834). */
  headers?: Record<string, string>;
  /** Files sent with the message (a receipt's PDF); the outbox records only the text. */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
};

/** What the outbox shows in place of a withheld secret. */
export const WITHHELD = "[withheld from the outbox]";

type Logger = {
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};

export const toOutboxMessage = (row: OutboxRow): OutboxMessage => ({
  _id: row.id,
  recipient: row.recipient,
  subject: row.subject,
  state: row.state,
  error: row.error,
  createdAt: row.created_at,
  sentAt: row.sent_at,
});

/** The user name and password of SMTP_URL, which must never reach the outbox or the log. */
/** The lines under a mail's signature separator: name, address, phone and email. */
export function signatureOf(institute: InstituteSettings): string {
  return [
    institute.name,
    institute.addressLines.join(", "),
    `${institute.phoneDisplay} · ${institute.email}`,
  ].join("\n");
}

function credentialsOf(smtpUrl: string): string[] {
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    return [];
  }
  const parts = [url.password, url.username].flatMap((part) => {
    try {
      return [part, decodeURIComponent(part)];
    } catch {
      return [part];
    }
  });
  // Very short values would blank out ordinary words of the message.
  return [...new Set(parts)].filter((part) => part.length >= 4);
}

function describeError(error: unknown, secrets: string[]): string {
  let message = error instanceof Error ? error.message : String(error);
  for (const secret of secrets) message = message.replaceAll(secret, "***");
  return message.slice(0, MAX_ERROR_LENGTH) || "Unknown delivery error";
}

export function createMailService(options: {
  db: Kysely<Database>;
  smtpUrl: string | undefined;
  from: string;
  log: Logger;
  /** Told each message's outcome once its outbox row says it (the metrics count them). */
  onOutcome?: (outcome: "sent" | "failed") => void;
}) {
  const { db, smtpUrl, from, log, onOutcome = () => {} } = options;
  // nodemailer loads with the first message, not at start-up (most starts send no mail).
  let transport: Promise<Transporter> | null = null;
  const transportOf = (url: string): Promise<Transporter> => {
    transport ??= import("nodemailer").then(({ default: nodemailer }) =>
      nodemailer.createTransport(
        {
          url,
          connectionTimeout: SMTP_TIMEOUT_MS,
          greetingTimeout: SMTP_TIMEOUT_MS,
          socketTimeout: 3 * SMTP_TIMEOUT_MS,
        },
        { from },
      ),
    );
    return transport;
  };
  const secrets = smtpUrl ? credentialsOf(smtpUrl) : [];
  const institute = createInstituteService(db);
  const inFlight = new Set<Promise<unknown>>();

  function track<T>(task: Promise<T>): Promise<T> {
    const settled = task.then(
      () => undefined,
      () => undefined,
    );
    inFlight.add(settled);
    void settled.then(() => inFlight.delete(settled));
    return task;
  }

  async function deliver({
    to,
    subject,
    text: body,
    replyTo,
    withheld = [],
    headers,
    attachments,
  }: MailMessage): Promise<OutboxMessage> {
    // Every mail closes with the institute's details as an admin last saved them.
    const text = `${body}\n\n-- \n${signatureOf(await institute.get())}`;
    const row: OutboxRow = {
      id: newId(),
      recipient: to,
      subject,
      text: withheld.reduce((stored, secret) => stored.replaceAll(secret, WITHHELD), text),
      state: smtpUrl ? "pending" : "failed",
      error: smtpUrl ? null : SMTP_NOT_CONFIGURED,
      attempts: 0,
      created_at: nowIso(),
      sent_at: null,
    };
    await insertOutboxMessage(db, row);
    if (!smtpUrl) {
      log.warn({ outboxId: row.id }, "mail not sent: SMTP_URL is unset");
      onOutcome("failed");
      return toOutboxMessage(row);
    }
    let failure: string | null = null;
    try {
      await (await transportOf(smtpUrl)).sendMail({
        to,
        subject,
        text,
        replyTo,
        headers,
        attachments,
      });
    } catch (error) {
      failure = describeError(error, secrets);
    }
    if (failure === null) {
      await markOutboxSent(db, row.id, nowIso());
      onOutcome("sent");
    } else {
      log.warn({ outboxId: row.id, reason: failure }, "mail delivery failed");
      await markOutboxFailed(db, row.id, failure);
      onOutcome("failed");
    }
    return toOutboxMessage((await findOutboxMessage(db, row.id)) ?? row);
  }

  // Work for `later`, one task at a time, so that a rule it checks (five reset links an hour) is
  // never checked by two tasks at once; each starts after the answer that queued it has gone.
  const laterWork = fastq.promise(async (task: () => Promise<void>) => {
    await new Promise<void>((resolve) => setImmediate(resolve));
    await task();
  }, 1);

  async function idle(): Promise<void> {
    while (inFlight.size > 0) await Promise.all(inFlight);
  }

  return {
    /** Records the message and delivers it; resolves with its outbox entry, sent or failed. */
    send(message: MailMessage): Promise<OutboxMessage> {
      return track(deliver(message));
    },
    /** Sends in the background: the caller neither waits nor fails; the outbox shows the result. */
    enqueue(message: MailMessage): void {
      track(deliver(message)).catch((error: unknown) => {
        log.error({ err: error }, "mail could not be recorded in the outbox");
      });
    },
    /**
     * Runs `task`, work that may end in a mail (a lookup, a one-time link), once the caller's
     * answer has gone: the answer neither waits for it nor tells what it found. Tracked like a
     * send (idle, close); a failure is logged.
     */
    later(task: () => Promise<void>): void {
      track(laterWork.push(task)).catch((error: unknown) => {
        log.error({ err: error }, "background mail work failed");
      });
    },
    /** Resolves once every send and task started so far (and any started meanwhile) has finished. */
    idle,
    async list(query: OutboxQuery): Promise<Paged<OutboxMessage>> {
      return mapPage(await listOutbox(db, query), toOutboxMessage);
    },
    async close(): Promise<void> {
      await idle();
      // A transport that failed to come up was already reported on its message: nothing to close.
      (await transport?.catch(() => null))?.close();
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
/** What other modules need to send mail. */
export type Mailer = Pick<MailService, "enqueue" | "later">;
