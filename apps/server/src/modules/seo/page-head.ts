// The <head> of each public page as search engines and link previews read it, in the page's
// language (`/fees` English, `/bn/fees` Bengali): its title and description, its addresses in the
// other languages (hreflang), Open Graph and Twitter card tags with the page's picture, a canonical
// address, and JSON-LD (the institute as an EducationalOrganization, each course with its fee,
// a product with its price). Built on the server from the same data the page shows.
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, pathInLanguage } from "@app/shared/i18n";
import { type InstituteSettings, instituteIn } from "@app/shared/institute";
import { textFromColumns, textIn } from "@app/shared/localized-text";
import { PUBLIC_PAGES, type PublicPage } from "@app/shared/public-pages";
import type { MessageDescriptor } from "@lingui/core";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { i18nFor } from "../../lib/i18n";
import { createCoursesService } from "../courses/courses.service";
import { createInstituteService } from "../institute/institute.service";
import { productImageUrl } from "../products/product-image-storage";
import { findProduct } from "../products/products.repository";

export type PageHead = {
  language: Language;
  title: string;
  description: string;
  /** Absolute address of the page's picture. */
  image: string;
  canonical: string;
  /** The page's address in each language, for `hreflang` alternates. */
  alternates: Record<Language, string>;
  type: "website" | "product";
  /** product:price:amount, in rupees. */
  price?: number;
  jsonLd: object[];
  /** The institute's name in the page's language (og:site_name). */
  siteName: string;
};

type PageText = { title: MessageDescriptor; description: MessageDescriptor };

/**
 * The public pages offered to search engines, with their titles and descriptions (the product
 * page, /single, has its product's).
 */
const PAGES: Partial<Record<PublicPage, PageText>> = {
  "/": {
    title: /*i18n*/ {
      id: "seo.home.title",
      message: "{institute}: courses, trips and a shop in West Bengal",
    },
    description: /*i18n*/ {
      id: "seo.home.description",
      message:
        "Computer courses with their fees, trips to Plassey, Hazarduari and Nabadwip, study materials and a local shop, from {institute}.",
    },
  },
  "/fees": {
    title: /*i18n*/ { id: "seo.fees.title", message: "Course fees" },
    description: /*i18n*/ {
      id: "seo.fees.description",
      message: "Every course of {institute} with its duration and total fee in rupees.",
    },
  },
  "/teachers": {
    title: /*i18n*/ { id: "seo.teachers.title", message: "Our teachers" },
    description: /*i18n*/ {
      id: "seo.teachers.description",
      message: "The teachers of {institute}, their subjects and qualifications.",
    },
  },
  "/results": {
    title: /*i18n*/ { id: "seo.results.title", message: "Results" },
    description: /*i18n*/ {
      id: "seo.results.description",
      message: "Our students' ranks and marks in board and entrance exams.",
    },
  },
  "/prospectus": {
    title: /*i18n*/ { id: "seo.prospectus.title", message: "Prospectus" },
    description: /*i18n*/ {
      id: "seo.prospectus.description",
      message: "The institute's prospectus: courses, fees and how to apply.",
    },
  },
  "/trip": {
    title: /*i18n*/ { id: "seo.trip.title", message: "Trips" },
    description: /*i18n*/ {
      id: "seo.trip.description",
      message: "Day trips to the Plassey Monument, Hazarduari Palace and Nabadwip Iskon Temple.",
    },
  },
  "/video": {
    title: /*i18n*/ { id: "seo.video.title", message: "Videos" },
    description: /*i18n*/ {
      id: "seo.video.description",
      message: "Videos of the institute's classes and trips.",
    },
  },
  "/contact": {
    title: /*i18n*/ { id: "seo.contact.title", message: "Contact" },
    description: /*i18n*/ {
      id: "seo.contact.description",
      message: "The institute's address, phone, email and office hours.",
    },
  },
  "/weather": {
    title: /*i18n*/ { id: "seo.weather.title", message: "Weather" },
    description: /*i18n*/ {
      id: "seo.weather.description",
      message: "The temperature now in any city.",
    },
  },
  "/calculator": {
    title: /*i18n*/ { id: "seo.calculator.title", message: "Temperature converter" },
    description: /*i18n*/ {
      id: "seo.calculator.description",
      message: "Convert Fahrenheit to Celsius and back, rounded to three decimals.",
    },
  },
  "/shop": {
    title: /*i18n*/ { id: "seo.shop.title", message: "E-shop" },
    description: /*i18n*/ {
      id: "seo.shop.description",
      message: "Books, stationery and more from the institute's shop.",
    },
  },
  "/plasseyshop": {
    title: /*i18n*/ { id: "seo.localShop.title", message: "Local shop" },
    description: /*i18n*/ {
      id: "seo.localShop.description",
      message: "The institute's local shop near the Plassey Monument.",
    },
  },
  "/studymaterials": {
    title: /*i18n*/ { id: "seo.studyMaterials.title", message: "Study materials" },
    description: /*i18n*/ {
      id: "seo.studyMaterials.description",
      message: "Notes and books for the institute's courses.",
    },
  },
  "/login": {
    title: /*i18n*/ { id: "seo.login.title", message: "Login" },
    description: /*i18n*/ {
      id: "seo.login.description",
      message: "Sign in to {institute}.",
    },
  },
  "/register": {
    title: /*i18n*/ { id: "seo.register.title", message: "Register" },
    description: /*i18n*/ {
      id: "seo.register.description",
      message: "Create an account at {institute}.",
    },
  },
};

