// An import's result counts its questions: one question, two questions, in the reader's digits.
import { beforeAll, describe, expect, it } from "vitest";
import { loadLanguages, renderScreen, textOf } from "@/test/render-screen";
import { ImportedCount } from "./import-panel";

beforeAll(loadLanguages);

const shown = (imported: number, language: "en" | "bn") =>
  textOf(renderScreen(<ImportedCount imported={imported} />, { language }));

describe("the import's result", () => {
  it("says question for one and questions for more, in English", () => {
    expect(shown(1, "en")).toBe("Imported 1 question.");
    expect(shown(2, "en")).toBe("Imported 2 questions.");
    expect(shown(1200, "en")).toBe("Imported 1,200 questions.");
  });

  it("counts them in Bengali digits in Bengali", () => {
    expect(shown(1, "bn")).toBe("১টি প্রশ্ন আমদানি হয়েছে।");
    expect(shown(12, "bn")).toBe("১২টি প্রশ্ন আমদানি হয়েছে।");
  });
});
