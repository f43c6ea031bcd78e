// The shop's search box: its button says what it does, Search, in both languages (not Submit).
import { beforeAll, describe, expect, it } from "vitest";
import { loadLanguages, renderScreen } from "@/test/render-screen";
import { ProductSearch } from "./product-search";

beforeAll(loadLanguages);

const box = (language: "en" | "bn") =>
  renderScreen(<ProductSearch active={null} onSearch={() => {}} onClear={() => {}} />, {
    language,
  });

/** The words of the form's submit button. */
const submitButton = (markup: string) =>
  /<button[^>]*type="submit"[^>]*>([\s\S]*?)<\/button>/
    .exec(markup)?.[1]
    ?.replace(/<[^>]+>/g, "")
    .trim();

describe("the shop's search box", () => {
  it("has a Search button", () => {
    expect(submitButton(box("en"))).toBe("Search");
  });

  it("has a খুঁজুন button on a Bengali page", () => {
    expect(submitButton(box("bn"))).toBe("খুঁজুন");
  });
});
