// Replies by email: reads the support mailbox over IMAP (IMAP_URL) every IMAP_POLL_SECONDS, one
// message at a time (mail-in.messages.ts says what each becomes), and flags each so it is not read
// again: $PortalDone, with \Seen when it made a note or ticket, or $PortalRejected (left unread
// for a person to look at) when it made nothing. Several processes may read one mailbox at once.
import type { ImapFlow } from "imapflow";
import { createMessageHandler, type MessageRules } from "./mail-in.messages";

/** Set on every message read, whatever became of it; the search skips these. */
export const DONE_FLAG = "$PortalDone";
/** Set beside DONE_FLAG on a message that made nothing (left unread for a person to look at). */
export const REJECTED_FLAG = "$PortalRejected";
/** Messages read per poll, so one poll's memory stays bounded; the rest wait for the next. */
const BATCH = 20;

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

export function createMailIn(
  options: MessageRules & {
    imapUrl: string;
    /** Told what each message became (the metrics count them). */
    onOutcome?: (outcome: "note" | "ticket" | "rejected") => void;
    /** Opens a client (tests and the real server both use imapflow). */
    connect?: () => Promise<ImapFlow>;
  },
) {
  const { imapUrl, log, onOutcome = () => {} } = options;
  const imap = imapOptionsOf(imapUrl);
  const messages = createMessageHandler(options);

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

  /** Reads what is new in the mailbox once; several processes may do so at the same time. */
  async function pollOnce(): Promise<PollResult> {
    const result: PollResult = { note: 0, ticket: 0, rejected: 0, skipped: 0 };
    await messages.forgetOldAnswers();
    const client = await connect();
    try {
      const lock = await client.getMailboxLock(imap.mailbox);
      try {
        const found = await client.search({ unKeyword: DONE_FLAG }, { uid: true });
        for (const uid of (found || []).slice(0, BATCH)) {
          const message = await client.fetchOne(String(uid), { source: true }, { uid: true });
          if (message === false || !message.source) continue;
          const outcome = await messages.handle(message.source);
          result[outcome.outcome]++;
          if (outcome.outcome !== "skipped") onOutcome(outcome.outcome);
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
