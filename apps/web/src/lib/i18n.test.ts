import { PaiseSchema } from "@app/shared/courses";
import { formatCount } from "@app/shared/format";
import { inLanguage } from "@app/shared/messages";
import { msg } from "@lingui/core/macro";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import {
  activateLanguage,
  addSignedInMessages,
  cookieLanguage,
  createI18n,
  pageLanguage,
  readerLocale,
} from "./i18n";

describe("readerLocale", () => {
  it("writes Bengali numbers in Bengali digits unless the reader chose Latin ones", () => {
    expect(formatCount(1234, readerLocale("bn", false).locale)).toBe("১,২৩৪");
    expect(formatCount(1234, readerLocale("bn", true).locale)).toBe("1,234");
  });

  it("keeps English in Latin digits whatever the choice", () => {
    expect(readerLocale("en", true)).toEqual({ language: "en", locale: "en-IN" });
    expect(readerLocale("en", false)).toEqual({ language: "en", locale: "en-IN" });
  });

  it("reads a language it does not know, or none yet, as English", () => {
    expect(readerLocale(undefined, false).language).toBe("en");
    expect(readerLocale("fr", true).language).toBe("en");
  });
});

describe("pageLanguage", () => {
  const isPublic = (path: string) => path === "/fees";

  it("puts an account's screens in the reader's language and a public English address in English", () => {
    expect(pageLanguage("/profile", isPublic, "bn")).toBe("bn");
    expect(pageLanguage("/fees", isPublic, "bn")).toBe("en");
    expect(pageLanguage("/bn/fees", isPublic, "en")).toBe("bn");
    expect(pageLanguage("/profile", isPublic, null)).toBe("en");
  });
});

describe("cookieLanguage", () => {
  it("reads the lang cookie among others", () => {
    expect(cookieLanguage("a=1; lang=bn; b=2")).toBe("bn");
    expect(cookieLanguage("lang=fr")).toBeNull();
  });
});

describe("activateLanguage", () => {
  const tooLong = { id: "common.email.long", values: { max: 1254 } };

  it("writes a message's numbers in Bengali digits in Bengali", async () => {
    const i18n = createI18n();
    await activateLanguage(i18n, "bn");
    expect(i18n._(tooLong)).toContain("১,২৫৪");
  });

  it("writes them in Latin digits for an account that chose them, and back when it changes", async () => {
    const i18n = createI18n();
    await activateLanguage(i18n, "bn", true);
    expect(i18n._(tooLong)).toContain("1,254");
    expect(i18n._(tooLong)).not.toContain("১");
    await activateLanguage(i18n, "bn", false);
    expect(i18n._(tooLong)).toContain("১,২৫৪");
  });

  it("writes a shared schema's limits in the reader's digits, from the values of its refusal", async () => {
    const refusal = PaiseSchema.safeParse(-1).error?.issues[0]?.message ?? "";
    expect(refusal).toBe("A fee is a whole number of paise from 0 to 10,00,00,000");
    const i18n = createI18n();
    await activateLanguage(i18n, "bn", true);
    expect(inLanguage(i18n, refusal)).toBe("ফি হবে 0 থেকে 10,00,00,000-এর মধ্যে পয়সার একটি পূর্ণসংখ্যা");
    await activateLanguage(i18n, "bn", false);
    expect(inLanguage(i18n, refusal)).toBe("ফি হবে ০ থেকে ১০,০০,০০,০০০-এর মধ্যে পয়সার একটি পূর্ণসংখ্যা");
  });
});

