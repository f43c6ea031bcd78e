// The shop's products (shop items and study materials) with up to three images.
import { z } from "zod";
import { hasNoNul, IdSchema, intBetween, TimestampSchema } from "./common";
import { latinDigits } from "./digits";
import { GstRateFieldSchema, HsnSacSchema } from "./gst";
import { LANGUAGES, type Language } from "./i18n";
import { localizedText } from "./localized-text";
import { sharedText } from "./messages";
import { MAX_PRICE_RUPEES, rupeesToPaiseSchema } from "./money";
import { listQuerySchema } from "./paging";

const ID_INVALID = /*i18n*/ { id: "products.id.invalid", message: "Not a valid id" };
const KIND_INVALID = /*i18n*/ {
  id: "products.kind.invalid",
  message: "Kind must be shop or study",
};
const PRICE_FIELD = /*i18n*/ { id: "products.field.price", message: "Price" };
const SELLING_PRICE_FIELD = /*i18n*/ {
  id: "products.field.sellingPrice",
  message: "Selling price",
};
const SEARCH_LONG = /*i18n*/ {
  id: "products.search.long",
  message: "Search text must be at most {max} characters",
};
const SEARCH_NUL = /*i18n*/ {
  id: "products.search.nul",
  message: "Search text contains a character that is not allowed",
};

/** An id as the shop's calls take it: an opaque string without NUL characters. */
export const ShopIdSchema = IdSchema.refine(hasNoNul, sharedText(ID_INVALID));
export const ShopIdParamsSchema = z.object({ id: ShopIdSchema });

/** `shop` items appear on /shop; `study` materials on /studymaterials. */
export const PRODUCT_KINDS = ["shop", "study"] as const;
export const ProductKindSchema = z.enum(PRODUCT_KINDS, {
  error: sharedText(KIND_INVALID),
});
export type ProductKind = z.infer<typeof ProductKindSchema>;

/** Images a product may have, and the file picker's accepted extensions. */
export const MAX_PRODUCT_IMAGES = 3;
export const PRODUCT_IMAGE_EXTENSIONS = [".png", ".jpg", ".jpeg"] as const;

/**
 * A product, with the field names of the specification. `filename1..3` are the addresses of
 * the images (WebP, at most 1200 px on the long side, cacheable for good); `thumb1..3` are
 * 400 px versions for the gallery grid. An image slot a product does not use is `null`;
 * `filename1` is always set. `fname1..3` are the stored file names (the server deletes by
 * product id; the client never needs to send them back).
 */
/** A text in every language, as the API answers it ('' where a translation is still missing). */
export const LocalizedTextSchema = z.object(
  Object.fromEntries(LANGUAGES.map((language) => [language, z.string()])) as Record<
    Language,
    z.ZodString
  >,
);

