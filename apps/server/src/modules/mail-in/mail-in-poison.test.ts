// One mail never stops the mailbox (decision 029): mails that cannot be read or stored as they came
// (a sender's address past the column, 1,200 MIME parts, 3,000 nested levels, NUL in the body or
// the subject, a file past UPLOAD_MAX_MB, more files than the web form takes, a note the database
// refuses) sit in front of a good reply in the real dovecot; one poll records each bad one as
// rejected with its reason, or stores it cleaned, and the good reply becomes a note. Both engines.
import type { Note, Ticket } from "@app/shared/tickets";
import type { AuthUser } from "@app/shared/users";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  compose,
  type MailInDesk,
  replyAddressOf,
  SUPPORT,
  startMailInDesk,
} from "../../test/mail-in-desk";
import { parseScrape, value } from "../../test/metrics-text";
import { auth } from "../../test/test-app";
import { DONE_FLAG, REJECTED_FLAG } from "./mail-in.service";

const METRICS_TOKEN = "mail-in-metrics-token";
/** 256 KB: small files keep the test quick; the rule is the same at 5 MB. */
const UPLOAD_MAX_MB = 0.25;

let desk: MailInDesk;
let customer: AuthUser;
let staff: AuthUser;

beforeAll(async () => {
  desk = await startMailInDesk({ uploadMaxMb: UPLOAD_MAX_MB, metricsToken: METRICS_TOKEN });
  customer = await desk.account("user", "Chandra Customer");
  staff = await desk.account("staff", "Sam Staff");
}, 30_000);
afterAll(async () => {
  await desk?.close();
});

/** A message written by hand, as a broken or hostile mail program would send it. */
const raw = (headers: string[], body: string): Buffer =>
  Buffer.from(`${[...headers, "MIME-Version: 1.0", "", body].join("\r\n")}\r\n`);

/** multipart/mixed with `count` small text parts side by side. */
function manyParts(from: string, to: string, count: number): Buffer {
  const parts = Array.from(
    { length: count },
    (_, i) => `--p\r\nContent-Type: text/plain\r\n\r\npart ${i}\r\n`,
  ).join("");
  return raw(
    [
      `From: ${from}`,
      `To: ${to}`,
      "Subject: Many parts",
      "Message-ID: <many-parts@sender.test>",
      'Content-Type: multipart/mixed; boundary="p"',
    ],
    `${parts}--p--`,
  );
}

/** multipart/mixed nested `depth` levels deep around one text part. */
function nestedParts(from: string, to: string, depth: number): Buffer {
  const open = Array.from(
    { length: depth },
    (_, i) => `--b${i}\r\nContent-Type: multipart/mixed; boundary="b${i + 1}"\r\n\r\n`,
  ).join("");
  const inner = `--b${depth}\r\nContent-Type: text/plain\r\n\r\nhello\r\n--b${depth}--\r\n`;
  const close = Array.from({ length: depth }, (_, i) => `--b${depth - 1 - i}--\r\n`).join("");
  return raw(
    [
      `From: ${from}`,
      `To: ${to}`,
      "Subject: Nested parts",
      "Message-ID: <nested-parts@sender.test>",
      'Content-Type: multipart/mixed; boundary="b0"',
    ],
    `${open}${inner}${close}`,
  );
}

const pdf = (bytes: number): Buffer =>
  Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(bytes, 0x20)]);

/** Makes the database refuse a note with this text, as a failing insert would. */
async function refuseNotesSaying(text: string) {
  const db = desk.t.app.db;
  if (desk.t.config.databaseUrl) {
    await sql
      .raw(
        `create function refuse_note() returns trigger language plpgsql as $$ begin
           if new.text like '%${text}%' then raise exception 'refused by the test'; end if;
           return new; end $$`,
      )
      .execute(db);
    await sql
      .raw(
        "create trigger refuse_note before insert on notes for each row execute function refuse_note()",
      )
      .execute(db);
  } else {
    await sql
      .raw(
        `create trigger refuse_note before insert on notes when new.text like '%${text}%'
         begin select raise(abort, 'refused by the test'); end`,
      )
      .execute(db);
  }
}

