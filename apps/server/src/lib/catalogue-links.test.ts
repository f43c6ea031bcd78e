// A link in a mail or PDF stands alone: a mail client (or a PDF reader) that turns an address
// into a link takes every character up to the next space with it, so `{site}/tickets।` or
// `{link}-এ` would open a page that does not exist. Every placeholder named like an address
// (`link`, `site`, `url`, `…Link`) is followed by a space or the end of a line and preceded by no
// letter (docs/languages.md).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/** The server's catalogues, and the web app's. */
const SERVER_LOCALES = join(import.meta.dirname, "../locales");
const WEB_LOCALES = join(import.meta.dirname, "../../../web/src/locales");

/** Each message's id and its translation (a PO file's msgstr, its continued lines joined). */
function messagesOf(file: string, dir = SERVER_LOCALES): { id: string; text: string }[] {
  const lines = readFileSync(join(dir, file), "utf8").split("\n");
  const messages: { id: string; text: string }[] = [];
  let id = "";
  let current: { id: string; text: string } | undefined;
  let idContinues = false;
  const unquote = (line: string) => JSON.parse(line.slice(line.indexOf('"'))) as string;
  for (const line of lines) {
    if (line.startsWith("msgid ")) {
      id = unquote(line);
      current = undefined;
      idContinues = true;
    } else if (line.startsWith("msgstr ")) {
      current = { id, text: unquote(line) };
      messages.push(current);
    } else if (line.startsWith('"') && current) {
      current.text += unquote(line);
    } else if (line.startsWith('"') && idContinues) {
      id += unquote(line);
    } else {
      current = undefined;
    }
    if (!line.startsWith("msgid ") && !line.startsWith('"')) idContinues = false;
  }
  return messages;
}

const ADDRESS = String.raw`\{\w*(?:link|site|url)\w*\}`;
/** An address placeholder glued to what follows (anything but a space or a line's end). */
const GLUED_AFTER = new RegExp(`${ADDRESS}(?=[^\\s])`, "iu");
/** An address placeholder glued to a letter (or a vowel sign) before it. */
const GLUED_BEFORE = new RegExp(`[\\p{L}\\p{M}\\p{N}]${ADDRESS}`, "iu");

describe("addresses in the server's catalogues", () => {
  it("finds a glued address when there is one (the check itself)", () => {
    for (const text of ["{site}/forgot-password-এ", "{site}/tickets।", "দেখুন{link}", "{url}."]) {
      expect(GLUED_AFTER.test(text) || GLUED_BEFORE.test(text), text).toBe(true);
    }
    for (const text of ["দেখুন: {link}", "{link}\nআর", "({loginLink} ", "{link}"]) {
      expect(GLUED_AFTER.test(text) || GLUED_BEFORE.test(text), text).toBe(false);
    }
  });

  for (const file of ["bn.po", "en.po"]) {
    it(`puts every address in ${file} between spaces or line ends`, () => {
      const messages = messagesOf(file);
      expect(messages.length).toBeGreaterThan(100);
      const glued = messages
        .filter(({ text }) => GLUED_AFTER.test(text) || GLUED_BEFORE.test(text))
        .map(({ id, text }) => `${id}: ${text}`);
      expect(glued).toEqual([]);
    });
  }
});

/** The names a message fills in (`{name}`, `{count, plural, …}`), sorted. */
const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{(\w+)(?=[,}])/g)].map((match) => match[1] ?? "").sort();

// A translation that lost or renamed a placeholder prints the raw `{name}` or drops what it stood
// for (a link, an amount) without any error: every Bengali message names exactly what its
// English one does, in the server's and the web app's catalogues.
describe("placeholders in the Bengali catalogues", () => {
  it("finds a lost placeholder when there is one (the check itself)", () => {
    expect(placeholders("Sign in at {loginLink}\n  then {profileLink}")).toEqual([
      "loginLink",
      "profileLink",
    ]);
    expect(placeholders("{count, plural, one {# ticket} other {# tickets}}")).toEqual(["count"]);
  });

  for (const [where, dir] of [
    ["server", SERVER_LOCALES],
    ["web app", WEB_LOCALES],
    ["web app's signed-in part", join(WEB_LOCALES, "signed-in")],
  ] as const) {
    it(`keeps each message's placeholders in the ${where}'s Bengali`, () => {
      const english = new Map(
        messagesOf("en.po", dir).map(({ id, text }) => [id, text || id] as const),
      );
      const bengali = messagesOf("bn.po", dir).filter(({ id }) => id !== "");
      expect(bengali.length).toBeGreaterThan(100);
      const differ = bengali
        .filter(({ id, text }) => {
          const source = english.get(id) ?? id;
          return placeholders(text).join() !== placeholders(source).join();
        })
        .map(({ id, text }) => `${id}: ${text}`);
      expect(differ).toEqual([]);
    });
  }
});

