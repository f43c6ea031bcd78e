// The languages the site speaks, shared by the web app and the server: English and Bengali, with
// English the source of every message and the fallback of a text staff have not translated.
// Adding a language is a code of its own here, a catalogue per app (lingui.config.ts) and its
// name in LANGUAGE_NAMES; nothing else names a language.
import { z } from "zod";
import type { Locale } from "./format";

export const LANGUAGES = ["en", "bn"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";
export const LanguageSchema = z.enum(LANGUAGES);

/** `?lang=bn`: a document (a PDF) in a language other than its reader's own. */
export const LanguageQuerySchema = z.object({
  lang: LanguageSchema.optional().describe("The document's language; else the reader's"),
});

/** Each language's name in itself, as a switcher offers it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", bn: "বাংলা" };

export const isLanguage = (value: unknown): value is Language =>
  LANGUAGES.includes(value as Language);

/**
 * The Intl locale a reader's dates and numbers are written in: always India's conventions (never
 * plain `bn`, which puts ₹ after the amount), Bengali digits in Bengali unless the reader chose
 * Latin ones.
 */
export function intlLocale(language: Language, latinDigits = false): Locale {
  if (language === "bn") return latinDigits ? "bn-IN-u-nu-latn" : "bn-IN";
  return "en-IN";
}

/**
 * The language an `Accept-Language` header prefers among ours, by its q-values (`bn-IN,bn;q=0.9`
 * is Bengali, `fr, en;q=0.5` English); null when it names none of them, or there is no header.
 */
export function preferredLanguage(header: string | undefined | null): Language | null {
  if (!header) return null;
  let best: { language: Language; q: number } | null = null;
  for (const part of header.split(",").slice(0, 32)) {
    const [tag = "", ...params] = part.trim().split(";");
    const primary = tag.trim().toLowerCase().split("-")[0];
    if (!isLanguage(primary)) continue;
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    // Ties go to the one named first.
    if (!best || q > best.q) best = { language: primary, q };
  }
  return best?.language ?? null;
}

/** The cookie the language switcher sets, read by the server for `/` and the web for its screens. */
export const LANGUAGE_COOKIE = "lang";

/** The path prefix of the Bengali public pages (`/bn/fees`); English pages have none. */
export const languagePrefix = (language: Language): string =>
  language === DEFAULT_LANGUAGE ? "" : `/${language}`;

/**
 * A public page's address in `language`: `/fees` → `/bn/fees`, `/bn/fees` → `/fees`, `/` ↔ `/bn/`.
 * The query and hash stay as they are.
 */
export function pathInLanguage(path: string, language: Language): string {
  const { rest } = splitLanguage(path);
  return `${languagePrefix(language)}${rest}`;
}

/** The language an address is in (`/bn/…` Bengali, anything else English) and the rest of it. */
export function splitLanguage(path: string): { language: Language; rest: string } {
  for (const language of LANGUAGES) {
    const prefix = languagePrefix(language);
    if (!prefix) continue;
    if (path === prefix) return { language, rest: "/" };
    if (path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`)) {
      const rest = path.slice(prefix.length);
      return { language, rest: rest.startsWith("/") ? rest : `/${rest}` };
    }
  }
  return { language: DEFAULT_LANGUAGE, rest: path || "/" };
}
