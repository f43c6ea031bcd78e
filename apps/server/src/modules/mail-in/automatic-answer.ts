// The automatic answer to a mail the support desk could not take (decision 029): what to do
// instead. It says the same whether or not the address has an account, and goes out marked as
// automatic (RFC 3834) so the sender's own auto-responder stays quiet. It is written in the
// account's language when the address has one (only the address's owner reads it, and knows);
// a stranger's mail says nothing of its reader's language, so the answer is in English followed
// by Bengali.
import { LANGUAGES, type Language } from "@app/shared/i18n";
import { type Message, siteLink, translate } from "../../lib/i18n";
import type { MailMessage } from "../mail/mail.service";

export type AnswerReason =
  /** The sender has no account, or has not confirmed its address. */
  | { kind: "unconfirmed" }
  /** A confirmed customer's mail whose files the desk does not take. */
  | { kind: "files"; problem: Message };

const SUBJECT = /*i18n*/ { id: "mailIn.answer.subject", message: "About your mail to {address}" };
const HELLO = /*i18n*/ { id: "mailIn.answer.hello", message: "Hello," };
const UNCONFIRMED = /*i18n*/ {
  id: "mailIn.answer.unconfirmed",
  message:
    "We could not add your mail to our support desk: we take mails only from addresses\nregistered and confirmed on our site.",
};
const IF_ACCOUNT = /*i18n*/ {
  id: "mailIn.answer.ifAccountLink",
  message:
    "- If you have an account, sign in at {loginLink} and confirm your address on\n  your profile: {profileLink}",
};
const IF_NO_SIGN_IN = /*i18n*/ {
  id: "mailIn.answer.ifNoSignInLink",
  message: "- If you cannot sign in, you can set a new password at {forgotPasswordLink}",
};
const IF_NO_ACCOUNT = /*i18n*/ {
  id: "mailIn.answer.ifNoAccountLink",
  message: "- If you have no account yet, register at {registerLink}",
};
const ALWAYS = /*i18n*/ {
  id: "mailIn.answer.alwaysLink",
  message:
    "You can always raise a ticket at {newTicketLink}\nOnce your address is confirmed, mails from it reach us, and you can answer our mails\nabout your tickets.",
};
const FILES = /*i18n*/ {
  id: "mailIn.answer.files",
  message: "We could not add your mail to our support desk: {problem}.",
};
const FILES_AGAIN = /*i18n*/ {
  id: "mailIn.answer.filesAgainLink",
  message:
    "Please send it again with fewer or smaller files, or add them to your ticket on our\nsite: {ticketsLink}",
};
const AUTOMATIC = /*i18n*/ {
  id: "mailIn.answer.automatic",
  message: "This is an automatic answer: we send at most one a day to an address.",
};

/**
 * The answer's text in one language, its links to the pages in that language; each link stands
 * alone before a space or the line's end, so a mail client takes no word with it
 * (docs/languages.md).
 */
function textIn(language: Language, site: string, reason: AnswerReason): string {
  const link = (path: string) => siteLink(site, path, language);
  const why: Message[] =
    reason.kind === "unconfirmed"
      ? [
          UNCONFIRMED,
          "",
          { ...IF_ACCOUNT, values: { loginLink: link("/login"), profileLink: link("/profile") } },
          { ...IF_NO_SIGN_IN, values: { forgotPasswordLink: link("/forgot-password") } },
          { ...IF_NO_ACCOUNT, values: { registerLink: link("/register") } },
          "",
          { ...ALWAYS, values: { newTicketLink: link("/new-ticket") } },
        ]
      : [
          { ...FILES, values: { problem: reason.problem } },
          "",
          { ...FILES_AGAIN, values: { ticketsLink: link("/tickets") } },
        ];
  return [HELLO, "", ...why, "", AUTOMATIC].map((line) => translate(language, line)).join("\n");
}

export function automaticAnswer(options: {
  to: string;
  supportAddress: string;
  publicUrl: string;
  reason: AnswerReason;
  /** The language of the sender's account; none: every language, English first. */
  language?: Language;
}): MailMessage {
  const { to, supportAddress, publicUrl, reason, language } = options;
  const languages = language ? [language] : LANGUAGES;
  return {
    to,
    subject: translate(language ?? "en", { ...SUBJECT, values: { address: supportAddress } }),
    text: languages.map((one) => textIn(one, publicUrl, reason)).join("\n\n* * *\n\n"),
    headers: { "Auto-Submitted": "auto-replied" },
  };
}
