// The desk's mails about a ticket: each greets its reader and links to the ticket in the web app;
// the customer's also names the address that takes their answer by email.
import type { Language } from "@app/shared/i18n";
import { isStaffRole } from "@app/shared/users";
import type { Kysely } from "kysely";
import type { Config } from "../../config";
import type { Database } from "../../db/schema";
import { type Message, readerLanguage, siteLink, translate } from "../../lib/i18n";
import type { CurrentUser } from "../../plugins/auth";
import type { Mailer } from "../mail/mail.service";
import { newReplyToken, replyAddress } from "./reply-address";
import { ensureReplyToken, type TicketWithCustomerRow } from "./tickets.repository";

/** Staff acting on someone else's ticket tell the customer; acting on your own tells no one. */
const GREETING = /*i18n*/ { id: "mail.greeting", message: "Hello {name}," };
const SEE_TICKET = /*i18n*/ { id: "tickets.mail.seeTicket", message: "See the ticket: {link}" };
const REPLY_BY_MAIL = /*i18n*/ {
  id: "tickets.mail.replyByMail",
  message: "Reply to this email to add to your ticket.",
};

export const notifiesCustomer = (user: CurrentUser, ticket: TicketWithCustomerRow): boolean =>
  isStaffRole(user.role) && ticket.user_id !== user.id;

export function createTicketMail(
  db: Kysely<Database>,
  mailer: Mailer,
  config: Pick<Config, "publicUrl" | "imapUrl" | "supportAddress">,
) {
  /** The support mailbox read for replies (SUPPORT_ADDRESS with IMAP_URL); unset: none. */
  const supportAddress = config.imapUrl ? config.supportAddress : undefined;

  /** Where the reader reads the ticket in the web app, in their language (docs/languages.md). */
  const link = (id: string, language: Language): string =>
    siteLink(config.publicUrl, `/ticket/${id}`, language);

  /**
   * Where the customer's answer to a mail about the ticket goes, and the line that says so; none
   * while the support mailbox is not read. A ticket older than replies by email gets its token
   * with its first such mail.
   */
  async function replyOf(ticket: TicketWithCustomerRow): Promise<{
    replyTo?: string;
    lines: Message[];
  }> {
    if (!supportAddress) return { lines: [] };
    const token = ticket.reply_token ?? (await ensureReplyToken(db, ticket.id, newReplyToken()));
    return {
      replyTo: replyAddress(supportAddress, token),
      lines: ["", REPLY_BY_MAIL],
    };
  }

  /**
   * A mail's text in the reader's `locale`: a greeting, `body`, the ticket's link and then
   * `after`. A line is a message, or text written by a person (a reply), sent as it is.
   */
  const textOf = (
    locale: string,
    name: string,
    body: readonly Message[],
    ticketId: string,
    after: readonly Message[] = [],
  ) => {
    const language = readerLanguage({ locale });
    return [
      { ...GREETING, values: { name } },
      "",
      ...body,
      "",
      { ...SEE_TICKET, values: { link: link(ticketId, language) } },
      ...after,
    ]
      .map((line) => translate(language, line))
      .join("\n");
  };

  return {
    /**
     * Mails the ticket's customer `body` in their language, with the address that takes their
     * answer.
     */
    async toCustomer(
      ticket: TicketWithCustomerRow,
      subject: Message,
      body: readonly Message[],
    ): Promise<void> {
      const reply = await replyOf(ticket);
      const locale = ticket.customer_locale;
      mailer.enqueue({
        to: ticket.customer_email,
        subject: translate(readerLanguage({ locale }), subject),
        replyTo: reply.replyTo,
        text: textOf(locale, ticket.customer_name, body, ticket.id, reply.lines),
      });
    },

    /** Mails a member of staff `body` about the ticket, in their language. */
    toStaff(
      staff: { name: string; email: string; locale: string },
      ticketId: string,
      subject: Message,
      body: readonly Message[],
    ): void {
      mailer.enqueue({
        to: staff.email,
        subject: translate(readerLanguage(staff), subject),
        text: textOf(staff.locale, staff.name, body, ticketId),
      });
    },
  };
}
export type TicketMail = ReturnType<typeof createTicketMail>;