/** The public pages with a head of their own, in the sitemap (a product's page aside). */
export const INDEXED_PAGES = PUBLIC_PAGES.filter((path) => PAGES[path] !== undefined);

/** A page's title in the browser's tab: the page's, then the institute's name. */
const PAGE_TITLE = /*i18n*/ { id: "seo.pageTitle", message: "{page} | {institute}" };

/** A course's description for search engines (JSON-LD). */
const COURSE_DESCRIPTION = /*i18n*/ {
  id: "seo.course.description",
  message: "{course}: {months, plural, one {# month} other {# months}} at {institute}.",
};

/** The page at `path` (an English address, with its query) in every language. */
export const alternates = (publicUrl: string, path: string): Record<Language, string> =>
  Object.fromEntries(
    LANGUAGES.map((language) => [language, `${publicUrl}${pathInLanguage(path, language)}`]),
  ) as Record<Language, string>;

function organization(institute: InstituteSettings, publicUrl: string) {
  return {
    "@context": "https://schema.org",
    "@type": "EducationalOrganization",
    name: institute.name,
    url: `${publicUrl}/`,
    logo: `${publicUrl}/og-image.png`,
    email: institute.email,
    telephone: `+${institute.phoneDigits}`,
    address: {
      "@type": "PostalAddress",
      streetAddress: institute.addressLines.join(", "),
      addressRegion: "West Bengal",
      addressCountry: "IN",
    },
  };
}

/**
 * The head of the public page `path` (its English address; `id` for a product's page) in
 * `language`; null when there is no such product.
 */
export async function pageHead(
  db: Kysely<Database>,
  publicUrl: string,
  path: PublicPage,
  language: Language,
  id: string | undefined,
): Promise<PageHead | null> {
  const institute = await createInstituteService(db).get();
  // The titles and descriptions name the institute as its staff saved it, in the page's language.
  const siteName = instituteIn(institute, language).name;
  const i18n = i18nFor(language);
  const logo = `${publicUrl}/og-image.png`;
  if (path === "/single") {
    const product = id ? await findProduct(db, id) : undefined;
    if (!product) return null;
    const price = product.sellprice_paise / 100;
    const name = textIn(textFromColumns(product, "name"), language);
    const description = textIn(textFromColumns(product, "description"), language);
    const links = alternates(publicUrl, `/single?id=${encodeURIComponent(product.id)}`);
    const page = links[language];
    const image = `${publicUrl}${productImageUrl(product.image1)}`;
    return {
      language,
      title: name,
      description,
      image,
      canonical: page,
      alternates: links,
      type: "product",
      price,
      siteName,
      jsonLd: [
        {
          "@context": "https://schema.org",
          "@type": "Product",
          name,
          description,
          image: [image],
          sku: product.id,
          brand: { "@type": "Brand", name: institute.name },
          offers: {
            "@type": "Offer",
            url: page,
            price: price.toFixed(2),
            priceCurrency: "INR",
            availability: "https://schema.org/InStock",
            seller: { "@type": "Organization", name: institute.name },
          },
        },
      ],
    };
  }
  const known = PAGES[path];
  if (!known) return null;
  const links = alternates(publicUrl, path);
  const jsonLd: object[] = [];
  if (path === "/" || path === "/contact") {
    jsonLd.push(organization(institute, publicUrl));
  }
  if (path === "/fees") {
    // Every course /fees shows, of every group (school, entrance, computer), from the catalogue
    // (docs/product.md, "Fees"): the fee table's computer courses are only a part of them.
    const courses = await createCoursesService(db, publicUrl).catalogue();
    for (const course of courses) {
      const name = textIn(course.name, language);
      jsonLd.push({
        "@context": "https://schema.org",
        "@type": "Course",
        inLanguage: language,
        name,
        description: i18n._({
          ...COURSE_DESCRIPTION,
          values: {
            course: name,
            months: course.durationMonths,
            institute: institute.name,
          },
        }),
        provider: { "@type": "EducationalOrganization", name: institute.name, sameAs: publicUrl },
        offers: {
          "@type": "Offer",
          category: "Paid",
          price: (course.totalFee / 100).toFixed(2),
          priceCurrency: "INR",
        },
        hasCourseInstance: {
          "@type": "CourseInstance",
          courseMode: "Onsite",
          courseWorkload: `P${course.durationMonths}M`,
        },
      });
    }
  }
  const title = i18n._({ ...known.title, values: { institute: siteName } });
  return {
    language,
    title:
      path === "/"
        ? title
        : i18n._({ ...PAGE_TITLE, values: { page: title, institute: siteName } }),
    description: i18n._({ ...known.description, values: { institute: siteName } }),
    siteName,
    image: logo,
    canonical: links[language],
    alternates: links,
    type: "website",
    jsonLd,
  };
}

