// The contact details name the institute and its address in the reader's language: the Bengali
// ones an admin wrote on a Bengali page, the English ones where the Bengali are not written.
import type { Language } from "@app/shared/i18n";
import { INSTITUTE, type InstituteSettings } from "@app/shared/institute";
import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { activateLanguage, createI18n } from "@/lib/i18n";
import { instituteQueryKey } from "@/lib/use-institute";
import { ContactDetails } from "./contact-details";

const i18n: Record<Language, I18n> = { en: createI18n(), bn: createI18n() };
beforeAll(async () => {
  await activateLanguage(i18n.en, "en");
  await activateLanguage(i18n.bn, "bn");
});

const SAVED: InstituteSettings = {
  ...INSTITUTE,
  name: "Lalbagh Academy",
  addressLines: ["3 Fort Road", "Lalbagh"],
  nameBn: "লালবাগ একাডেমি",
  addressLinesBn: ["৩ ফোর্ট রোড", "লালবাগ"],
};

function render(language: Language, saved: InstituteSettings): string {
  const client = new QueryClient();
  client.setQueryData(instituteQueryKey, saved);
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n[language]}>
      <QueryClientProvider client={client}>
        <MantineProvider>
          <ContactDetails />
        </MantineProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

describe("the contact details", () => {
  it("name the institute and its address in Bengali on a Bengali page", () => {
    const html = render("bn", SAVED);
    expect(html).toContain("লালবাগ একাডেমি");
    expect(html).toContain("৩ ফোর্ট রোড");
    expect(html).not.toContain("Lalbagh Academy");
    expect(html).not.toContain("3 Fort Road");
  });

  it("name them in English on an English page", () => {
    const html = render("en", SAVED);
    expect(html).toContain("Lalbagh Academy");
    expect(html).toContain("3 Fort Road");
    expect(html).not.toContain("লালবাগ একাডেমি");
  });

  it("fall back to the English ones where the Bengali are not written", () => {
    const html = render("bn", { ...SAVED, nameBn: "", addressLinesBn: [] });
    expect(html).toContain("Lalbagh Academy");
    expect(html).toContain("3 Fort Road");
  });
});
