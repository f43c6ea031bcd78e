// The automatic answer to a mail the support desk could not take (decision 029): what to do
// instead. It says the same whether or not the address has an account, and goes out marked as
// automatic (RFC 3834) so the sender's own auto-responder stays quiet.
import type { MailMessage } from "../mail/mail.service";

export type AnswerReason =
  /** The sender has no account, or has not confirmed its address. */
  | { kind: "unconfirmed" }
  /** A confirmed customer's mail whose files the desk does not take. */
  | { kind: "files"; problem: string };

export function automaticAnswer(options: {
  to: string;
  supportAddress: string;
  publicUrl: string;
  reason: AnswerReason;
}): MailMessage {
  const { to, supportAddress, publicUrl, reason } = options;
  const why =
    reason.kind === "unconfirmed"
      ? [
          "We could not add your mail to our support desk: we take mails only from addresses",
          "registered and confirmed on our site.",
          "",
          `- If you have an account, sign in at ${publicUrl}/login and confirm your address from`,
          `  your profile (${publicUrl}/profile).`,
          `- If you cannot sign in, you can set a new password at ${publicUrl}/forgot-password.`,
          `- If you have no account yet, register at ${publicUrl}/register.`,
          "",
          `You can always raise a ticket at ${publicUrl}/new-ticket. Once your address is`,
          "confirmed, mails from it reach us, and you can answer our mails about your tickets.",
        ]
      : [
          `We could not add your mail to our support desk: ${reason.problem}.`,
          "",
          "Please send it again with fewer or smaller files, or add them to your ticket on our",
          `site: ${publicUrl}/tickets.`,
        ];
  return {
    to,
    subject: `About your mail to ${supportAddress}`,
    text: [
      "Hello,",
      "",
      ...why,
      "",
      "This is an automatic answer: we send at most one a day to an address.",
    ].join("\n"),
    headers: { "Auto-Submitted": "auto-replied" },
  };
}