/** Text for an HTML or XML attribute or element (the sitemap uses it too). */
export const escapeMarkup = (text: string): string =>
  text.replace(
    /[<>&"']/g,
    (c) => `&${{ "<": "lt", ">": "gt", "&": "amp", '"': "quot", "'": "#39" }[c]};`,
  );

/** JSON inside <script>: `<` escaped so no text can end the element. */
const scriptJson = (value: object): string => JSON.stringify(value).replace(/</g, "\\u003c");

/** Open Graph's name of each language (its `og:locale`). */
const OG_LOCALE: Record<Language, string> = { en: "en_IN", bn: "bn_IN" };

/** index.html with `<html lang>` saying the page's language, which screen readers and fonts follow. */
export const withLanguage = (html: string, language: Language): string =>
  html.replace(/<html( lang="[^"]*")?/, `<html lang="${language}"`);

/** index.html with the page's head: its title and description replaced, the other tags after the title. */
export function withHead(html: string, head: PageHead): string {
  const meta = (attr: "name" | "property", key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeMarkup(value)}" />`;
  const tags = [
    `<link rel="canonical" href="${escapeMarkup(head.canonical)}" />`,
    ...LANGUAGES.map(
      (language) =>
        `<link rel="alternate" hreflang="${language}" href="${escapeMarkup(head.alternates[language])}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeMarkup(head.alternates[DEFAULT_LANGUAGE])}" />`,
    meta("property", "og:site_name", head.siteName),
    meta("property", "og:type", head.type),
    meta("property", "og:title", head.title),
    meta("property", "og:description", head.description),
    meta("property", "og:url", head.canonical),
    meta("property", "og:locale", OG_LOCALE[head.language]),
    ...LANGUAGES.filter((language) => language !== head.language).map((language) =>
      meta("property", "og:locale:alternate", OG_LOCALE[language]),
    ),
    meta("property", "og:image", head.image),
    ...(head.price === undefined
      ? []
      : [
          meta("property", "product:price:amount", head.price.toFixed(2)),
          meta("property", "product:price:currency", "INR"),
        ]),
    meta("name", "twitter:card", head.type === "product" ? "summary_large_image" : "summary"),
    meta("name", "twitter:title", head.title),
    meta("name", "twitter:description", head.description),
    meta("name", "twitter:image", head.image),
    ...head.jsonLd.map((item) => `<script type="application/ld+json">${scriptJson(item)}</script>`),
  ];
  return withLanguage(html, head.language)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      // Functions, so a `$&` in a product's text is text, not a replacement pattern.
      () => meta("name", "description", head.description),
    )
    .replace(
      /<title>[^<]*<\/title>/,
      () => `<title>${escapeMarkup(head.title)}</title>\n    ${tags.join("\n    ")}`,
    );
}
