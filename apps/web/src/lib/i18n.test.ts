import { formatCount } from "@app/shared/format";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { activateLanguage, cookieLanguage, createI18n, pageLanguage, readerLocale } from "./i18n";

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
