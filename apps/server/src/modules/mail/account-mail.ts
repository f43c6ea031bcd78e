// A mail to an account about something staff did to what it asked for (an order's or an
// admission's new status): in the account's language and digits, greeting it by name, linking to
// its profile, sent through the outbox like the desk's mails (docs/languages.md, "A mail").
import type { Language } from "@app/shared/i18n";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { type Message, readerLanguage, siteLink, translate } from "../../lib/i18n";
import type { Mailer } from "./mail.service";

const GREETING = /*i18n*/ { id: "mail.greeting", message: "Hello {name}," };
const SEE_PROFILE = /*i18n*/ {
  id: "mail.seeProfile",
  message: "See it on your profile: {link}",
};

export type AccountMailDeps = {
  db: Kysely<Database>;
  mailer: Mailer;
  /** PUBLIC_URL: the site the profile's link is on. */
  publicUrl: string;
};

/**
 * Mails the account `userId` (at its address now) `subject` and `body`, each written for its
 * language: the greeting, the body, then the link to its profile. An account since deleted gets
 * nothing.
 */
export async function mailAccount(
  { db, mailer, publicUrl }: AccountMailDeps,
  userId: string,
  compose: (language: Language) => { subject: Message; body: readonly Message[] },
): Promise<void> {
  const account = await db
    .selectFrom("users")
    .select(["email", "name", "locale", "latin_digits"])
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!account) return;
  const language = readerLanguage(account);
  const say = (message: Message) => translate(language, message, account.latin_digits === 1);
  const { subject, body } = compose(language);
  const link = siteLink(publicUrl, "/profile", language);
  mailer.enqueue({
    to: account.email,
    subject: say(subject),
    text: [
      say({ ...GREETING, values: { name: account.name } }),
      "",
      ...body.map(say),
      "",
      say({ ...SEE_PROFILE, values: { link } }),
    ].join("\n"),
  });
}
