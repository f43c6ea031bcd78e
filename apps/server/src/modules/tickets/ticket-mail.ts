// The desk's mails about a ticket: each greets its reader and links to the ticket in the web app;
// the customer's also names the address that takes their answer by email.
import { isStaffRole } from "@app/shared/users";
import type { Kysely } from "kysely";
import type { Config } from "../../config";
import type { Database } from "../../db/schema";
import type { CurrentUser } from "../../plugins/auth";
import type { Mailer } from "../mail/mail.service";
import { newReplyToken, replyAddress } from "./reply-address";
import { ensureReplyToken, type TicketWithCustomerRow } from "./tickets.repository";

/** Staff acting on someone else's ticket tell the customer; acting on your own tells no one. */
export const notifiesCustomer = (user: CurrentUser, ticket: TicketWithCustomerRow): boolean =>
  isStaffRole(user.role) && ticket.user_id !== user.id;

export function createTicketMail(
  db: Kysely<Database>,
  mailer: Mailer,
  config: Pick<Config, "publicUrl" | "imapUrl" | "supportAddress">,
) {
  /** The support mailbox read for replies (SUPPORT_ADDRESS with IMAP_URL); unset: none. */
  const supportAddress = config.imapUrl ? config.supportAddress : undefined;

  /** Where the customer reads the ticket in the web app. */
  const link = (id: string): string => `${config.publicUrl}/ticket/${id}`;

  /**
   * Where the customer's answer to a mail about the ticket goes, and the line that says so; none
   * while the support mailbox is not read. A ticket older than replies by email gets its token
   * with its first such mail.
   */
  async function replyOf(ticket: TicketWithCustomerRow): Promise<{
    replyTo?: string;
    lines: string[];
  }> {
    if (!supportAddress) return { lines: [] };
    const token = ticket.reply_token ?? (await ensureReplyToken(db, ticket.id, newReplyToken()));
    return {
      replyTo: replyAddress(supportAddress, token),
      lines: ["", "Reply to this email to add to your ticket."],
    };
  }

  /** A mail's text: a greeting, `body`, the ticket's link and then `after`. */
  const textOf = (name: string, body: readonly string[], ticketId: string, after: string[] = []) =>
    [`Hello ${name},`, "", ...body, "", `See the ticket: ${link(ticketId)}`, ...after].join("\n");

  return {
    /** Mails the ticket's customer `body`, with the address that takes their answer. */
    async toCustomer(
      ticket: TicketWithCustomerRow,
      subject: string,
      body: readonly string[],
    ): Promise<void> {
      const reply = await replyOf(ticket);
      mailer.enqueue({
        to: ticket.customer_email,
        subject,
        replyTo: reply.replyTo,
        text: textOf(ticket.customer_name, body, ticket.id, reply.lines),
      });
    },

    /** Mails a member of staff `body` about the ticket. */
    toStaff(
      staff: { name: string; email: string },
      ticketId: string,
      subject: string,
      body: readonly string[],
    ): void {
      mailer.enqueue({ to: staff.email, subject, text: textOf(staff.name, body, ticketId) });
    },
  };
}
export type TicketMail = ReturnType<typeof createTicketMail>;