/** An ICU argument: `{name}`, `{name, number}`, `{name, date, short}` (not a plural's branches). */
const ARGUMENT = /\{\w+(?:,\s*\w+(?:,\s*[^{}]*)?)?\}/g;
/** A Bengali digit (০-৯) written into a translation's own text. */
const BENGALI_DIGIT = /[\u09E6-\u09EF]/u;
const literalDigits = (text: string): boolean => BENGALI_DIGIT.test(text.replace(ARGUMENT, ""));

// A number written into a translation in Bengali digits stays Bengali for a reader who chose
// Latin digits: numbers are values (`{max, number}`), which Intl writes in the reader's digits
// (docs/languages.md), in the server's catalogue and both parts of the web app's.
describe("digits in the Bengali catalogues", () => {
  it("finds a Bengali digit in a translation's own text (the check itself)", () => {
    for (const text of [
      "গত ১২ মাস",
      "{max, number}টি, ৯০%",
      "{n, plural, one {# মাস} other {১২ মাস}}",
    ]) {
      expect(literalDigits(text), text).toBe(true);
    }
    for (const text of ["গত {months, number} মাস", "{n, plural, one {# মাস} other {# মাস}}", "12"]) {
      expect(literalDigits(text), text).toBe(false);
    }
  });

  for (const [where, dir, file] of [
    ["server", SERVER_LOCALES, "bn.po"],
    ["web app's public part", WEB_LOCALES, "bn.po"],
    ["web app's signed-in part", WEB_LOCALES, "signed-in/bn.po"],
  ] as const) {
    it(`writes no number in Bengali digits in the ${where}`, () => {
      const messages = messagesOf(file, dir).filter(({ id }) => id !== "");
      expect(messages.length).toBeGreaterThan(100);
      const literal = messages
        .filter(({ text }) => literalDigits(text))
        .map(({ id, text }) => `${id}: ${text}`);
      expect(literal).toEqual([]);
    });
  }
});

/** A placeholder named as a count or a limit, written as it is (`{max}`), not as a number. */
const PLAIN_COUNT =
  /\{(?:max|min|count|days|minutes|hours|taken|left|seats|line|age|length|width|height|megapixels)\}/;
/** An explicit id (`tickets.view.tooMany`): the server's messages and the shared schemas'. */
const EXPLICIT_ID = /^[a-z][a-zA-Z]*(?:\.[a-zA-Z0-9]+)+$/;

// The server and the shared schemas pass a count or a limit as a number (`values: { max: 20 }`):
// written `{max}`, it comes out in Latin digits whatever the reader's, so a Bengali translation
// writes it `{max, number}` or counts it in a plural (docs/languages.md). The web's own messages
// (ids made from their English) are given a count already formatted for the reader, so only the
// messages with explicit ids are read in the web's catalogues.
describe("counts and limits in the Bengali catalogues", () => {
  it("finds a count written as it is (the check itself)", () => {
    for (const text of ["সর্বাধিক {max}টি", "{days} দিনে", "{taken}টি আসন"]) {
      expect(PLAIN_COUNT.test(text), text).toBe(true);
    }
    for (const text of [
      "সর্বাধিক {max, number}টি",
      "{count, plural, one {#টি} other {#টি}}",
      "{label}",
    ]) {
      expect(PLAIN_COUNT.test(text), text).toBe(false);
    }
  });

  for (const [where, dir, file] of [
    ["server", SERVER_LOCALES, "bn.po"],
    ["web app's public part", WEB_LOCALES, "bn.po"],
    ["web app's signed-in part", WEB_LOCALES, "signed-in/bn.po"],
  ] as const) {
    it(`writes every count of a message with an explicit id as a number in the ${where}`, () => {
      const messages = messagesOf(file, dir).filter(({ id }) => EXPLICIT_ID.test(id));
      expect(messages.length).toBeGreaterThan(50);
      const plain = messages
        .filter(({ text }) => PLAIN_COUNT.test(text))
        .map(({ id, text }) => `${id}: ${text}`);
      expect(plain).toEqual([]);
    });
  }
});
