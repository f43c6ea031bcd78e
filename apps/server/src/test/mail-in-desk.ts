// The support desk with its mailbox for the mail-in tests: a private dovecot, a local SMTP server
// and the app reading the one and sending through the other, with the steps those tests share.
import type { Note, Ticket } from "@app/shared/tickets";
import type { AuthUser } from "@app/shared/users";
import nodemailer, { type SendMailOptions } from "nodemailer";
import type { Config } from "../config";
import { nowIso } from "../lib/ids";
import type { MailIn } from "../modules/mail-in/mail-in.service";
import { markEmailVerified } from "../modules/users/users.repository";
import { startImapServer, type TestImapServer } from "./imap-server";
import { type ReceivedMail, startSmtpServer, type TestSmtpServer } from "./smtp-server";
import { auth, buildTestApp, createUser, type TestApp } from "./test-app";

export const SUPPORT = "support@institute.test";

export type MailInDesk = {
  imap: TestImapServer;
  smtp: TestSmtpServer;
  t: TestApp;
  /** IMAP_URL of the private dovecot. */
  imapUrl: string;
  /** The app's reader of the mailbox. */
  mailIn: () => MailIn;
  /** An account of this role; its address confirmed unless `confirmed: false`. */
  account: (
    role: "user" | "staff",
    name: string,
    options?: { confirmed?: boolean },
  ) => Promise<AuthUser>;
  /** A ticket raised on the site. */
  newTicket: (by: AuthUser, description?: string) => Promise<Ticket>;
  /** A staff reply on the ticket; answers the mail its customer received about it. */
  staffReply: (ticketId: string, by: AuthUser, text: string) => Promise<ReceivedMail>;
  notesOf: (ticketId: string, by: AuthUser) => Promise<Note[]>;
  close: () => Promise<void>;
};

/** A real MIME message, composed by nodemailer as a mail program would send it. */
export async function compose(mail: SendMailOptions): Promise<Buffer> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const info = await transport.sendMail(mail);
  return info.message as Buffer;
}

/** The address in a Reply-To header (`Name <address>`). */
export const replyAddressOf = (replyTo: string) => replyTo.replace(/^.*<|>.*$/g, "");

export async function startMailInDesk(overrides: Partial<Config> = {}): Promise<MailInDesk> {
  const [imap, smtp] = await Promise.all([startImapServer(), startSmtpServer()]);
  const imapUrl = `imap://${imap.user}:${imap.password}@${imap.host}:${imap.port}`;
  const t = await buildTestApp({
    smtpUrl: smtp.url,
    imapUrl,
    supportAddress: SUPPORT,
    ...overrides,
  }).catch(async (error: unknown) => {
    await Promise.all([imap.close(), smtp.close()]);
    throw error;
  });

  const check = (res: { statusCode: number; body: string }, status: number) => {
    if (res.statusCode !== status) throw new Error(`${res.statusCode}: ${res.body}`);
  };

  return {
    imap,
    smtp,
    t,
    imapUrl,
    mailIn: () => {
      if (!t.app.mailIn) throw new Error("mail-in is not configured");
      return t.app.mailIn;
    },
    async account(role, name, { confirmed = true } = {}) {
      const user = await createUser(t.app, role, name);
      if (confirmed) await markEmailVerified(t.app.db, user._id, nowIso());
      return user;
    },
    async newTicket(by, description = "The bus was late") {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/tickets",
        headers: auth(by.token),
        payload: { product: "hazarduari", description },
      });
      check(res, 201);
      return res.json<Ticket>();
    },
    async staffReply(ticketId, by, text) {
      const res = await t.app.inject({
        method: "POST",
        url: `/api/tickets/${ticketId}/notes`,
        headers: auth(by.token),
        payload: { text },
      });
      check(res, 201);
      await t.app.mail.idle();
      const mail = smtp.received.findLast((m) => m.text.includes(text));
      if (!mail) throw new Error("the reply was not mailed");
      return mail;
    },
    async notesOf(ticketId, by) {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/tickets/${ticketId}/notes`,
        headers: auth(by.token),
      });
      check(res, 200);
      return res.json<Note[]>();
    },
    async close() {
      await t.close();
      await Promise.all([imap.close(), smtp.close()]);
    },
  };
}
