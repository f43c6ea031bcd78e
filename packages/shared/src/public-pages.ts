// The public pages: what anyone may open without an account, in each language (`/fees` in
// English, `/bn/fees` in Bengali). The web's router mounts these, the server renders the ones it
// has a head for and lists them in the sitemap; one list so the two agree.
import { type Language, pathInLanguage, splitLanguage } from "./i18n";

/** Every public page's English address. */
export const PUBLIC_PAGES = [
  "/",
  "/login",
  "/register",
  "/trip",
  "/video",
  "/contact",
  "/fees",
  "/teachers",
  "/results",
  "/prospectus",
  "/webservice",
  "/weather",
  "/calculator",
  "/voice",
  "/test",
  "/shop",
  "/plasseyshop",
  "/studymaterials",
  "/sign-in",
  "/forgot-password",
  "/reset-password",
  "/verify-email",
  "/single",
] as const;
export type PublicPage = (typeof PUBLIC_PAGES)[number];

/**
 * Pages a visitor opens from a mailed link, rendered on the server like the public pages (a form
 * typed into before the page's scripts have run keeps what was typed) but not offered to search
 * engines.
 */
export const ACCOUNT_PAGES = [
  "/forgot-password",
  "/reset-password",
] as const satisfies readonly PublicPage[];

/** Whether `path` (without a language prefix, its query and hash ignored) is a public page. */
export const isPublicPage = (path: string): boolean =>
  (PUBLIC_PAGES as readonly string[]).includes(path.split(/[?#]/)[0] ?? "");

/**
 * `to` (an address inside the site, with its query and hash) as a reader of `language` opens it:
 * a public page at its address in that language (`/reset-password?token=…` → `/bn/reset-password?
 * token=…`), anything else (a signed-in screen, which has one address in every language and is
 * shown in its reader's) as it is. The web's links and the server's mails both go through it
 * (docs/languages.md).
 */
export function localizedPath(to: string, language: Language): string {
  if (!to.startsWith("/")) return to;
  const { rest } = splitLanguage(to);
  return isPublicPage(rest) ? pathInLanguage(rest, language) : to;
}
