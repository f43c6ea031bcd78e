// Replies by email (issue 20), against a real IMAP server (dovecot) and the real SMTP path: the
// mail about a staff reply carries the ticket's reply address; the customer's answer to it, put
// in the mailbox, becomes a note both the customer and staff see (quoted history and signature
// cut, photos kept); a mail from a known customer without a token becomes a ticket; a forged
// token, a stranger and an auto-reply make nothing and stay flagged; several readers at once
// make one note.
import type { Note, Ticket, TicketDetail } from "@app/shared/tickets";
import type { AuthUser } from "@app/shared/users";
import nodemailer, { type SendMailOptions } from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startImapServer, type TestImapServer } from "../../test/imap-server";
import { pngImage } from "../../test/shop-fixtures";
import { startSmtpServer, type TestSmtpServer } from "../../test/smtp-server";
import { auth, buildTestApp, createUser, type TestApp } from "../../test/test-app";
import { createMailIn, DONE_FLAG, REJECTED_FLAG, replyTextOf } from "./mail-in.service";

const SUPPORT = "support@institute.test";
let imap: TestImapServer;
let smtp: TestSmtpServer;
let t: TestApp;
let customer: AuthUser;
let stranger: AuthUser;
let staff: AuthUser;

beforeAll(async () => {
  [imap, smtp] = await Promise.all([startImapServer(), startSmtpServer()]);
  t = await buildTestApp({
    smtpUrl: smtp.url,
    imapUrl: `imap://${imap.user}:${imap.password}@${imap.host}:${imap.port}`,
    supportAddress: SUPPORT,
  });
  customer = await createUser(t.app, "user", "Chandra Customer");
  stranger = await createUser(t.app, "user", "Oscar Other");
  staff = await createUser(t.app, "staff", "Sam Staff");
}, 30_000);
afterAll(async () => {
  await t?.close();
  await Promise.all([imap?.close(), smtp?.close()]);
});

/** A real MIME message, composed by nodemailer as a mail program would send it. */
async function compose(mail: SendMailOptions): Promise<Buffer> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const info = await transport.sendMail(mail);
  return info.message as Buffer;
}

const mailIn = () => {
  if (!t.app.mailIn) throw new Error("mail-in is not configured");
  return t.app.mailIn;
};

async function newTicket(by = customer, description = "The bus was late"): Promise<Ticket> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/tickets",
    headers: auth(by.token),
    payload: { product: "hazarduari", description },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Ticket>();
}

