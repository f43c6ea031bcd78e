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
  intlLocale,
  isLanguage,
  LANGUAGES,
  type Language,
  preferredLanguage,
} from "@app/shared/i18n";
import { inLanguage, MESSAGE_FORMATS } from "@app/shared/messages";
import { localizedPath } from "@app/shared/public-pages";
import { type I18n, type MessageDescriptor, setupI18n } from "@lingui/core";
import type { FastifyRequest } from "fastify";
import { messages as bn } from "../locales/bn";
import { messages as en } from "../locales/en";

/** A text for a reader: a descriptor to translate, or text that needs none (a name, an id). */
export type Message = MessageDescriptor | string;

const CATALOGUES: Record<Language, typeof en> = { en, bn };

type Digits = "native" | "latin";

// One instance per language and digits, made once: each is read-only after this, so requests in
// different languages share them safely. Its Intl locale writes a message's numbers
// (`{max, number}`, a plural's `#`): Bengali digits in Bengali, Latin ones for an account that
// chose them.
const instances = Object.fromEntries(
  LANGUAGES.map((language) => {
    const messages = { [language]: { ...CATALOGUES[DEFAULT_LANGUAGE], ...CATALOGUES[language] } };
    const made = (latinDigits: boolean) =>
      setupI18n({ locale: language, locales: [intlLocale(language, latinDigits)], messages });
    return [language, { native: made(false), latin: made(true) }];
  }),
) as Record<Language, Record<Digits, I18n>>;

const instance = (language: Language, latinDigits: boolean): I18n =>
  instances[language][latinDigits ? "latin" : "native"];

/** The Lingui instance of `language`, for a message with values or a plural. */
export const i18nFor = (language: Language, latinDigits = false): I18n =>
  instance(language, latinDigits);

/**
 * `message` in `language` (English where it has no translation yet), its numbers in Latin digits
 * when `latinDigits` (the reader's account chose them). A plain string is written in `language`
 * when it is the English text of a shared schema's refusal (@app/shared/messages), and left as it
 * is otherwise; a value that is a descriptor, or such a string, is translated too.
 */
export function translate(language: Language, message: Message, latinDigits = false): string {
  const i18n = instance(language, latinDigits);
  if (typeof message === "string") return inLanguage(i18n, message);
  const values =
    message.values &&
    Object.fromEntries(
      Object.entries(message.values).map(([name, value]) => [
        name,
        isDescriptor(value) || typeof value === "string"
          ? translate(language, value, latinDigits)
          : value,
      ]),
    );
  // The named number styles (`{due, number, rupees}`) are the shared messages' (docs/languages.md).
  return i18n._(message.id, values, { message: message.message, formats: MESSAGE_FORMATS });
}

/** Whether the signed-in account of `request` chose Latin digits (none has: Bengali digits). */
export const latinDigitsOf = (request: FastifyRequest): boolean =>
  request.currentUser?.latin_digits === 1;

// A value that is itself a message (a file's kind in "Each {noun} must be…") is translated too.
const isDescriptor = (value: unknown): value is MessageDescriptor =>
  typeof value === "object" && value !== null && "id" in value && "message" in value;

/**
 * The language to answer `request` in: the signed-in account's, else the one its Accept-Language
 * prefers among ours, else English.
 */
export const languageOf = (request: FastifyRequest): Language =>
  readerLanguage(request.currentUser, request.headers["accept-language"]);

/**
 * The language of a reader who may have an account (a socket's user, a mail's recipient): the
 * account's, else the one `acceptLanguage` prefers among ours, else English.
 */
export function readerLanguage(
  account: { locale?: unknown } | null | undefined,
  acceptLanguage?: string | string[],
): Language {
  if (isLanguage(account?.locale)) return account.locale;
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(",") : acceptLanguage;
  return preferredLanguage(header) ?? DEFAULT_LANGUAGE;
}

/**
 * A link in a mail (or a PDF) to `path` on the site, as its reader of `language` opens it: a
 * public page at its address in that language (`/bn/reset-password?token=…`), a signed-in screen
 * at its one address (docs/languages.md, "A mail").
 */
export const siteLink = (publicUrl: string, path: string, language: Language): string =>
  `${publicUrl}${localizedPath(path, language)}`;
