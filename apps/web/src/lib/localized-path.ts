// The addresses of a page in the reader's language: a link inside a Bengali page goes to the
// Bengali address of a public page (`/fees` → `/bn/fees`); a signed-in screen or the back office
// has one address, whatever its language (the reader's, the `lang` cookie).
import { type Language, pathInLanguage, splitLanguage } from "@app/shared/i18n";
import { isPublicPage, localizedPath } from "@app/shared/public-pages";

/**
 * `to` (an address inside the site, with its query and hash) as a page in `language` links to it:
 * a public page at its address in that language, anything else as it is (shared with the
 * server's mails).
 */
export { localizedPath };

/**
 * Where the language switcher takes a reader on `url` (path, query and hash) who picks
 * `language`: the same public page in that language, or null on a screen with one address, which
 * changes language in place.
 */
export function switchTarget(url: string, language: Language): string | null {
  const { rest } = splitLanguage(url);
  return isPublicPage(rest) ? pathInLanguage(rest, language) : null;
}

/** `pathname` without its language prefix: `/bn/fees` and `/fees` are both the fees page. */
export const pageAddress = (pathname: string): string => splitLanguage(pathname).rest;