describe("a mail that cannot be read or stored as it came", () => {
  it("is recorded and flagged, cleaned where it can be, and the good mail behind it becomes a note", async () => {
    const ticket = await desk.newTicket(customer);
    const mail = await desk.staffReply(ticket._id, staff, "Which seat were you in?");
    const replyTo = replyAddressOf(mail.replyTo);
    await refuseNotesSaying("the database refuses this");

    const poison = [
      raw(
        [
          `From: <${"a".repeat(330)}@example.test>`,
          `To: ${replyTo}`,
          "Subject: Long sender",
          "Message-ID: <long-sender@sender.test>",
          "Content-Type: text/plain",
        ],
        "Hello",
      ),
      manyParts(customer.email, replyTo, 1_200),
      nestedParts(customer.email, replyTo, 3_000),
      raw(
        [
          `From: ${customer.email}`,
          `To: ${replyTo}`,
          "Subject: NUL in the body",
          "Message-ID: <nul-body@sender.test>",
          "Content-Type: text/plain; charset=utf-8",
          "Content-Transfer-Encoding: quoted-printable",
        ],
        "Seat 9=00 by the door.",
      ),
      raw(
        [
          `From: ${customer.email}`,
          `To: ${SUPPORT}`,
          "Subject: =?UTF-8?Q?Lost_my_bag=00_on_the_Plassey_trip?=",
          "Message-ID: <nul-subject@sender.test>",
          "Content-Type: text/plain; charset=utf-8",
        ],
        "A red bag.",
      ),
      await compose({
        from: customer.email,
        to: replyTo,
        subject: "Too large",
        text: "My receipt.",
        attachments: [{ filename: "receipt.pdf", content: pdf(300_000) }],
      }),
      await compose({
        from: customer.email,
        to: replyTo,
        subject: "Too many",
        text: "Six receipts.",
        attachments: Array.from({ length: 6 }, (_, i) => ({
          filename: `receipt-${i}.pdf`,
          content: pdf(100),
        })),
      }),
      await compose({
        from: customer.email,
        to: replyTo,
        subject: "Refused",
        text: "Something the database refuses this time.",
      }),
    ];
    for (const message of poison) await desk.imap.deliver(message);
    await desk.imap.deliver(
      await compose({
        from: customer.email,
        to: replyTo,
        subject: "Good",
        text: "Seat 14, by the window.",
      }),
    );

    expect(await desk.mailIn().pollOnce()).toEqual({
      note: 2,
      ticket: 1,
      rejected: 6,
      skipped: 0,
    });

    // The good reply, and the NUL one without its NUL.
    const notes = await desk.notesOf(ticket._id, customer);
    expect(notes.map((note: Note) => note.text)).toEqual([
      "Which seat were you in?",
      "Seat 9 by the door.",
      "Seat 14, by the window.",
    ]);
    const mine = await desk.t.app.inject({
      method: "GET",
      url: "/api/tickets?q=red%20bag",
      headers: auth(customer.token),
    });
    expect(mine.json<Ticket[]>().map((t) => [t.subject, t.description])).toEqual([
      ["Lost my bag on the Plassey trip", "A red bag."],
    ]);
    // No file of a refused mail was kept.
    const files = await desk.t.app.db
      .selectFrom("ticket_attachments")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(files.n)).toBe(0);

    const rejected = await desk.t.app.db
      .selectFrom("mail_in")
      .select(["message_key", "sender", "reason"])
      .where("outcome", "=", "rejected")
      .orderBy("message_key")
      .execute();
    expect(rejected.map((row) => row.reason)).toEqual(
      expect.arrayContaining([
        "The sender's address is too long",
        "The mail has more than 200 MIME parts",
        "The mail has more than 200 MIME parts",
        "A file is larger than UPLOAD_MAX_MB (0.25 MB)",
        "More than 5 photos or PDFs",
        expect.stringMatching(/^Could not be stored: .*refused by the test/),
      ]),
    );
    expect(rejected).toHaveLength(6);
    const long = rejected.find((row) => row.message_key === "<long-sender@sender.test>");
    expect(long?.sender).toHaveLength(320);

    // Each is flagged: none is read again, the refused ones are left unread for a person.
    const listed = await desk.imap.list();
    for (const message of listed) expect(message.flags).toContain(DONE_FLAG);
    const refusedSubjects = [
      "Long sender",
      "Many parts",
      "Nested parts",
      "Too large",
      "Too many",
      "Refused",
    ];
    for (const message of listed.filter((m) => refusedSubjects.includes(m.subject))) {
      expect(message.flags, message.subject).toContain(REJECTED_FLAG);
      expect(message.flags, message.subject).not.toContain("\\Seen");
    }
    expect(await desk.mailIn().pollOnce()).toEqual({ note: 0, ticket: 0, rejected: 0, skipped: 0 });

    // The customer is told once why the files were refused (the second refusal the same day is
    // not answered again).
    await desk.t.app.mail.idle();
    const answers = desk.smtp.received.filter((m) => m.subject.startsWith("About your mail"));
    expect(answers).toHaveLength(1);
    expect(answers[0]).toMatchObject({ rcptTo: [customer.email], autoSubmitted: "auto-replied" });
    expect(answers[0]?.text).toContain("each file may be at most 0.25 MB");

    // Counted for the operator.
    const scrape = await desk.t.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    const metrics = await parseScrape(scrape.body);
    const counted = (outcome: string) =>
      value(metrics, "portal_mail_in_messages_total", { outcome });
    expect([counted("note"), counted("ticket"), counted("rejected")]).toEqual([2, 1, 6]);
  }, 60_000);
});
