// The badges of a text's missing languages: each language named in the reader's language from
// its name (lib/language-names), so a third language needs its name and no new badge.
import type { Language } from "@app/shared/i18n";
import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { MantineProvider } from "@mantine/core";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { activateLanguage, createI18n } from "@/lib/i18n";
import { MissingLanguages } from "./missing-languages";

const i18n: Record<Language, I18n> = { en: createI18n(), bn: createI18n() };
beforeAll(async () => {
  await activateLanguage(i18n.en, "en");
  await activateLanguage(i18n.bn, "bn");
});

const render = (missing: Language[], language: Language, showComplete = false): string =>
  renderToStaticMarkup(
    <I18nProvider i18n={i18n[language]}>
      <MantineProvider>
        <MissingLanguages missing={missing} showComplete={showComplete} />
      </MantineProvider>
    </I18nProvider>,
  )
    .replace(/<style[^>]*>[^<]*<\/style>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

describe("MissingLanguages", () => {
  it("names each missing language in the reader's language", () => {
    expect(render(["bn"], "en")).toBe("Bengali missing");
    expect(render(["en", "bn"], "en")).toBe("English missing Bengali missing");
    expect(render(["bn"], "bn")).toBe("বাংলা নেই");
    expect(render(["en"], "bn")).toBe("ইংরেজি নেই");
  });

  it("says every language is written only when asked", () => {
    expect(render([], "en")).toBe("");
    expect(render([], "en", true)).toBe("Both languages");
    expect(render([], "bn", true)).toBe("দুই ভাষাতেই আছে");
  });
});

describe("Bengali plurals", () => {
  // Bengali counts 0 and 1 as `one` (docs/languages.md): a catalogue's `one {…}` says "0 …" too.
  it("are `one` for 0 and 1, `other` from 2", () => {
    const rules = new Intl.PluralRules("bn");
    expect(rules.select(0)).toBe("one");
    expect(rules.select(1)).toBe("one");
    expect(rules.select(2)).toBe("other");
  });
});
