// The shop's products (shop items and study materials) with up to three images.
import { z } from "zod";
import { hasNoNul, IdSchema, TimestampSchema } from "./common";
import { sharedText } from "./messages";
import { rupeesToPaiseSchema } from "./money";
import { listQuerySchema } from "./paging";

const ID_INVALID = /*i18n*/ { id: "products.id.invalid", message: "Not a valid id" };
const KIND_INVALID = /*i18n*/ {
  id: "products.kind.invalid",
  message: "Kind must be shop or study",
};
const NAME_MISSING = /*i18n*/ { id: "products.name.missing", message: "Please enter a name" };
const NAME_LONG = /*i18n*/ {
  id: "products.name.long",
  message: "Name must be at most {max} characters",
};
const NAME_NUL = /*i18n*/ {
  id: "products.name.nul",
  message: "Name contains a character that is not allowed",
};
const DESCRIPTION_MISSING = /*i18n*/ {
  id: "products.description.missing",
  message: "Please enter a description",
};
const DESCRIPTION_LONG = /*i18n*/ {
  id: "products.description.long",
  message: "Description must be at most {max} characters",
};
const DESCRIPTION_NUL = /*i18n*/ {
  id: "products.description.nul",
  message: "Description contains a character that is not allowed",
};
const PRICE_FIELD = /*i18n*/ { id: "products.field.price", message: "Price" };
const SELLING_PRICE_FIELD = /*i18n*/ {
  id: "products.field.sellingPrice",
  message: "Selling price",
};
const SELLING_PRICE_HIGH = /*i18n*/ {
  id: "products.sellingPrice.high",
  message: "Selling price cannot be more than the price",
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
export const ProductSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  /** The description (the specification calls it `title`). */
  title: z.string(),
  /** List price in rupees (shown struck through). */
  price: z.number(),
  /** Selling price in rupees: what an order or an invoice charges. */
  sellprice: z.number(),
  pricePaise: z.number().int(),
  sellpricePaise: z.number().int(),
  kind: ProductKindSchema,
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
});
export type Product = z.infer<typeof ProductSchema>;

/** GET /photo?kind=shop|study (no kind: every product). */
export const ProductListQuerySchema = listQuerySchema({
  sort: ["createdAt", "name", "sellprice"],
  search: true,
  filters: { kind: ProductKindSchema.optional() },
});
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;

/**
 * POST /cloudinary (admin): the text fields of the multipart form. Files: 1–3 parts named
 * `photo` (PNG or JPEG, checked by content; each at most UPLOAD_MAX_MB).
 * Output prices are paise; the selling price may not exceed the list price.
 */
export const ProductFieldsSchema = z
  .object({
    name: z
      .string({ error: sharedText(NAME_MISSING) })
      .trim()
      .min(1, sharedText(NAME_MISSING))
      .max(100, sharedText(NAME_LONG, { max: 100 }))
      .refine(hasNoNul, sharedText(NAME_NUL)),
    title: z
      .string({ error: sharedText(DESCRIPTION_MISSING) })
      .trim()
      .min(1, sharedText(DESCRIPTION_MISSING))
      .max(2000, sharedText(DESCRIPTION_LONG, { max: 2000 }))
      .refine(hasNoNul, sharedText(DESCRIPTION_NUL)),
    price: rupeesToPaiseSchema(PRICE_FIELD),
    sellprice: rupeesToPaiseSchema(SELLING_PRICE_FIELD),
    kind: z.preprocess(
      (value) => (value === "" || value === null ? undefined : value),
      ProductKindSchema.default("shop"),
    ),
  })
  .refine((fields) => fields.sellprice <= fields.price, {
    path: ["sellprice"],
    message: sharedText(SELLING_PRICE_HIGH),
  });
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
