// The web app's words in the reader's language (Lingui). Components write their text with the
// macros of @lingui/react/macro (`<Trans>`, `useLingui`'s `t`), code outside a component with
// `msg` from @lingui/core/macro, translated where it is shown. `npm run messages` extracts them into
// src/locales/*.po and compiles those into src/locales/*.ts, one module per language, which load
// on first use.
//
// The language of a page: `/bn/…` is Bengali and a public page's English address is English; any
// other screen (an account's, the back office) is in the reader's language, the `lang` cookie,
// which the language switcher, the sign-in (the account's language) and the profile set.

import type { Locale } from "@app/shared/format";
import {
  DEFAULT_LANGUAGE,
  intlLocale,
  isLanguage,
  LANGUAGE_COOKIE,
  type Language,
  splitLanguage,
} from "@app/shared/i18n";
import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { useEffect } from "react";
import { z } from "zod";
import { useUser } from "./auth";

const CATALOGUES: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import("../locales/en"),
  bn: () => import("../locales/bn"),
};

/** zod's own messages in each language, loaded with the language's catalogue. */
const ZOD_LOCALES: Record<Language, () => Promise<{ default: () => Partial<z.core.$ZodConfig> }>> =
  {
    en: () => import("zod/v4/locales/en.js"),
    bn: () => import("zod/v4/locales/bn.js"),
  };

/** A Lingui instance with no language yet: the browser's one, or one per page the server renders. */
export const createI18n = (): I18n => setupI18n();

/**
 * Loads `language`'s catalogue into `i18n` and makes it the active language (a module import, so
 * each catalogue downloads once). Its Intl locale, with the reader's digits, is the one the
 * catalogue's own numbers (`{count, number}`, a plural's `#`) are written in: Bengali digits, or
 * Latin ones for an account that chose them.
 */
export async function activateLanguage(
  i18n: I18n,
  language: Language,
  latinDigits = false,
): Promise<void> {
  const locale = intlLocale(language, latinDigits);
  if (i18n.locale === language && i18n.locales?.[0] === locale) return;
  // zod's own messages (a shared schema's carry their own) in the page's language, in the browser
  // only: on the server zod's configuration is the whole process's, shared by every request.
  const inBrowser = typeof document !== "undefined";
  const [{ messages }, zodLocale] = await Promise.all([
    CATALOGUES[language](),
    inBrowser ? ZOD_LOCALES[language]() : null,
  ]);
  i18n.loadAndActivate({ locale: language, locales: [locale], messages });
  if (zodLocale) z.config(zodLocale.default());
}

/** The reader's chosen language, from the `lang` cookie; null when they chose none. */
export function cookieLanguage(cookie: string): Language | null {
  for (const part of cookie.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return null;
}

/** Remembers the reader's language for a year, for `/` and the screens that follow it. */
export function rememberLanguage(language: Language): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is not in every browser the institute's readers use
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * The language of the page at `pathname`: Bengali under `/bn/`; English at a public page's
 * English address (`isPublicPage`); elsewhere the reader's (`readerLanguage`).
 */
export function pageLanguage(
  pathname: string,
  isPublicPage: (path: string) => boolean,
  readerLanguage: Language | null,
): Language {
  const { language, rest } = splitLanguage(pathname);
  if (language !== DEFAULT_LANGUAGE) return language;
  if (isPublicPage(rest)) return DEFAULT_LANGUAGE;
  return readerLanguage ?? DEFAULT_LANGUAGE;
}

/**
 * The active language and the Intl locale its dates and amounts are written in: Bengali digits in
 * Bengali, unless the signed-in account chose Latin ones.
 */
export function useLanguage(): { language: Language; locale: Locale } {
  const { i18n } = useLingui();
  return readerLocale(i18n.locale, useUser()?.latinDigits ?? false);
}

/** The language of Lingui's active `locale` and its Intl locale, with the reader's digits. */
export function readerLocale(
  active: string | undefined,
  latinDigits: boolean,
): { language: Language; locale: Locale } {
  const language = isLanguage(active) ? active : DEFAULT_LANGUAGE;
  return { language, locale: intlLocale(language, latinDigits) };
}

/** Keeps `<html lang>` on the active language, so a screen reader speaks the page's words as they are. */
export function useDocumentLanguage(): void {
  const { i18n } = useLingui();
  const language = i18n.locale;
  useEffect(() => {
    if (language) document.documentElement.lang = language;
  }, [language]);
}

/**
 * Keeps the signed-in reader's screens in their account's language and digits: when the account arrives or
 * its language changes (sign-in, registration, GET /api/users/me, the profile's setting), it becomes
 * the reader's remembered language and the page switches to it at once, a public page's English
 * address staying English. Mounted once, at the router's root.
 */
export function useAccountLanguage(isPublicPage: (path: string) => boolean, pathname: string) {
  const { i18n } = useLingui();
  const user = useUser();
  const account = user?.locale;
  const latinDigits = user?.latinDigits ?? false;
  // Remembered when the account's language arrives or changes, not at every page: a switch made
  // a moment ago (its save still on the way) is not undone by the account as last read.
  useEffect(() => {
    if (account && cookieLanguage(document.cookie) !== account) rememberLanguage(account);
  }, [account]);
  // The page's language, its numbers in the digits the account chose (activateLanguage does nothing
  // when both are already so).
  useEffect(() => {
    if (!account) return;
    void activateLanguage(i18n, pageLanguage(pathname, isPublicPage, account), latinDigits);
  }, [account, i18n, isPublicPage, pathname, latinDigits]);
}
