// A screen rendered for a unit test as the server renders a page: in the reader's language, inside
// Mantine and a router, its queries answered from a cache the test fills. Nothing is fetched (a
// server render starts no query), so what the cache holds is what the screen shows.
import type { Language } from "@app/shared/i18n";
import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider, type QueryKey } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { activateLanguage, addSignedInMessages, createI18n } from "@/lib/i18n";

const i18n: Record<Language, I18n> = { en: createI18n(), bn: createI18n() };

/**
 * Loads both languages' catalogues, the public part and the signed-in screens' (a screen under
 * test may be either): a test file's `beforeAll`.
 */
export async function loadLanguages(): Promise<void> {
  for (const language of ["en", "bn"] as const) {
    await addSignedInMessages(i18n[language], language);
    await activateLanguage(i18n[language], language);
  }
}

/**
 * An empty query cache. A query that failed stays failed when a screen mounts (by default it
 * would be tried again, and shown loading meanwhile), and a failure is not retried.
 */
export const queryCache = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false } } });

/** Leaves the query under `queryKey` failed with `error`, as an answer from the server would. */
export async function failQuery(client: QueryClient, queryKey: QueryKey, error: Error) {
  await client.prefetchQuery({ queryKey, queryFn: () => Promise.reject(error) });
}

/** The screen's markup at the address `at`, without Mantine's style tags. */
export function renderScreen(
  node: ReactNode,
  {
    client = queryCache(),
    language = "en",
    at = "/",
  }: { client?: QueryClient; language?: Language; at?: string } = {},
): string {
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n[language]}>
      <QueryClientProvider client={client}>
        <MantineProvider>
          <MemoryRouter initialEntries={[at]}>{node}</MemoryRouter>
        </MantineProvider>
      </QueryClientProvider>
    </I18nProvider>,
  ).replace(/<style[^>]*>[^<]*<\/style>/g, "");
}

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#x27;": "'",
};

/** The words of `markup` as a reader sees them, one space between each. */
export const textOf = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, " ")
    .replace(/&(amp|lt|gt|quot|#x27);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, " ")
    .trim();