// A screen that hands a message a number as it is (a photo's place, a carousel's image, an option)
// gets it in the reader's digits: the Bengali translation writes it as a number (`{place, number}`),
// so a Bengali reader reads ৩, one who chose Latin digits 3 (docs/languages.md).
describe("a number a screen hands a message", () => {
  // Each written as its screen writes it, so that its id is the screen's message's.
  const [current, index, place, total] = [1, 1, 2, 3];
  const name = "খাতা";
  const question = { version: 3 };
  const messages = () => [
    msg`Image ${current + 1} of ${total}`,
    msg`${name}, image ${place} of ${total}`,
    msg`Remove photo ${place}`,
    msg`Option ${index + 1}`,
    msg`Question version ${question.version}`,
  ];

  it("is in Bengali digits for a Bengali reader", async () => {
    const i18n = createI18n();
    await activateLanguage(i18n, "bn");
    await addSignedInMessages(i18n, "bn");
    expect(messages().map((message) => i18n._(message))).toEqual([
      "৩টির মধ্যে ২ নম্বর ছবি",
      "খাতা, ৩টির মধ্যে ২ নম্বর ছবি",
      "২ নম্বর ছবিটি সরান",
      "বিকল্প ২",
      "প্রশ্নের সংস্করণ ৩",
    ]);
  });

  it("is in Latin digits for a Bengali reader who chose them", async () => {
    const i18n = createI18n();
    await activateLanguage(i18n, "bn", true);
    await addSignedInMessages(i18n, "bn");
    expect(messages().map((message) => i18n._(message))).toEqual([
      "3টির মধ্যে 2 নম্বর ছবি",
      "খাতা, 3টির মধ্যে 2 নম্বর ছবি",
      "2 নম্বর ছবিটি সরান",
      "বিকল্প 2",
      "প্রশ্নের সংস্করণ 3",
    ]);
  });
});

describe("the catalogue's two parts (decision 068)", () => {
  // A public page's message (the shared schemas' refusal of a long address) and a signed-in
  // screen's (the desk's refusal of an attachment list), by their explicit ids.
  const publicMessage = { id: "common.email.long", values: { max: 1254 } };
  const signedInMessage = { id: "tickets.attachments.twice" };
  const bengali = /\p{Script=Bengali}/u;

  it("gives a public page only the public part", async () => {
    const i18n = createI18n();
    await activateLanguage(i18n, "en");
    expect(i18n._(publicMessage)).toBe("Email must be at most 1254 characters");
    expect(i18n._(signedInMessage)).toBe("tickets.attachments.twice");
  });

  it("adds the signed-in part, and a language switched to after has both", async () => {
    const i18n = createI18n();
    await activateLanguage(i18n, "en");
    await addSignedInMessages(i18n, "en");
    expect(i18n._(signedInMessage)).toBe("Each file can be attached once");
    await activateLanguage(i18n, "bn");
    expect(i18n._(publicMessage)).toMatch(bengali);
    expect(i18n._(signedInMessage)).toMatch(bengali);
  });

  it("knows the parts an instance speaks when a component switches it through Lingui's provider", async () => {
    const i18n = createI18n();
    await activateLanguage(i18n, "en");
    await addSignedInMessages(i18n, "en");
    // What useLingui() gives a component (the account's language, lib/i18n's useAccountLanguage):
    // a Proxy of the instance, as I18nProvider hands it out.
    await activateLanguage(new Proxy(i18n, {}), "bn");
    expect(i18n._(signedInMessage)).toMatch(bengali);
  });

  it("keeps either part whichever of the two loads finishes first", async () => {
    const i18n = createI18n();
    // As the root's loader and the signed-in area's run side by side on a first signed-in page.
    await Promise.all([activateLanguage(i18n, "bn"), addSignedInMessages(i18n, "bn")]);
    expect(i18n._(publicMessage)).toMatch(bengali);
    expect(i18n._(signedInMessage)).toMatch(bengali);
  });
});

describe("zod's own messages in the browser", () => {
  it("follow the page's language", async () => {
    vi.stubGlobal("document", {});
    try {
      const i18n = createI18n();
      const refusal = () => z.string().safeParse(5).error?.issues[0]?.message ?? "";
      await activateLanguage(i18n, "bn");
      expect(refusal()).toMatch(/\p{Script=Bengali}/u);
      await activateLanguage(i18n, "en");
      expect(refusal()).toMatch(/^Invalid input/);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
