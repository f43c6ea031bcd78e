// Made-up demo products for a first start: five shop items and two study materials, named and
// described in English and Bengali, with images shipped in seed/products/ and stored through the
// same checks and re-encoding as an upload.
// Seeded once per database (the `demo-products` mark in app_meta), and only into an empty
// products table, so an admin's own catalogue is never mixed with samples.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { columnsFromText } from "@app/shared/localized-text";
import {
  type ProductFields,
  type ProductFieldsInput,
  ProductFieldsSchema,
} from "@app/shared/products";
import type { Kysely } from "kysely";
import { isUniqueViolation } from "../../db/database";
import type { Database } from "../../db/schema";
import { newId } from "../../lib/ids";
import {
  type EncodedImage,
  encodeProductImage,
  removeProductImages,
  storeProductImages,
} from "../../modules/products/product-image-storage";
import { countProducts, insertProduct } from "../../modules/products/products.repository";

const MARK = "demo-products";
export const DEMO_PRODUCTS_FOLDER = "products";
const DAY = 24 * 60 * 60 * 1000;

type DemoProduct = ProductFieldsInput & { images: string[]; daysAgo: number };

/**
 * Oldest first: the gallery lists newest first by `daysAgo`. HSN codes and GST rates as the
 * institute declares them (docs/accountant.md): printed books 4901 at 0 %. Named and described in
 * both languages.
 */
export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    name_en: "Terracotta Horse (Bankura style)",
    name_bn: "পোড়ামাটির ঘোড়া (বাঁকুড়া রীতি)",
    description_en:
      "Hand-shaped terracotta horse in the Bankura tradition, about 20 cm tall. Each piece is " +
      "fired and finished by hand, so no two are alike.",
    description_bn:
      "বাঁকুড়ার ঐতিহ্যে হাতে গড়া পোড়ামাটির ঘোড়া, প্রায় ২০ সেমি উঁচু। প্রতিটি হাতে পোড়ানো ও " +
      "হাতে সাজানো, তাই কোনো দুটি এক রকম নয়।",
    price: "899",
    sellprice: "749",
    kind: "shop",
    hsnSac: "6913",
    gstRate: 12,
    images: ["terracotta-horse-1.jpg", "terracotta-horse-2.jpg"],
    daysAgo: 20,
  },
  {
    name_en: "Murshidabad Silk Stole",
    name_bn: "মুর্শিদাবাদি রেশমের স্টোল",
    description_en: "Light silk stole woven near Murshidabad, 180 × 55 cm, with a zari border.",
    description_bn: "মুর্শিদাবাদের কাছে বোনা হালকা রেশমের স্টোল, ১৮০ × ৫৫ সেমি, জরির পাড়সহ।",
    price: "2400",
    sellprice: "1999.50",
    kind: "shop",
    hsnSac: "6214",
    gstRate: 5,
    images: ["silk-stole-1.jpg", "silk-stole-2.jpg", "silk-stole-3.jpg"],
    daysAgo: 16,
  },
  {
    name_en: "Hazarduari Palace Fridge Magnet",
    name_bn: "হাজারদুয়ারি প্রাসাদের ফ্রিজ ম্যাগনেট",
    description_en:
      "Painted wooden magnet of Hazarduari Palace, a souvenir of the Murshidabad trip.",
    description_bn: "হাজারদুয়ারি প্রাসাদের রং-করা কাঠের ম্যাগনেট, মুর্শিদাবাদ ভ্রমণের স্মারক।",
    price: "150",
    sellprice: "99",
    kind: "shop",
    hsnSac: "4421",
    gstRate: 12,
    images: ["palace-magnet.jpg"],
    daysAgo: 12,
  },
  {
    name_en: "Plassey Monument Postcard Set",
    name_bn: "পলাশী স্মৃতিস্তম্ভের পোস্টকার্ড সেট",
    description_en:
      "Set of ten postcards with drawings of the Plassey Monument and the Bhagirathi river.",
    description_bn: "পলাশী স্মৃতিস্তম্ভ আর ভাগীরথী নদীর ছবি আঁকা দশটি পোস্টকার্ডের সেট।",
    price: "120",
    sellprice: "120",
    kind: "shop",
    hsnSac: "4909",
    gstRate: 12,
    images: ["postcards.jpg"],
    daysAgo: 9,
  },
  {
    name_en: "Nakshi Kantha Cushion Cover",
    name_bn: "নকশিকাঁথার কুশন কভার",
    description_en: "Cotton cushion cover with running-stitch kantha embroidery, 40 × 40 cm.",
    description_bn: "কাঁথা ফোঁড়ের সূচিকর্ম করা সুতির কুশন কভার, ৪০ × ৪০ সেমি।",
    price: "650",
    sellprice: "499.99",
    kind: "shop",
    hsnSac: "6304",
    gstRate: 5,
    images: ["kantha-cushion.jpg"],
    daysAgo: 6,
  },
  {
    name_en: "MERN Stack Notes (printed, 240 pages)",
    name_bn: "MERN স্ট্যাক নোট (ছাপা, ২৪০ পৃষ্ঠা)",
    description_en:
      "The Fullstack (MERN) course notes in print: MongoDB, Express, React and Node.js, with " +
      "exercises after every chapter.",
    description_bn:
      "ফুলস্ট্যাক (MERN) কোর্সের ছাপা নোট: MongoDB, Express, React ও Node.js, প্রতিটি " +
      "অধ্যায়ের শেষে অনুশীলনী সহ।",
    price: "600",
    sellprice: "450",
    kind: "study",
    hsnSac: "4901",
    gstRate: 0,
    images: ["mern-notes-1.jpg", "mern-notes-2.jpg"],
    daysAgo: 4,
  },
  {
    name_en: "Core Python Practice Workbook",
    name_bn: "কোর পাইথন অনুশীলন খাতা",
    description_en: "150 graded Python exercises with worked answers, for the Core Python course.",
    description_bn: "কোর পাইথন কোর্সের জন্য ধাপে ধাপে কঠিন হওয়া ১৫০টি পাইথন অনুশীলনী, সমাধানসহ।",
    price: "350",
    sellprice: "299",
    kind: "study",
    hsnSac: "4901",
    gstRate: 0,
    images: ["python-workbook.jpg"],
    daysAgo: 2,
  },
];

