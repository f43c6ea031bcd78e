// A product's form shows the HSN or SAC code and the GST rate it carries, the rate chosen among the
// five, in the reader's language; a new product starts as a printed book (HSN 4901 at 0 %).
import type { Language } from "@app/shared/i18n";
import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { MantineProvider } from "@mantine/core";
import { useForm } from "@mantine/form";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { activateLanguage, createI18n } from "@/lib/i18n";
import {
  PRODUCT_TAX_DEFAULTS,
  ProductFormFields,
  type ProductFormValues,
} from "./product-form-fields";

const i18n: Record<Language, I18n> = { en: createI18n(), bn: createI18n() };
beforeAll(async () => {
  await activateLanguage(i18n.en, "en");
  await activateLanguage(i18n.bn, "bn");
});

const VALUES: ProductFormValues = {
  name_en: "WBCS coaching module",
  name_bn: "",
  description_en: "Printed notes",
  description_bn: "",
  price: "118",
  sellprice: "118",
  kind: "study",
  stock: "",
  ...PRODUCT_TAX_DEFAULTS,
};

function Fields({ values }: { values: ProductFormValues }) {
  const form = useForm<ProductFormValues>({ mode: "controlled", initialValues: values });
  return <ProductFormFields form={form} />;
}

function render(language: Language, values: ProductFormValues): string {
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n[language]}>
      <QueryClientProvider client={new QueryClient()}>
        <MantineProvider>
          <Fields values={values} />
        </MantineProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

/** The option the rate's select shows chosen, and every option's label. */
function rateSelect(html: string): { chosen: string | undefined; labels: string[] } {
  const select = html.match(/<select[^>]*>(.*?)<\/select>/s)?.[1] ?? "";
  const options = [...select.matchAll(/<option value="(\d+)"( selected="")?>([^<]*)<\/option>/g)];
  return {
    chosen: options.find((option) => option[2])?.[1],
    labels: options.map((option) => option[3] ?? ""),
  };
}

describe("a product's tax fields", () => {
  it("start as a printed book: HSN 4901 at 0 %, any of the five rates to choose", () => {
    const html = render("en", VALUES);
    expect(html).toContain("HSN or SAC code");
    expect(html).toContain("GST rate");
    expect(html).toContain('value="4901"');
    expect(rateSelect(html)).toEqual({ chosen: "0", labels: ["0%", "5%", "12%", "18%", "28%"] });
  });

  it("show what a product carries, in Bengali with Bengali digits on a Bengali page", () => {
    const html = render("bn", { ...VALUES, hsnSac: "999293", gstRate: "18" });
    expect(html).toContain("HSN বা SAC কোড");
    expect(html).toContain("GST-এর হার");
    expect(html).toContain('value="999293"');
    expect(rateSelect(html)).toEqual({
      chosen: "18",
      labels: ["০%", "৫%", "১২%", "১৮%", "২৮%"],
    });
  });
});
