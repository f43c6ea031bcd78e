// The <head> of each public page as search engines and link previews read it: its
// title and description, Open Graph and Twitter card tags with the page's picture, a canonical
// address, and JSON-LD (the institute as an EducationalOrganization, each course with its fee,
// a product with its price). Built on the server from the same data the page shows.
import type { InstituteSettings } from "@app/shared/institute";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { createCoursesService } from "../courses/courses.service";
import { createInstituteService } from "../institute/institute.service";
import { productImageUrl } from "../products/product-image-storage";
import { findProduct } from "../products/products.repository";

export type PageHead = {
  title: string;
  description: string;
  /** Absolute address of the page's picture. */
  image: string;
  canonical: string;
  type: "website" | "product";
  /** product:price:amount, in rupees. */
  price?: number;
  jsonLd: object[];
};

/**
 * The public pages, as the web app's router has them (apps/web/src/app/router.tsx), with their
 * titles and descriptions (the product page, /single, has its product's).
 */
const PAGES: Record<string, { title: string; description: string }> = {
  "/": {
    title: "Plassey Institute: courses, trips and a shop in West Bengal",
    description:
      "Computer courses with their fees, trips to Plassey, Hazarduari and Nabadwip, study " +
      "materials and a local shop, from Plassey Institute.",
  },
  "/fees": {
    title: "Course fees",
    description: "Every course of Plassey Institute with its duration and total fee in rupees.",
  },
  "/prospectus": {
    title: "Prospectus",
    description: "The institute's prospectus: courses, fees and how to apply.",
  },
  "/trip": {
    title: "Trips",
    description: "Day trips to the Plassey Monument, Hazarduari Palace and Nabadwip Iskon Temple.",
  },
  "/video": { title: "Videos", description: "Videos of the institute's classes and trips." },
  "/contact": {
    title: "Contact",
    description: "The institute's address, phone, email and office hours.",
  },
  "/weather": { title: "Weather", description: "The temperature now in any city." },
  "/calculator": {
    title: "Temperature converter",
    description: "Convert Fahrenheit to Celsius and back, rounded to three decimals.",
  },
  "/shop": {
    title: "E-shop",
    description: "Books, stationery and more from the institute's shop.",
  },
  "/plasseyshop": {
    title: "Local shop",
    description: "The institute's local shop near the Plassey Monument.",
  },
  "/studymaterials": {
    title: "Study materials",
    description: "Notes and books for the institute's courses.",
  },
  "/login": { title: "Login", description: "Sign in to Plassey Institute." },
  "/register": { title: "Register", description: "Create an account at Plassey Institute." },
};
export const PUBLIC_PAGES = Object.keys(PAGES);

/**
 * Pages a visitor opens from a mailed link, rendered on the server like the public pages (a form
 * typed into before the page's scripts have run keeps what was typed) but not offered to search
 * engines: their head is index.html's, and the sitemap leaves them out.
 */
export const ACCOUNT_PAGES = ["/forgot-password", "/reset-password"];

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

/** The head of `path` (`id` for a product's page); null when there is no such product. */
export async function pageHead(
  db: Kysely<Database>,
  publicUrl: string,
  path: string,
  id: string | undefined,
): Promise<PageHead | null> {
  const institute = await createInstituteService(db).get();
  const logo = `${publicUrl}/og-image.png`;
  if (path === "/single") {
    const product = id ? await findProduct(db, id) : undefined;
    if (!product) return null;
    const price = product.sellprice_paise / 100;
    const page = `${publicUrl}/single?id=${encodeURIComponent(product.id)}`;
    const image = `${publicUrl}${productImageUrl(product.image1)}`;
    return {
      title: product.name,
      description: product.title,
      image,
      canonical: page,
      type: "product",
      price,
      jsonLd: [
        {
          "@context": "https://schema.org",
          "@type": "Product",
          name: product.name,
          description: product.title,
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
  const jsonLd: object[] = [];
  if (path === "/" || path === "/contact") jsonLd.push(organization(institute, publicUrl));
  if (path === "/fees") {
    const courses = await createCoursesService(db, publicUrl).list();
    for (const course of courses) {
      jsonLd.push({
        "@context": "https://schema.org",
        "@type": "Course",
        name: course.name,
        description: `${course.name}: ${course.durationMonths} months at ${institute.name}.`,
        provider: { "@type": "EducationalOrganization", name: institute.name, sameAs: publicUrl },
        offers: {
          "@type": "Offer",
          category: "Paid",
          price: course.totalFee.toFixed(2),
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
  return {
    title: path === "/" ? known.title : `${known.title} | ${institute.name}`,
    description: known.description,
    image: logo,
    canonical: `${publicUrl}${path}`,
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

/** index.html with the page's head: its title and description replaced, the other tags after the title. */
export function withHead(html: string, head: PageHead): string {
  const meta = (attr: "name" | "property", key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeMarkup(value)}" />`;
  const tags = [
    `<link rel="canonical" href="${escapeMarkup(head.canonical)}" />`,
    meta("property", "og:site_name", "Plassey Institute"),
    meta("property", "og:type", head.type),
    meta("property", "og:title", head.title),
    meta("property", "og:description", head.description),
    meta("property", "og:url", head.canonical),
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
  return html
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
