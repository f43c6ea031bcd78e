// Replies by email, against a real IMAP server (dovecot) and the real SMTP path: the mail about a
// staff reply carries the ticket's reply address; the customer's answer to it, put in the mailbox,
// becomes a note both the customer and staff see (quoted history and signature cut, photos kept);
// a mail from a known customer without a token becomes a ticket; a forged token, a stranger, an
// auto-reply and a mail with no words or file make nothing and stay flagged; several readers at
// once make one note. Senders' addresses are confirmed here (mail-in-senders.test.ts covers those
// that are not).
import type { Ticket, TicketDetail } from "@app/shared/tickets";
import type { AuthUser } from "@app/shared/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  compose,
  type MailInDesk,
  replyAddressOf,
  SUPPORT,
  startMailInDesk,
} from "../../test/mail-in-desk";
import { pngImage } from "../../test/shop-fixtures";
import { auth } from "../../test/test-app";
import { createMailIn, DONE_FLAG, REJECTED_FLAG } from "./mail-in.service";
import { replyTextOf } from "./message-rules";

let desk: MailInDesk;
let customer: AuthUser;
let stranger: AuthUser;
let staff: AuthUser;

beforeAll(async () => {
  desk = await startMailInDesk();
  customer = await desk.account("user", "Chandra Customer");
  stranger = await desk.account("user", "Oscar Other");
  staff = await desk.account("staff", "Sam Staff");
}, 30_000);
afterAll(async () => {
  await desk?.close();
});

const mailIn = () => desk.mailIn();
const newTicket = (by = customer, description?: string): Promise<Ticket> =>
  desk.newTicket(by, description);
