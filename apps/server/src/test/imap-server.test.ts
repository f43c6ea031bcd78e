// The private dovecot from imap-server.ts, used the way the mail import will use it: imapflow
// clients search, fetch and flag messages, several of them at once.
import { ImapFlow } from "imapflow";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startImapServer, type TestImapServer } from "./imap-server";

const REJECTED = "$PortalRejected";

function message(subject: string, text: string): string {
  return [
    "From: Ann Customer <ann@example.com>",
    "To: support@example.com",
    `Subject: ${subject}`,
    `Message-ID: <${subject.replace(/\W/g, "")}@example.com>`,
    "Date: Tue, 24 Nov 2026 10:00:00 +0000",
    "Content-Type: text/plain; charset=utf-8",
    "",
    text,
    "",
  ].join("\r\n");
}

describe("test IMAP server (dovecot)", () => {
  let imap: TestImapServer;
  const clients: ImapFlow[] = [];

  /** A logged-in imapflow client; logged out after the tests. */
  async function client(): Promise<ImapFlow> {
    const flow = new ImapFlow({
      host: imap.host,
      port: imap.port,
      secure: false,
      logger: false,
      auth: { user: imap.user, pass: imap.password },
    });
    await flow.connect();
    clients.push(flow);
    return flow;
  }

  beforeAll(async () => {
    imap = await startImapServer();
    await imap.deliver(message("First question", "Hello, where is my order?"));
    await imap.deliver(Buffer.from(message("Second question", "Grüße, the invoice is wrong.")));
  });

  afterAll(async () => {
    await Promise.all(clients.map((flow) => (flow.usable ? flow.logout() : undefined)));
    await imap?.close();
  });

  it("fetches unseen messages, parses them and flags them by UID", async () => {
    const flow = await client();
    const lock = await flow.getMailboxLock("INBOX");
    try {
      expect(flow.mailbox && [...(flow.mailbox.permanentFlags ?? [])]).toContain("\\*");
      const uids = await flow.search({ seen: false, unKeyword: REJECTED }, { uid: true });
      expect(uids).toHaveLength(2);
      const fetched = await flow.fetchAll(
        uids || [],
        { uid: true, envelope: true, source: true },
        { uid: true },
      );
      expect(fetched.map((m) => m.envelope?.subject)).toEqual([
        "First question",
        "Second question",
      ]);

      const [first, second] = fetched;
      if (!first || !second) throw new Error("expected two messages");
      const parsed = await simpleParser(second.source ?? Buffer.alloc(0));
      expect(parsed.subject).toBe("Second question");
      expect(parsed.from?.value[0]?.address).toBe("ann@example.com");
      expect(parsed.text?.trim()).toBe("Grüße, the invoice is wrong.");

      expect(await flow.messageFlagsAdd(first.uid, ["\\Seen"], { uid: true })).toBe(true);
      expect(await flow.messageFlagsAdd(second.uid, [REJECTED], { uid: true })).toBe(true);
      expect(await flow.search({ seen: false, unKeyword: REJECTED }, { uid: true })).toEqual([]);

      expect(await imap.list()).toEqual([
        { uid: first.uid, flags: ["\\Seen"], subject: "First question" },
        { uid: second.uid, flags: [REJECTED], subject: "Second question" },
      ]);
    } finally {
      lock.release();
    }
  });

  it("serves several clients at once, each seeing the same messages", async () => {
    const [a, b] = await Promise.all([client(), client()]);
    const [lockA, lockB] = await Promise.all([
      a.getMailboxLock("INBOX"),
      b.getMailboxLock("INBOX"),
    ]);
    try {
      const query = { uid: true, flags: true, envelope: true };
      const [seenByA, seenByB] = await Promise.all([
        a.fetchAll("1:*", query),
        b.fetchAll("1:*", query),
      ]);
      const summary = (messages: typeof seenByA) =>
        messages.map((m) => ({ uid: m.uid, subject: m.envelope?.subject }));
      expect(summary(seenByA)).toHaveLength(2);
      expect(summary(seenByA)).toEqual(summary(seenByB));

      // A message delivered meanwhile, and a flag one client sets, reach the other client. A
      // selected session only learns of new messages at a sync point (NOOP here; dovecot does
      // not count a new message in a SEARCH before that).
      await imap.deliver(message("Third question", "Anyone there?"));
      await Promise.all([a.noop(), b.noop()]);
      const [newA] = (await a.search({ seen: false, unKeyword: REJECTED }, { uid: true })) || [];
      if (newA === undefined) throw new Error("the third message is not unseen");
      await a.messageFlagsAdd(newA, ["\\Seen"], { uid: true });
      const seenFlags = await b.fetchOne(String(newA), { flags: true }, { uid: true });
      expect(seenFlags && [...(seenFlags.flags ?? [])]).toContain("\\Seen");
    } finally {
      lockA.release();
      lockB.release();
    }
  });
});