type Logger = {
  warn: (obj: object, msg: string) => void;
  info: (obj: object, msg: string) => void;
};

async function alreadySeeded(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom("app_meta")
    .select("key")
    .where("key", "=", MARK)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Seeds the demo products unless this database already had them or has products of its own.
 * Images are read and re-encoded first, files written next, rows last in one transaction; files
 * are removed again if the rows are not written. A missing or broken seed image is logged and
 * never stops the server. Safe when processes race (the mark is unique).
 */
export async function seedDemoProducts(
  db: Kysely<Database>,
  options: { seedDir: string; dataDir: string },
  log: Logger,
): Promise<boolean> {
  if (await alreadySeeded(db)) return false;
  if ((await countProducts(db)) > 0) return false;

  const folder = join(options.seedDir, DEMO_PRODUCTS_FOLDER);
  const prepared: { fields: ProductFields; images: EncodedImage[] }[] = [];
  try {
    for (const product of DEMO_PRODUCTS) {
      const fields = ProductFieldsSchema.parse(product);
      const images: EncodedImage[] = [];
      for (const file of product.images) {
        images.push(await encodeProductImage(await readFile(join(folder, file))));
      }
      prepared.push({ fields, images });
    }
  } catch (error) {
    log.warn({ err: error, folder }, "demo products skipped: a seed image could not be read");
    return false;
  }

  const stored: string[][] = [];
  const now = Date.now();
  try {
    for (const product of prepared)
      stored.push(await storeProductImages(options.dataDir, product.images));
    await db.transaction().execute(async (trx) => {
      // First, so a second process seeding at the same moment stops at the unique key.
      await trx
        .insertInto("app_meta")
        .values({ key: MARK, value: new Date(now).toISOString() })
        .execute();
      for (const [index, product] of prepared.entries()) {
        const demo = DEMO_PRODUCTS[index];
        const [image1, image2 = null, image3 = null] = stored[index] ?? [];
        if (!demo || image1 === undefined) continue;
        await insertProduct(trx, {
          id: newId(),
          ...columnsFromText(product.fields.name, "name"),
          ...columnsFromText(product.fields.description, "description"),
          stock: product.fields.stock,
          price_paise: product.fields.price,
          sellprice_paise: product.fields.sellprice,
          kind: product.fields.kind,
          hsn_sac: product.fields.hsnSac,
          gst_rate: product.fields.gstRate,
          image1,
          image2,
          image3,
          created_at: new Date(now - demo.daysAgo * DAY).toISOString(),
          updated_at: new Date(now - demo.daysAgo * DAY).toISOString(),
        });
      }
    });
  } catch (error) {
    for (const files of stored) await removeProductImages(options.dataDir, files);
    if (isUniqueViolation(error)) return false;
    throw error;
  }
  log.info({ products: prepared.length }, "demo products added");
  return true;
}