export const ProductSchema = z.object({
  _id: IdSchema,
  /** The name in the reader's language (or the other one while it is not translated). */
  name: z.string(),
  /** The description in the reader's language (the specification calls it `title`). */
  title: z.string(),
  /** The name in every language, for a page that picks by its own language, and for editing. */
  nameText: LocalizedTextSchema,
  descriptionText: LocalizedTextSchema,
  /** How many are left to sell; null when the shop does not count them. */
  stock: z.number().int().nullable(),
  /** List price in rupees (shown struck through). */
  price: z.number(),
  /** Selling price in rupees: what an order or an invoice charges. */
  sellprice: z.number(),
  pricePaise: z.number().int(),
  sellpricePaise: z.number().int(),
  kind: ProductKindSchema,
  /** HSN (goods: 4901 for printed books) or SAC code, and GST rate in percent (docs/accountant.md). */
  hsnSac: z.string(),
  gstRate: z.number().int(),
  filename1: z.string(),
  filename2: z.string().nullable(),
  filename3: z.string().nullable(),
  fname1: z.string(),
  fname2: z.string().nullable(),
  fname3: z.string().nullable(),
  thumb1: z.string(),
  thumb2: z.string().nullable(),
  thumb3: z.string().nullable(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type Product = z.infer<typeof ProductSchema>;

/** GET /photo?kind=shop|study (no kind: every product). */
export const ProductListQuerySchema = listQuerySchema({
  sort: ["createdAt", "name", "sellprice"],
  search: true,
  filters: { kind: ProductKindSchema.optional() },
});
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;

const NAME_LABEL = /*i18n*/ { id: "products.field.name", message: "Name" };
const DESCRIPTION_LABEL = /*i18n*/ { id: "products.field.description", message: "Description" };
const NAME_MISSING = sharedText(
  /*i18n*/ { id: "products.name.missing", message: "Please enter a name in at least one language" },
);
const DESCRIPTION_MISSING = sharedText(
  /*i18n*/ {
    id: "products.description.missing",
    message: "Please enter a description in at least one language",
  },
);
const TEXT_TOO_LONG = /*i18n*/ {
  id: "products.text.long",
  message: "{label} must be at most {max} characters",
};
const TEXT_NOT_ALLOWED = /*i18n*/ {
  id: "products.text.nul",
  message: "{label} contains a character that is not allowed",
};
const SELLPRICE_ABOVE_PRICE = sharedText(
  /*i18n*/ {
    id: "products.sellprice.abovePrice",
    message: "Selling price cannot be more than the price",
  },
);
export const MAX_NAME_LENGTH = 100;
export const MAX_DESCRIPTION_LENGTH = 2000;
export const MAX_STOCK = 100_000;

const STOCK_INVALID = sharedText(
  /*i18n*/ {
    id: "products.stock.invalid",
    message:
      "Stock must be a whole number from {min, number} to {max, number}, or empty when it is not counted",
  },
  { min: 0, max: MAX_STOCK },
);

/** One language of a name or a description; '' when it waits for its translation. */
const oneLanguage = (label: { id: string; message: string }, max: number) =>
  z
    .string()
    .trim()
    .max(max, sharedText(TEXT_TOO_LONG, { label, max }))
    .refine(hasNoNul, sharedText(TEXT_NOT_ALLOWED, { label }));

/** Stock as a form sends it: digits, or empty (or null) for a product whose stock is not counted. */
export const StockSchema = z.preprocess(
  (value) =>
    value === "" || value === undefined
      ? null
      : typeof value === "string"
        ? latinDigits(value)
        : value,
  z
    .union([z.number(), z.string().regex(/^\d{1,6}$/, STOCK_INVALID), z.null()], {
      error: STOCK_INVALID,
    })
    .transform((value) => (value === null ? null : Number(value)))
    .pipe(intBetween(() => STOCK_INVALID, 0, MAX_STOCK).nullable()),
);

/**
 * POST /cloudinary (admin): the text fields of the multipart form. Files: 1–3 parts named
 * `photo` (PNG or JPEG, checked by content; each at most UPLOAD_MAX_MB).
 * The name and description in each language (`name_en`, `name_bn`, `description_en`,
 * `description_bn`), at least one language of each; the specification's `name` and `title` are
 * the English ones when `name_en` and `description_en` are not sent. `stock` is optional (empty:
 * not counted). Output prices are paise; the selling price may not exceed the list price.
 */
export const ProductFieldsSchema = z
  .object({
    name: oneLanguage(NAME_LABEL, MAX_NAME_LENGTH).optional(),
    title: oneLanguage(DESCRIPTION_LABEL, MAX_DESCRIPTION_LENGTH).optional(),
    name_en: oneLanguage(NAME_LABEL, MAX_NAME_LENGTH).optional(),
    name_bn: oneLanguage(NAME_LABEL, MAX_NAME_LENGTH).optional(),
    description_en: oneLanguage(DESCRIPTION_LABEL, MAX_DESCRIPTION_LENGTH).optional(),
    description_bn: oneLanguage(DESCRIPTION_LABEL, MAX_DESCRIPTION_LENGTH).optional(),
    price: rupeesToPaiseSchema(PRICE_FIELD),
    sellprice: rupeesToPaiseSchema(SELLING_PRICE_FIELD),
    kind: z.preprocess(
      (value) => (value === "" || value === null ? undefined : value),
      ProductKindSchema.default("shop"),
    ),
    stock: StockSchema.optional(),
    hsnSac: z.preprocess(
      (value) => (value === "" || value === null ? undefined : value),
      HsnSacSchema.default("4901"),
    ),
    gstRate: z.preprocess(
      (value) =>
        value === "" || value === null || value === undefined ? undefined : Number(value),
      GstRateFieldSchema.default(0),
    ),
  })
  .superRefine((fields, context) => {
    // A form of the specification's (`name`, `title`) hears about those; ours about English.
    const legacy = fields.name_en === undefined && fields.name_bn === undefined;
    if (!fields.name_en && !fields.name_bn && !fields.name) {
      context.addIssue({
        code: "custom",
        path: [legacy ? "name" : "name_en"],
        message: NAME_MISSING,
      });
    }
    if (!fields.description_en && !fields.description_bn && !fields.title) {
      const path = fields.description_en === undefined && fields.description_bn === undefined;
      context.addIssue({
        code: "custom",
        path: [path ? "title" : "description_en"],
        message: DESCRIPTION_MISSING,
      });
    }
    if (fields.sellprice > fields.price) {
      context.addIssue({ code: "custom", path: ["sellprice"], message: SELLPRICE_ABOVE_PRICE });
    }
  })
  .transform(({ name, title, name_en, name_bn, description_en, description_bn, ...rest }) => ({
    ...rest,
    stock: rest.stock ?? null,
    name: { en: name_en || name || "", bn: name_bn ?? "" },
    description: { en: description_en || title || "", bn: description_bn ?? "" },
  }));
export type ProductFieldsInput = z.input<typeof ProductFieldsSchema>;
export type ProductFields = z.output<typeof ProductFieldsSchema>;

/** POST /single/photo: `category` is the product id (the specification's name for it). */
export const SingleProductBodySchema = z.strictObject({ category: ShopIdSchema });
export type SingleProductBody = z.infer<typeof SingleProductBodySchema>;

/** POST /search: matches name or description, case-insensitively; empty text lists everything. */
export const SearchProductsBodySchema = z.strictObject({
  anytext: z
    .string()
    .max(200, sharedText(SEARCH_LONG, { max: 200 }))
    .refine(hasNoNul, sharedText(SEARCH_NUL))
    .default(""),
  kind: ProductKindSchema.optional(),
});
export type SearchProductsBody = z.input<typeof SearchProductsBodySchema>;

/** POST /search: the text is in the body; the page and the order in the query. */
export const ProductSearchQuerySchema = listQuerySchema({
  sort: ["createdAt", "name", "sellprice"],
});
export type ProductSearchQuery = z.infer<typeof ProductSearchQuerySchema>;

/**
 * POST /delphoto (admin). The specification's client also sends `fname1..3`; they are accepted
 * and ignored, because the server knows which files belong to the product.
 */
export const DeleteProductBodySchema = z.strictObject({
  id: ShopIdSchema,
  fname1: z.unknown().optional(),
  fname2: z.unknown().optional(),
  fname3: z.unknown().optional(),
});
export type DeleteProductBody = z.infer<typeof DeleteProductBodySchema>;

const PAISE_INVALID = /*i18n*/ {
  id: "products.paise.invalid",
  message: "{label} must be a whole number of paise from 0 to {max}",
};
const paise = (label: { id: string; message: string }) =>
  intBetween(({ max }) => sharedText(PAISE_INVALID, { label, max }), 0, MAX_PRICE_RUPEES * 100);

const IMAGES_INVALID = sharedText(
  /*i18n*/ {
    id: "products.images.order",
    message: "List 1 to {max} of the product's own images, each once",
  },
  { max: MAX_PRODUCT_IMAGES },
);

/**
 * PATCH /api/products/{id} (admin): the fields to change, each optional. Prices are paise.
 * `images` lists the product's stored image names (`fname1..3`) in their new order: one left out
 * is removed (at least one stays). `stock: null` stops counting it.
 */
export const ProductUpdateSchema = z
  .strictObject({
    name: localizedText(MAX_NAME_LENGTH).optional(),
    description: localizedText(MAX_DESCRIPTION_LENGTH).optional(),
    pricePaise: paise(/*i18n*/ { id: "products.field.price", message: "Price" }).optional(),
    sellpricePaise: paise(
      /*i18n*/ { id: "products.field.sellprice", message: "Selling price" },
    ).optional(),
    kind: ProductKindSchema.optional(),
    hsnSac: HsnSacSchema.optional(),
    gstRate: GstRateFieldSchema.optional(),
    stock: intBetween(() => STOCK_INVALID, 0, MAX_STOCK)
      .nullable()
      .optional(),
    images: z
      .array(z.string().min(1).max(64), { error: IMAGES_INVALID })
      .min(1, IMAGES_INVALID)
      .max(MAX_PRODUCT_IMAGES, IMAGES_INVALID)
      .refine((names) => new Set(names).size === names.length, IMAGES_INVALID)
      .optional(),
  })
  .refine(
    (fields) =>
      fields.pricePaise === undefined ||
      fields.sellpricePaise === undefined ||
      fields.sellpricePaise <= fields.pricePaise,
    { path: ["sellpricePaise"], message: SELLPRICE_ABOVE_PRICE },
  );
export type ProductUpdateInput = z.input<typeof ProductUpdateSchema>;
export type ProductUpdate = z.output<typeof ProductUpdateSchema>;

/** PUT /api/products/{id}/images/{slot}: the image in place 1, 2 or 3 (multipart `photo`). */
const SLOT_INVALID = sharedText(
  /*i18n*/ { id: "products.images.slot", message: "An image's place is 1 to {max}" },
  { max: MAX_PRODUCT_IMAGES },
);
export const ProductImageParamsSchema = z.object({
  id: ShopIdSchema,
  slot: z.coerce
    .number({ error: SLOT_INVALID })
    .int(SLOT_INVALID)
    .min(1, SLOT_INVALID)
    .max(MAX_PRODUCT_IMAGES, SLOT_INVALID),
});
