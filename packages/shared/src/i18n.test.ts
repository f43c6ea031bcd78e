import { describe, expect, it } from "vitest";
import { intlLocale, pathInLanguage, preferredLanguage, splitLanguage } from "./i18n";

describe("preferredLanguage", () => {
  it.each([
    ["bn-IN,bn;q=0.9,en;q=0.8", "bn"],
    ["en-IN,bn;q=0.9", "en"],
    ["fr, en;q=0.5", "en"],
    ["fr-FR, de", null],
    ["en;q=0.2, bn;q=0.7", "bn"],
    ["bn;q=0, en", "en"],
    ["BN", "bn"],
    ["", null],
    [undefined, null],
  ])("%s → %s", (header, language) => {
    expect(preferredLanguage(header)).toBe(language);
  });
});

describe("addresses in a language", () => {
  it.each([
    ["/fees", "bn", "/bn/fees"],
    ["/", "bn", "/bn/"],
    ["/single?id=7", "bn", "/bn/single?id=7"],
    ["/bn/fees", "en", "/fees"],
    ["/bn/", "en", "/"],
    ["/bn", "en", "/"],
    ["/bn/fees", "bn", "/bn/fees"],
    ["/bnx", "en", "/bnx"],
  ] as const)("%s in %s is %s", (path, language, expected) => {
    expect(pathInLanguage(path, language)).toBe(expected);
  });

  it("tells the language of an address", () => {
    expect(splitLanguage("/bn/shop")).toEqual({ language: "bn", rest: "/shop" });
    expect(splitLanguage("/shop")).toEqual({ language: "en", rest: "/shop" });
  });
});

describe("intlLocale", () => {
  it("writes Bengali with India's conventions and Bengali digits unless Latin ones are chosen", () => {
    expect(intlLocale("en")).toBe("en-IN");
    expect(intlLocale("bn")).toBe("bn-IN");
    expect(intlLocale("bn", true)).toBe("bn-IN-u-nu-latn");
    const amount = new Intl.NumberFormat(intlLocale("bn"), { style: "currency", currency: "INR" });
    expect(amount.format(123456.5)).toBe("₹১,২৩,৪৫৬.৫০");
    const latin = new Intl.NumberFormat(intlLocale("bn", true), {
      style: "currency",
      currency: "INR",
    });
    expect(latin.format(123456.5)).toBe("₹1,23,456.50");
  });
});
