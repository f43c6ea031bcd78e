// Server messages with a count in each language: Bengali counts 0 as "one", as CLDR does.
import { describe, expect, it } from "vitest";
import { TOO_MANY_FILES } from "../plugins/uploads";
import { translate } from "./i18n";

const noun = /*i18n*/ { id: "uploads.noun.image", message: "image" };
const tooMany = (max: number) => ({ ...TOO_MANY_FILES, values: { max, noun } });

describe("a message with a count", () => {
  it("takes Bengali's plural forms and digits at 0, 1 and 2, its value translated too", () => {
    expect([0, 1, 2].map((max) => translate("bn", tooMany(max)))).toEqual([
      "সর্বাধিক ০টি ছবি বেছে নিন",
      "সর্বাধিক ১টি ছবি বেছে নিন",
      "সর্বাধিক ২টি ছবি বেছে নিন",
    ]);
  });

  it("reads as before in English", () => {
    expect([0, 1, 2].map((max) => translate("en", tooMany(max)))).toEqual([
      "Please choose at most 0 images",
      "Please choose at most one image",
      "Please choose at most 2 images",
    ]);
  });
});
