// The one loading, empty and error wrapper: which state it shows for a query's answer, in the
// reader's language. Rendered to markup as the server renders a page.
import type { Language } from "@app/shared/i18n";
import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { MantineProvider } from "@mantine/core";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { activateLanguage, createI18n } from "@/lib/i18n";
import { QueryStates } from "./query-states";

const i18n: Record<Language, I18n> = { en: createI18n(), bn: createI18n() };
beforeAll(async () => {
  await activateLanguage(i18n.en, "en");
  await activateLanguage(i18n.bn, "bn");
});

type Answer = { data?: string[]; error?: Error };

function render(answer: Answer, language: Language = "en", withEmpty = true): string {
  const query = {
    error: answer.error ?? null,
    isError: answer.error !== undefined,
    isPending: answer.data === undefined && answer.error === undefined,
    refetch: async () => undefined,
  };
  const markup = renderToStaticMarkup(
    <I18nProvider i18n={i18n[language]}>
      <MantineProvider>
        <QueryStates
          query={query}
          data={answer.data}
          loadingLabel="Loading students"
          errorTitle="Could not load the students"
          empty={withEmpty ? "No students yet" : undefined}
          emptyAction={<button type="button">Add a student</button>}
        >
          {(items) => (
            <ul>
              {items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </QueryStates>
      </MantineProvider>
    </I18nProvider>,
  );
  return markup
    .replace(/<style[^>]*>[^<]*<\/style>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

describe("the loading, empty and error wrapper", () => {
  it("says what is loading, in a status region, before the first answer", () => {
    expect(render({})).toBe("Loading students");
  });

  it("shows the error with its message and a retry after a failure", () => {
    const text = render({ error: new Error("The server is not answering") });
    expect(text).toContain("Could not load the students");
    expect(text).toContain("The server is not answering");
    expect(text).toContain("Try again");
    expect(render({ error: new Error("offline") }, "bn")).toContain("আবার চেষ্টা করুন");
  });

  it("shows the empty message and its action when there are no rows, and the rows otherwise", () => {
    expect(render({ data: [] })).toBe("No students yet Add a student");
    expect(render({ data: ["Asha", "Bilal"] })).toBe("Asha Bilal");
  });

  it("keeps the rows already shown when a later refetch fails, and draws empty data without an empty message", () => {
    expect(render({ data: ["Asha"], error: new Error("offline") })).toBe("Asha");
    expect(render({ data: [] }, "en", false)).toBe("");
  });
});