const notesOf = (ticketId: string, by: AuthUser) => desk.notesOf(ticketId, by);
const staffReply = (ticketId: string, text: string) => desk.staffReply(ticketId, staff, text);
const count = async (table: "notes" | "tickets") =>
  Number(
    (
      await desk.t.app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("a customer's answer by email", () => {
  it("becomes a note on the ticket, without the quoted mail or the signature, with its photo", async () => {
    const ticket = await newTicket();
    const mail = await staffReply(ticket._id, "Which seat were you in?");
    const replyTo = replyAddressOf(mail.replyTo);
    expect(replyTo).toMatch(/^support\+[0-9a-f]{32}@institute\.test$/);
    expect(mail.text).toContain("Reply to this email to add to your ticket.");

    await desk.imap.deliver(
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
    const [message] = (await desk.imap.list()).slice(-1);
    expect(message?.flags).toEqual(expect.arrayContaining([DONE_FLAG, "\\Seen"]));

    // Read once: the next poll finds nothing new.
    expect(await mailIn().pollOnce()).toEqual({ note: 0, ticket: 0, rejected: 0, skipped: 0 });
  });

  it("reopens a closed ticket", async () => {
    const ticket = await newTicket();
    const mail = await staffReply(ticket._id, "Your refund is on its way.");
    const closed = await desk.t.app.inject({
      method: "PUT",
      url: `/api/tickets/${ticket._id}`,
      headers: auth(staff.token),
      payload: { status: "closed" },
    });
    expect(closed.statusCode).toBe(200);
    await desk.imap.deliver(
      await compose({
        from: customer.email,
        to: replyAddressOf(mail.replyTo),
        subject: "Re: refund",
        text: "It has not arrived yet.",
      }),
    );
    expect((await mailIn().pollOnce()).note).toBe(1);
    const now = await desk.t.app.inject({
      method: "GET",
      url: `/api/tickets/${ticket._id}`,
      headers: auth(staff.token),
    });
    expect(now.json<TicketDetail>().status).toBe("open");
  });

  it("opens a pending ticket again, and it comes first in its agent's queue", async () => {
    const ticket = await newTicket();
    await desk.t.app.inject({
      method: "PUT",
      url: `/api/tickets/${ticket._id}/assignee`,
      headers: auth(staff.token),
      payload: { assignee: staff._id },
    });
    const mail = await staffReply(ticket._id, "Which bus stop?");
    const pending = await desk.t.app.inject({
      method: "PUT",
      url: `/api/tickets/${ticket._id}`,
      headers: auth(staff.token),
      payload: { status: "pending" },
    });
    expect(pending.statusCode).toBe(200);
    // A later ticket of the same agent, which the reply overtakes in "mine".
    const later = await newTicket();
    await desk.t.app.inject({
      method: "PUT",
      url: `/api/tickets/${later._id}/assignee`,
      headers: auth(staff.token),
      payload: { assignee: staff._id },
    });
    await desk.imap.deliver(
      await compose({
        from: customer.email,
        to: replyAddressOf(mail.replyTo),
        subject: "Re: bus stop",
        text: "The one by the post office.",
      }),
    );
    expect((await mailIn().pollOnce()).note).toBe(1);
    const now = await desk.t.app.inject({
      method: "GET",
      url: `/api/tickets/${ticket._id}`,
      headers: auth(staff.token),
    });
    expect(now.json<TicketDetail>()).toMatchObject({
      status: "open",
      lastMessage: { preview: "The one by the post office.", byStaff: false },
    });
    const mine = await desk.t.app.inject({
      method: "GET",
      url: "/api/staff/tickets?view=mine",
      headers: auth(staff.token),
    });
    expect(mine.json<TicketDetail[]>()[0]?._id).toBe(ticket._id);
  });

  it("starts a follow-up of a ticket closed more than REOPEN_DAYS ago", async () => {
    const ticket = await newTicket();
    const mail = await staffReply(ticket._id, "Glad it is sorted.");
    await desk.t.app.inject({
      method: "PUT",
      url: `/api/tickets/${ticket._id}`,
      headers: auth(staff.token),
      payload: { status: "closed" },
    });
    await desk.t.app.db
      .updateTable("tickets")
      .set({
        closed_at: new Date(Date.now() - (desk.t.config.reopenDays + 1) * 86_400_000).toISOString(),
      })
      .where("id", "=", ticket._id)
      .execute();
    await desk.imap.deliver(
      await compose({
        from: customer.email,
        to: replyAddressOf(mail.replyTo),
        subject: "Re: sorted",
        text: "It happened again on the way back.",
      }),
    );
    expect(await mailIn().pollOnce()).toMatchObject({ note: 0, ticket: 1 });
    const old = await desk.t.app.inject({
      method: "GET",
      url: `/api/tickets/${ticket._id}`,
      headers: auth(customer.token),
    });
    const oldTicket = old.json<TicketDetail>();
    expect(oldTicket.status).toBe("closed");
    const followUp = oldTicket.followedBy;
    expect(followUp).not.toBeNull();
    const follow = await desk.t.app.inject({
      method: "GET",
      url: `/api/tickets/${followUp?._id}`,
      headers: auth(customer.token),
    });
    expect(follow.json<TicketDetail>()).toMatchObject({
      status: "new",
      follows: ticket._id,
      followsTicket: { _id: ticket._id, reference: ticket.reference },
      description: "It happened again on the way back.",
      product: ticket.product,
    });
  });
});

describe("a new ticket by email", () => {
  it("is raised for a known customer writing to the support address, about the trip they name", async () => {
    await desk.imap.deliver(
      await compose({
        from: customer.email,
        to: SUPPORT,
        subject: "Lost my bag on the Plassey trip",
        text: "A blue bag, left on the bus.\n\nThanks,\nChandra",
      }),
    );
    expect((await mailIn().pollOnce()).ticket).toBe(1);
    const mine = await desk.t.app.inject({
      method: "GET",
      url: "/api/tickets?q=blue%20bag",
      headers: auth(customer.token),
    });
    const [ticket] = mine.json<Ticket[]>();
    // The mail's subject is the ticket's; its text the first message (decision 046).
    expect(ticket).toMatchObject({
      product: "plassey",
      status: "new",
      subject: "Lost my bag on the Plassey trip",
    });
    expect(ticket?.description).toMatch(/^A blue bag, left on the bus\./);
  });
});

describe("what makes nothing", () => {
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
    for (const m of mails) await desk.imap.deliver(await compose({ ...m, subject: "Hello" }));
    expect(await mailIn().pollOnce()).toEqual({ note: 0, ticket: 0, rejected: 4, skipped: 0 });
    expect({ notes: await count("notes"), tickets: await count("tickets") }).toEqual(before);
    const flagged = (await desk.imap.list()).slice(-4);
    for (const message of flagged) {
      expect(message.flags).toEqual(expect.arrayContaining([DONE_FLAG, REJECTED_FLAG]));
      // Left unread for a person to look at.
      expect(message.flags).not.toContain("\\Seen");
    }
    const reasons = await desk.t.app.db
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

describe("a mail with nothing in it", () => {
  it("makes no note or ticket (as an empty note is refused on the site); a photo alone makes a note", async () => {
    const ticket = await newTicket();
    const mail = await staffReply(ticket._id, "Which bus stop was it?");
    const replyTo = replyAddressOf(mail.replyTo);
    const before = { notes: await count("notes"), tickets: await count("tickets") };
    const mails = [
      // Only the quoted mail under an empty answer, and only white space.
      {
        to: replyTo,
        text: "\n\nOn Mon, 23 Nov 2026 at 10:00, Help desk wrote:\n> Which bus stop was it?\n",
      },
      { to: replyTo, text: " \n\t\n" },
      { to: SUPPORT, text: "" },
    ];
    for (const m of mails) {
      await desk.imap.deliver(await compose({ ...m, from: customer.email, subject: "Re: bus" }));
    }
    expect(await mailIn().pollOnce()).toEqual({ note: 0, ticket: 0, rejected: 3, skipped: 0 });
    expect({ notes: await count("notes"), tickets: await count("tickets") }).toEqual(before);
    for (const message of (await desk.imap.list()).slice(-3)) {
      expect(message.flags).toEqual(expect.arrayContaining([DONE_FLAG, REJECTED_FLAG]));
    }
    const reasons = await desk.t.app.db
      .selectFrom("mail_in")
      .select("reason")
      .where("outcome", "=", "rejected")
      .where("sender", "=", customer.email)
      .execute();
    expect(reasons.filter((r) => r.reason === "An empty message")).toHaveLength(3);

    // A photo without words is a reply, as on the site.
    await desk.imap.deliver(
      await compose({
        from: customer.email,
        to: replyTo,
        subject: "Re: bus",
        text: "",
        attachments: [{ filename: "stop.png", content: await pngImage(200, 100) }],
      }),
    );
    expect(await mailIn().pollOnce()).toEqual({ note: 1, ticket: 0, rejected: 0, skipped: 0 });
    const note = (await notesOf(ticket._id, staff)).at(-1);
    expect(note).toMatchObject({ text: "", isStaff: false });
    expect(note?.attachments.map((a) => a.name)).toEqual(["stop.webp"]);
  });
});

describe("several readers at once", () => {
  it("make one note of one mail", async () => {
    const ticket = await newTicket();
    const mail = await staffReply(ticket._id, "Can you call us?");
    await desk.imap.deliver(
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
          db: desk.t.app.db,
          imapUrl: desk.imapUrl,
          supportAddress: SUPPORT,
          log: { info: () => {}, warn: () => {}, error: () => {} },
          mailer: desk.t.app.mail,
          publicUrl: desk.t.config.publicUrl,
          uploadMaxMb: desk.t.config.uploadMaxMb,
          authservIds: [],
          requireAuth: false,
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
