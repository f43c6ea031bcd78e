// The server's words in the reader's language: its refusals, mails and PDFs. A message is a Lingui
// descriptor marked for extraction, with an id of its own and its English text:
//
//   const SIGN_IN_REFUSED = /*i18n*/ { id: "users.signIn.refused", message: "Wrong email or password" };
//
// `npm run messages` puts it in the server's catalogues (src/locales/*.po) and compiles them
// (src/locales/*.ts); translate() writes it in a language, falling back to English for a message
// with no translation yet. A request's language is its account's, else its Accept-Language's,
// else English (languageOf).
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  type Language,
  preferredLanguage,
} from "@app/shared/i18n";
import { type I18n, type MessageDescriptor, setupI18n } from "@lingui/core";
import type { FastifyRequest } from "fastify";
import { messages as bn } from "../locales/bn";
import { messages as en } from "../locales/en";

/** A text for a reader: a descriptor to translate, or text that needs none (a name, an id). */
export type Message = MessageDescriptor | string;

const CATALOGUES: Record<Language, typeof en> = { en, bn };

// One instance per language, made once: each is read-only after this, so requests in different
// languages share them safely.
const instances = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    setupI18n({
      locale: language,
      messages: { [language]: { ...CATALOGUES[DEFAULT_LANGUAGE], ...CATALOGUES[language] } },
    }),
  ]),
) as Record<Language, I18n>;

/** The Lingui instance of `language`, for a message with values or a plural. */
export const i18nFor = (language: Language): I18n => instances[language];

/** `message` in `language` (English where it has no translation yet). */
export const translate = (language: Language, message: Message): string =>
  typeof message === "string" ? message : instances[language]._(message);

/**
 * The language to answer `request` in: the signed-in account's, else the one its Accept-Language
 * prefers among ours, else English.
 */
export function languageOf(request: FastifyRequest): Language {
  const account = (request.currentUser as { locale?: unknown } | null)?.locale;
  if (isLanguage(account)) return account;
  return preferredLanguage(request.headers["accept-language"]) ?? DEFAULT_LANGUAGE;
}
