import { describe, expect, it } from "vitest";
import {
  columnsFromText,
  localizedText,
  missingLanguages,
  optionalLocalizedText,
  textFromColumns,
  textIn,
} from "./localized-text";

describe("a text staff write in both languages", () => {
  it("is shown in the reader's language, else in the other one", () => {
    expect(textIn({ en: "Fees", bn: "ফি" }, "bn")).toBe("ফি");
    expect(textIn({ en: "Fees", bn: "" }, "bn")).toBe("Fees");
    expect(textIn({ en: "", bn: "ফি" }, "en")).toBe("ফি");
    expect(textIn({ en: "", bn: "" }, "en")).toBe("");
  });

  it("names the languages it still lacks, none when it is empty in all", () => {
    expect(missingLanguages({ en: "Fees", bn: "" })).toEqual(["bn"]);
    expect(missingLanguages({ en: "", bn: "ফি" })).toEqual(["en"]);
    expect(missingLanguages({ en: "Fees", bn: "ফি" })).toEqual([]);
    expect(missingLanguages({ en: "", bn: "" })).toEqual([]);
  });

  it("needs one language at least, trims each and keeps to its length", () => {
    const name = localizedText(10);
    expect(name.parse({ en: " Fees ", bn: "" })).toEqual({ en: "Fees", bn: "" });
    expect(name.safeParse({ en: " ", bn: "" }).success).toBe(false);
    expect(name.safeParse({ en: "x".repeat(11), bn: "" }).success).toBe(false);
    expect(name.safeParse({ en: "Fees" }).success).toBe(false);
    expect(name.safeParse({ en: "Fees", bn: "", fr: "Frais" }).success).toBe(false);
    expect(optionalLocalizedText(10).parse({})).toEqual({ en: "", bn: "" });
  });

  it("goes to and from its columns", () => {
    const row = columnsFromText({ en: "Fees", bn: "ফি" }, "name");
    expect(row).toEqual({ name_en: "Fees", name_bn: "ফি" });
    expect(textFromColumns({ name_en: "Fees", name_bn: null }, "name")).toEqual({
      en: "Fees",
      bn: "",
    });
  });
});
