// The navigation bar and the footer name the institute as its staff saved it (GET /api/institute),
// in the reader's language: not a name fixed in the code. The phone's bar calls the number saved
// with them, in one tap from any page.
import type { Language } from "@app/shared/i18n";
import { INSTITUTE, type InstituteSettings } from "@app/shared/institute";
import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { prerender } from "react-dom/static";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { activateLanguage, createI18n } from "@/lib/i18n";
import { instituteQueryKey } from "@/lib/use-institute";
import { Footer } from "./footer";
import { NavBar } from "./nav-bar";

const i18n: Record<Language, I18n> = { en: createI18n(), bn: createI18n() };
beforeAll(async () => {
  await activateLanguage(i18n.en, "en");
  await activateLanguage(i18n.bn, "bn");
});

const SAVED: InstituteSettings = { ...INSTITUTE, name: "Lalbagh Academy", nameBn: "লালবাগ একাডেমি" };

/** The markup as the server renders a page: once every lazy part (the wide bar) has loaded. */
async function render(language: Language, saved: InstituteSettings): Promise<string> {
  const client = new QueryClient();
  client.setQueryData(instituteQueryKey, saved);
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <>
            <NavBar />
            <Footer />
          </>
        ),
      },
    ],
    { initialEntries: [language === "bn" ? "/bn/fees" : "/fees"] },
  );
  const { prelude } = await prerender(
    <I18nProvider i18n={i18n[language]}>
      <QueryClientProvider client={client}>
        <MantineProvider>
          <RouterProvider router={router} />
        </MantineProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return new Response(prelude).text();
}

/** How often `text` occurs in `html`. */
const count = (html: string, text: string) => html.split(text).length - 1;

describe("the header and the footer", () => {
  it("name the institute as saved, in English on an English page", async () => {
    const html = await render("en", SAVED);
    // The brand and the copyright line of each layout (wide and narrow: the server's HTML has both).
    expect(count(html, "Lalbagh Academy")).toBe(4);
    expect(html).not.toContain("Plassey Institute");
    expect(html).not.toContain("লালবাগ একাডেমি");
  });

  it("name it in Bengali on a Bengali page, in English where no Bengali name is written", async () => {
    expect(count(await render("bn", SAVED), "লালবাগ একাডেমি")).toBe(4);
    expect(count(await render("bn", { ...SAVED, nameBn: "" }), "Lalbagh Academy")).toBe(4);
  });

  it("give the phone's bar a call link to the number as saved, named in the page's language", async () => {
    const saved = { ...SAVED, phoneDisplay: "+91 90000 11111", phoneDigits: "919000011111" };
    const english = await render("en", saved);
    expect(count(english, 'href="tel:+919000011111"')).toBe(1);
    expect(english).toContain('aria-label="Call +91 90000 11111"');
    const bengali = await render("bn", saved);
    expect(count(bengali, 'href="tel:+919000011111"')).toBe(1);
    expect(bengali).toContain('aria-label="ফোন করুন +91 90000 11111"');
  });
});
