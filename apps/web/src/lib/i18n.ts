// The web app's words in the reader's language (Lingui). Components write their text with the
// macros of @lingui/react/macro (`<Trans>`, `useLingui`'s `t`), code outside a component with
// `msg` from @lingui/core/macro, translated where it is shown. `npm run messages` extracts them into
// src/locales/ and compiles them into modules, two parts per language (lingui.config.ts,
// decision 068): the public part, which every page loads with its language, and the signed-in
// part, which the signed-in screens add (app/signed-in-area.tsx) and which then comes with every
// language the page switches to.
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
import { I18n, type Messages } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { useEffect } from "react";
import { z } from "zod";
import { useUser } from "./auth";

/** The parts of the web app's catalogue (lingui.config.ts), each a module per language. */
type CataloguePart = "public" | "signedIn";

const CATALOGUES: Record<CataloguePart, Record<Language, () => Promise<{ messages: Messages }>>> = {
  public: {
    en: () => import("../locales/en"),
    bn: () => import("../locales/bn"),
  },
  signedIn: {
    en: () => import("../locales/signed-in/en"),
    bn: () => import("../locales/signed-in/bn"),
  },
};

/**
 * Lingui's I18n with what it holds of the catalogue: the parts it speaks (the public one, and the
 * signed-in one once added) and each part's load in each language, done or on the way. Kept on the
 * instance itself: Lingui's provider gives components a Proxy of it (`useLingui().i18n`), so a
 * record beside the instance, keyed by it, would not be found from a component.
 */
class WebI18n extends I18n {
  readonly parts = new Set<CataloguePart>(["public"]);
  readonly loads = new Map<string, Promise<void>>();
}

function webI18n(i18n: I18n): WebI18n {
  if (!(i18n instanceof WebI18n)) throw new Error("The Lingui instance is not createI18n's");
  return i18n;
}

/**
 * Adds `language`'s messages of `part` to `i18n`, once: Lingui merges them into the language's
 * messages (`load`), given in an object of the instance's own, since it would merge later parts
 * into the object it was first given, which must not be a catalogue module's. A part that failed
 * to load is tried again at the next call.
 */
function loadPart(i18n: WebI18n, part: CataloguePart, language: Language): Promise<void> {
  const key = `${part}:${language}`;
  let load = i18n.loads.get(key);
  if (!load) {
    load = CATALOGUES[part][language]().then(({ messages }) => {
      i18n.load(language, { ...messages });
    });
    load.catch(() => i18n.loads.delete(key));
    i18n.loads.set(key, load);
  }
  return load;
}

/** zod's own messages in each language, loaded with the language's catalogue. */
const ZOD_LOCALES: Record<Language, () => Promise<{ default: () => Partial<z.core.$ZodConfig> }>> =
  {
    en: () => import("zod/v4/locales/en.js"),
    bn: () => import("zod/v4/locales/bn.js"),
  };

/** A Lingui instance with no language yet: the browser's one, or one per page the server renders. */
export const createI18n = (): I18n => new WebI18n({});

/**
 * Loads `language`'s catalogue into `i18n`, every part it speaks, and makes it the active language
 * (module imports, so each part downloads once). Its Intl locale, with the reader's digits, is the one the
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
  const instance = webI18n(i18n);
  const [, zodLocale] = await Promise.all([
    Promise.all([...instance.parts].map((part) => loadPart(instance, part, language))),
    inBrowser ? ZOD_LOCALES[language]() : null,
  ]);
  // Added to what the language had (`load` merges): a part added meanwhile stays.
  i18n.activate(language, [locale]);
  if (zodLocale) z.config(zodLocale.default());
}

/**
 * Adds the signed-in screens' part of the catalogue to `i18n`: loaded now in `language`, the
 * language the page is being drawn in, and with every language activated after (a switch on a
 * signed-in screen). The signed-in area's route loader calls it, alongside the root's
 * `activateLanguage`: both only add messages, so either may finish first.
 */
export function addSignedInMessages(i18n: I18n, language: Language): Promise<void> {
  const instance = webI18n(i18n);
  instance.parts.add("signedIn");
  return loadPart(instance, "signedIn", language);
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
