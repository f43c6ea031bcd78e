// Whose mail the desk takes (decision 029), through the real dovecot and SMTP: only an account's
// confirmed address makes notes and tickets, so someone who registered another person's address
// reads none of that person's mail; an unknown or unconfirmed sender gets one automatic answer a
// day, whichever process reads the mail, and an automatic mail none; the mailbox server's
// Authentication-Results are shown to staff on the note and, when the operator asks, required.
import type { Note, Ticket, TicketDetail } from "@app/shared/tickets";
import type { AuthUser } from "@app/shared/users";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  compose,
  type MailInDesk,
  replyAddressOf,
  SUPPORT,
  startMailInDesk,
} from "../../test/mail-in-desk";
import { auth, PASSWORD } from "../../test/test-app";
import { createMailIn, type MailIn } from "./mail-in.service";

/** The authserv-id of the test's mailbox server, as MAIL_IN_AUTHSERV_ID names it. */
const MX = "mx.institute.test";

let desk: MailInDesk;
let customer: AuthUser;
let staff: AuthUser;

beforeAll(async () => {
  desk = await startMailInDesk({ mailInAuthservIds: [MX] });
  customer = await desk.account("user", "Chandra Customer");
  staff = await desk.account("staff", "Sam Staff");
}, 30_000);
afterAll(async () => {
  await desk?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

/** The message as the mailbox server delivers it: its own headers on top. */
const delivered = (headers: string[], message: Buffer): Buffer =>
  Buffer.concat([Buffer.from(headers.map((line) => `${line}\r\n`).join("")), message]);

/** A message written by hand (headers a mail program would not let a test set). */
const raw = (headers: string[], body: string): Buffer =>
  Buffer.from(`${[...headers, "Content-Type: text/plain", "", body].join("\r\n")}\r\n`);

/** The automatic answers the SMTP server received for this address. */
async function answersTo(address: string) {
  await desk.t.app.mail.idle();
  return desk.smtp.received.filter(
    (mail) => mail.subject === `About your mail to ${SUPPORT}` && mail.rcptTo.includes(address),
  );
}

async function ticketsOf(user: AuthUser): Promise<Ticket[]> {
  const res = await desk.t.app.inject({
    method: "GET",
    url: "/api/tickets",
    headers: auth(user.token),
  });
  expect(res.statusCode).toBe(200);
  return res.json<Ticket[]>();
}

async function rejectionsOf(sender: string): Promise<string[]> {
  const rows = await desk.t.app.db
    .selectFrom("mail_in")
    .select("reason")
    .where("sender", "=", sender)
    .where("outcome", "=", "rejected")
    .execute();
  return rows.map((row) => row.reason ?? "");
}

/** Another server process reading the same mailbox and database. */
function anotherReader(options: { requireAuth?: boolean } = {}): MailIn {
  return createMailIn({
    db: desk.t.app.db,
    imapUrl: desk.imapUrl,
    supportAddress: SUPPORT,
    log: { info: () => {}, warn: () => {}, error: () => {} },
    mailer: desk.t.app.mail,
    publicUrl: desk.t.config.publicUrl,
    uploadMaxMb: desk.t.config.uploadMaxMb,
    authservIds: [MX],
    requireAuth: options.requireAuth ?? false,
  });
}

describe("an address its account never confirmed", () => {
  it("makes no ticket or note for whoever registered it, and its owner is told how to reach us", async () => {
    // Someone registers with another person's address, and raises a ticket staff answer by mail.
    const victim = "victim@elsewhere.test";
    const registered = await desk.t.app.inject({
      method: "POST",
      url: "/api/users/",
      payload: { name: "Ivan Impostor", email: victim, password: PASSWORD },
    });
    expect(registered.statusCode).toBe(201);
    const impostor = registered.json<AuthUser>();
    const ticket = await desk.newTicket(impostor, "Where is my booking?");
    const mail = await desk.staffReply(ticket._id, staff, "Which date did you book?");
    expect(mail.rcptTo).toEqual([victim]);

    // The address's real owner writes to support, and answers the mail that reached them.
    await desk.imap.deliver(
      await compose({
        from: victim,
        to: SUPPORT,
        subject: "My passport scan",
        text: "Here is my passport for the Plassey trip.",
        attachments: [{ filename: "passport.pdf", content: Buffer.from("%PDF-1.4\n%%EOF\n") }],
      }),
    );
    await desk.imap.deliver(
      await compose({
        from: victim,
        to: replyAddressOf(mail.replyTo),
        subject: `Re: ${mail.subject}`,
        text: "I booked nothing. My home address is 12 Lake Road.",
      }),
    );
    expect(await desk.mailIn().pollOnce()).toEqual({
      note: 0,
      ticket: 0,
      rejected: 2,
      skipped: 0,
    });

    expect((await ticketsOf(impostor)).map((t) => t._id)).toEqual([ticket._id]);
    expect((await desk.notesOf(ticket._id, impostor)).map((n) => n.text)).toEqual([
      "Which date did you book?",
    ]);
    expect(await rejectionsOf(victim)).toEqual([
      "The sender's address is not confirmed",
      "The sender's address is not confirmed",
    ]);
    // One answer for both mails, marked automatic, saying how to use the site.
    const answers = await answersTo(victim);
    expect(answers).toHaveLength(1);
    expect(answers[0]?.autoSubmitted).toBe("auto-replied");
    expect(answers[0]?.text).toContain("we take mails only from addresses");
    expect(answers[0]?.text).toContain("http://portal.test/new-ticket");
    expect(answers[0]?.text).toContain("http://portal.test/forgot-password");
  });
});

describe("the automatic answer", () => {
  it("is in Bengali alone for a Bengali account, its links to the Bengali pages", async () => {
    const reader = await desk.account("user", "মিতালি দে", { confirmed: false });
    await desk.t.app.db
      .updateTable("users")
      .set({ locale: "bn" })
      .where("email", "=", reader.email)
      .execute();
    await desk.imap.deliver(
      await compose({ from: reader.email, to: SUPPORT, subject: "ফি", text: "ফি কত?" }),
    );
    expect((await desk.mailIn().pollOnce()).rejected).toBe(1);
    await desk.t.app.mail.idle();
    const answers = desk.smtp.received.filter(
      (mail) =>
        mail.subject === `${SUPPORT}-এ পাঠানো আপনার মেল প্রসঙ্গে` && mail.rcptTo.includes(reader.email),
    );
    expect(answers).toHaveLength(1);
    const text = answers[0]?.text ?? "";
    expect(text).toContain("নমস্কার,");
    expect(text).not.toContain("Hello");
    // The public pages at their Bengali addresses, each link followed by a line's end.
    const site = desk.t.config.publicUrl;
    for (const path of ["/bn/login", "/bn/forgot-password", "/bn/register"]) {
      expect(text).toMatch(new RegExp(`${site}${path}\\s`));
    }
    // The signed-in screens have one address, shown in the account's language.
    expect(text).toMatch(new RegExp(`${site}/profile\\s`));
    expect(text).toMatch(new RegExp(`${site}/new-ticket\\s`));
    expect(text).not.toContain(`${site}/login`);
  });

  it("goes once a day to an address, whichever process reads its mail, and never to an automatic mail", async () => {
    const visitor = "visitor@elsewhere.test";
    const hello = (n: number) =>
      compose({ from: visitor, to: SUPPORT, subject: `Question ${n}`, text: "Do you run trips?" });
    const automatic = [
      raw(["From: ooo@elsewhere.test", `To: ${SUPPORT}`, "Auto-Submitted: auto-replied"], "Away"),
      raw(["From: news@elsewhere.test", `To: ${SUPPORT}`, "Precedence: bulk"], "News"),
      raw(["Return-Path: <>", "From: bounce@elsewhere.test", `To: ${SUPPORT}`], "Undelivered"),
      raw(["From: MAILER-DAEMON@elsewhere.test", `To: ${SUPPORT}`], "Undelivered"),
      raw(["From: away@elsewhere.test", `To: ${SUPPORT}`, "X-Autoreply: yes"], "Away"),
      raw(["From: list@elsewhere.test", `To: ${SUPPORT}`, "List-Id: <trips.elsewhere.test>"], "L"),
      // Its own domain says this mail is not from it: the answer would go to a forged address.
      delivered(
        [
          `Authentication-Results: ${MX}; spf=fail smtp.mailfrom=forged.test; dmarc=fail header.from=forged.test`,
        ],
        raw(["From: someone@forged.test", `To: ${SUPPORT}`], "Click here"),
      ),
    ];
    await desk.imap.deliver(await hello(1));
    await desk.imap.deliver(await hello(2));
    for (const message of automatic) await desk.imap.deliver(message);
    expect((await desk.mailIn().pollOnce()).rejected).toBe(2 + automatic.length);
    expect(await answersTo(visitor)).toHaveLength(1);
    expect(await rejectionsOf(visitor)).toEqual([
      "The sender has no account",
      "The sender has no account",
    ]);
    for (const address of [
      "ooo@elsewhere.test",
      "news@elsewhere.test",
      "bounce@elsewhere.test",
      "mailer-daemon@elsewhere.test",
      "away@elsewhere.test",
      "list@elsewhere.test",
      "someone@forged.test",
    ]) {
      expect(await answersTo(address), address).toEqual([]);
    }

    // Another process, the same day: the database remembers the answer.
    await desk.imap.deliver(await hello(3));
    expect((await anotherReader().pollOnce()).rejected).toBe(1);
    expect(await answersTo(visitor)).toHaveLength(1);

    // A day later the address may be answered again.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 25 * 3_600_000);
    await desk.imap.deliver(await hello(4));
    expect((await desk.mailIn().pollOnce()).rejected).toBe(1);
    expect(await answersTo(visitor)).toHaveLength(2);
  });
});

describe("the mailbox server's checks", () => {
  const domain = () => customer.email.split("@")[1] ?? "";

  it("are shown to staff on the note and the ticket a mail made, and to no one else", async () => {
    const ticket = await desk.newTicket(customer);
    const mail = await desk.staffReply(ticket._id, staff, "Which bus?");
    const reply = (text: string) =>
      compose({ from: customer.email, to: replyAddressOf(mail.replyTo), subject: "Re", text });
    await desk.imap.deliver(
      delivered(
        [
          `Authentication-Results: ${MX}; dkim=pass header.d=${domain()} header.s=s1;`,
          ` spf=pass smtp.mailfrom=${customer.email}; dmarc=pass header.from=${domain()}`,
        ],
        await reply("The 9 o'clock bus."),
      ),
    );
    // The server's own verdict on top; a header the sender wrote below it counts for nothing.
    await desk.imap.deliver(
      delivered(
        [
          `Authentication-Results: ${MX}; dkim=fail header.d=${domain()}; spf=softfail`,
          `Authentication-Results: ${MX}; dkim=pass header.d=${domain()}; dmarc=pass`,
        ],
        await reply("The 10 o'clock bus."),
      ),
    );
    // Only another server's header: nothing known.
    await desk.imap.deliver(
      delivered(
        [`Authentication-Results: mx.elsewhere.test; dmarc=pass header.from=${domain()}`],
        await reply("The 11 o'clock bus."),
      ),
    );
    await desk.imap.deliver(
      await compose({
        from: customer.email,
        to: SUPPORT,
        subject: "Lost scarf",
        text: "A green scarf on the Iskon trip.",
      }),
    );
    expect(await desk.mailIn().pollOnce()).toMatchObject({ note: 3, ticket: 1, rejected: 0 });

    const checks = (notes: Note[]) => notes.map((note) => [note.text, note.mailCheck]);
    expect(checks(await desk.notesOf(ticket._id, staff))).toEqual([
      ["Which bus?", null],
      ["The 9 o'clock bus.", { authenticated: true, dkim: "pass", spf: "pass", dmarc: "pass" }],
      ["The 10 o'clock bus.", { authenticated: false, dkim: "fail", spf: "softfail", dmarc: null }],
      ["The 11 o'clock bus.", { authenticated: false, dkim: null, spf: null, dmarc: null }],
    ]);
    for (const note of await desk.notesOf(ticket._id, customer)) expect(note.mailCheck).toBeNull();

    const [scarf] = (await ticketsOf(customer)).filter((t) => t.description.includes("scarf"));
    const detail = async (by: AuthUser) =>
      (
        await desk.t.app.inject({
          method: "GET",
          url: `/api/tickets/${scarf?._id}`,
          headers: auth(by.token),
        })
      ).json<TicketDetail>().mailCheck;
    expect(await detail(staff)).toEqual({
      authenticated: false,
      dkim: null,
      spf: null,
      dmarc: null,
    });
    expect(await detail(customer)).toBeNull();
    expect(
      (
        await desk.t.app.inject({
          method: "GET",
          url: `/api/tickets/${ticket._id}`,
          headers: auth(staff.token),
        })
      ).json<TicketDetail>().mailCheck,
    ).toBeNull();
  });

  it("are required with MAIL_IN_REQUIRE_AUTH: a mail without a pass for its sender's domain is refused", async () => {
    const ticket = await desk.newTicket(customer);
    const mail = await desk.staffReply(ticket._id, staff, "Which seat?");
    const reply = (text: string) =>
      compose({ from: customer.email, to: replyAddressOf(mail.replyTo), subject: "Re", text });
    await desk.imap.deliver(
      delivered([`Authentication-Results: ${MX}; spf=pass; dkim=none`], await reply("Seat 3.")),
    );
    await desk.imap.deliver(
      delivered(
        [`Authentication-Results: ${MX}; dkim=pass header.d=${domain()}`],
        await reply("Seat 4."),
      ),
    );
    expect(await anotherReader({ requireAuth: true }).pollOnce()).toMatchObject({
      note: 1,
      rejected: 1,
    });
    expect((await desk.notesOf(ticket._id, staff)).map((n) => n.text)).toEqual([
      "Which seat?",
      "Seat 4.",
    ]);
    expect(await rejectionsOf(customer.email)).toEqual([
      "Not authenticated: no DMARC or DKIM pass for the sender's domain",
    ]);
  });
});