async function notesOf(ticketId: string, by: AuthUser): Promise<Note[]> {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/tickets/${ticketId}/notes`,
    headers: auth(by.token),
  });
  expect(res.statusCode).toBe(200);
  return res.json<Note[]>();
}

/** Staff reply on the ticket; answers the mail the customer received about it. */
async function staffReply(ticketId: string, text: string) {
  const res = await t.app.inject({
    method: "POST",
    url: `/api/tickets/${ticketId}/notes`,
    headers: auth(staff.token),
    payload: { text },
  });
  expect(res.statusCode, res.body).toBe(201);
  await t.app.mail.idle();
  const mail = smtp.received.findLast((m) => m.text.includes(text));
  if (!mail) throw new Error("the reply was not mailed");
  return mail;
}

const replyAddressOf = (replyTo: string) => replyTo.replace(/^.*<|>.*$/g, "");

describe("a customer's answer by email", () => {
  it("becomes a note on the ticket, without the quoted mail or the signature, with its photo", async () => {
    const ticket = await newTicket();
    const mail = await staffReply(ticket._id, "Which seat were you in?");
    const replyTo = replyAddressOf(mail.replyTo);
    expect(replyTo).toMatch(/^support\+[0-9a-f]{32}@institute\.test$/);
    expect(mail.text).toContain("Reply to this email to add to your ticket.");

    await imap.deliver(
      await compose({
        from: `Chandra <${customer.email.toUpperCase()}>`,
        to: replyTo,
        subject: `Re: ${mail.subject}`,
        text: [
          "Seat 14, by the window. Photo of my ticket attached.",
          "",
          "On Mon, 23 Nov 2026 at 10:00, Plassey Institute <no-reply@localhost> wrote:",
          "> Which seat were you in?",
          "",
          "-- ",
          "Chandra, sent from my phone",
        ].join("\n"),
        attachments: [{ filename: "ticket.png", content: await pngImage(300, 200) }],
      }),
    );
    expect(await mailIn().pollOnce()).toEqual({ note: 1, ticket: 0, rejected: 0, skipped: 0 });

    for (const reader of [customer, staff]) {
      const notes = await notesOf(ticket._id, reader);
      const note = notes.at(-1);
      expect(note).toMatchObject({
        text: "Seat 14, by the window. Photo of my ticket attached.",
        authorName: "Chandra Customer",
        isStaff: false,
        internal: false,
      });
      expect(note?.attachments.map((a) => a.name)).toEqual(["ticket.webp"]);
    }
    const [message] = (await imap.list()).slice(-1);
    expect(message?.flags).toEqual(expect.arrayContaining([DONE_FLAG, "\\Seen"]));

    // Read once: the next poll finds nothing new.
    expect(await mailIn().pollOnce()).toEqual({ note: 0, ticket: 0, rejected: 0, skipped: 0 });
  });

  it("reopens a closed ticket", async () => {
    const ticket = await newTicket();
    const mail = await staffReply(ticket._id, "Your refund is on its way.");
    const closed = await t.app.inject({
      method: "PUT",
      url: `/api/tickets/${ticket._id}`,
      headers: auth(staff.token),
      payload: { status: "closed" },
    });
    expect(closed.statusCode).toBe(200);
    await imap.deliver(
      await compose({
        from: customer.email,
        to: replyAddressOf(mail.replyTo),
        subject: "Re: refund",
        text: "It has not arrived yet.",
      }),
    );
    expect((await mailIn().pollOnce()).note).toBe(1);
    const now = await t.app.inject({
      method: "GET",
      url: `/api/tickets/${ticket._id}`,
      headers: auth(staff.token),
    });
    expect(now.json<TicketDetail>().status).toBe("open");
  });
});

describe("a new ticket by email", () => {
  it("is raised for a known customer writing to the support address, about the trip they name", async () => {
    await imap.deliver(
      await compose({
        from: customer.email,
        to: SUPPORT,
        subject: "Lost my bag on the Plassey trip",
        text: "A blue bag, left on the bus.\n\nThanks,\nChandra",
      }),
    );
    expect((await mailIn().pollOnce()).ticket).toBe(1);
    const mine = await t.app.inject({
      method: "GET",
      url: "/api/tickets?q=blue%20bag",
      headers: auth(customer.token),
    });
    const [ticket] = mine.json<Ticket[]>();
    expect(ticket).toMatchObject({ product: "plassey", status: "new" });
    expect(ticket?.description).toMatch(/^Lost my bag on the Plassey trip\n\nA blue bag/);
  });
});

describe("what makes nothing", () => {
  const count = async (table: "notes" | "tickets") =>
    Number(
      (
        await t.app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("a forged token, a stranger answering a ticket's mail, an unknown sender, an auto-reply", async () => {
    const ticket = await newTicket();
    const mail = await staffReply(ticket._id, "Send us your booking number.");
    const before = { notes: await count("notes"), tickets: await count("tickets") };
    const mails = [
      { from: customer.email, to: `support+${"0".repeat(32)}@institute.test`, text: "Forged" },
      { from: stranger.email, to: replyAddressOf(mail.replyTo), text: "Not my ticket" },
      { from: "nobody@elsewhere.test", to: SUPPORT, text: "Who am I?" },
      {
        from: customer.email,
        to: replyAddressOf(mail.replyTo),
        text: "I am out of office.",
        headers: { "Auto-Submitted": "auto-replied" },
      },
    ];
    for (const m of mails) await imap.deliver(await compose({ ...m, subject: "Hello" }));
    expect(await mailIn().pollOnce()).toEqual({ note: 0, ticket: 0, rejected: 4, skipped: 0 });
    expect({ notes: await count("notes"), tickets: await count("tickets") }).toEqual(before);
    const flagged = (await imap.list()).slice(-4);
    for (const message of flagged) {
      expect(message.flags).toEqual(expect.arrayContaining([DONE_FLAG, REJECTED_FLAG]));
      // Left unread for a person to look at.
      expect(message.flags).not.toContain("\\Seen");
    }
    const reasons = await t.app.db
      .selectFrom("mail_in")
      .select("reason")
      .where("outcome", "=", "rejected")
      .execute();
    expect(reasons.map((r) => r.reason)).toEqual(
      expect.arrayContaining([
        "No ticket has this reply address",
        "The sender is not the ticket's customer",
        "The sender has no account",
        "An automatic message",
      ]),
    );
  });
});

describe("several readers at once", () => {
  it("make one note of one mail", async () => {
    const ticket = await newTicket();
    const mail = await staffReply(ticket._id, "Can you call us?");
    await imap.deliver(
      await compose({
        from: customer.email,
        to: replyAddressOf(mail.replyTo),
        subject: "Re: call",
        text: "Calling you at five.",
      }),
    );
    // Three readers with connections of their own, as three server processes would be.
    const readers = [
      mailIn(),
      ...[1, 2].map(() =>
        createMailIn({
          db: t.app.db,
          imapUrl: `imap://${imap.user}:${imap.password}@${imap.host}:${imap.port}`,
          supportAddress: SUPPORT,
          log: { info: () => {}, warn: () => {}, error: () => {} },
        }),
      ),
    ];
    const results = await Promise.all(readers.map((reader) => reader.pollOnce()));
    expect(results.reduce((sum, r) => sum + r.note, 0)).toBe(1);
    const notes = await notesOf(ticket._id, staff);
    expect(notes.filter((n) => n.text === "Calling you at five.")).toHaveLength(1);
  });
});

describe("the visible part of a reply", () => {
  it("cuts Outlook's and Gmail's quoted history and a signature", () => {
    expect(
      replyTextOf(
        "Yes, Friday works.\n\n-----Original Message-----\nFrom: Support\nSent: Monday\n\nOld text",
      ),
    ).toBe("Yes, Friday works.");
    expect(replyTextOf("Thanks!\r\n\r\nOn Tue, Nov 24, 2026 Support wrote:\r\n> old")).toBe(
      "Thanks!",
    );
  });
});
