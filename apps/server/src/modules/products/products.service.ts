// Product rules: the upload's fields and images come checked (plugins/uploads.ts), and stored
// files are removed again if the row cannot be written.
import { paiseToRupees } from "@app/shared/money";
import type {
  Product,
  ProductFields,
  ProductKind,
  ProductListQuery,
  ProductSearchQuery,
} from "@app/shared/products";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { NotFoundError } from "../../lib/errors";
import { newId, nowIso } from "../../lib/ids";
import { mapPage, type Paged } from "../../lib/paging";
import {
  type EncodedImage,
  productImageUrl,
  removeProductImages,
  storeProductImages,
  thumbFileOf,
} from "./product-image-storage";
import {
  deleteProduct,
  findProduct,
  insertProduct,
  listProducts,
  type ProductRow,
} from "./products.repository";

const PRODUCT_NOT_FOUND = /*i18n*/ { id: "products.productNotFound", message: "Product not found" };

const url = (file: string | null): string | null => (file ? productImageUrl(file) : null);
const thumb = (file: string | null): string | null =>
  file ? productImageUrl(thumbFileOf(file)) : null;

export const toProduct = (row: ProductRow): Product => ({
  _id: row.id,
  name: row.name,
  title: row.title,
  price: paiseToRupees(row.price_paise),
  sellprice: paiseToRupees(row.sellprice_paise),
  pricePaise: row.price_paise,
  sellpricePaise: row.sellprice_paise,
  kind: row.kind,
  filename1: productImageUrl(row.image1),
  filename2: url(row.image2),
  filename3: url(row.image3),
  fname1: row.image1,
  fname2: row.image2,
  fname3: row.image3,
  thumb1: productImageUrl(thumbFileOf(row.image1)),
  thumb2: thumb(row.image2),
  thumb3: thumb(row.image3),
  createdAt: row.created_at,
});

export function createProductsService(db: Kysely<Database>, dataDir: string) {
  return {
    async list({ page, limit, kind, q, sort }: ProductListQuery): Promise<Paged<Product>> {
      return mapPage(await listProducts(db, { kind, text: q, sort }, { page, limit }), toProduct);
    },

    async search(
      { anytext, kind }: { anytext: string; kind?: ProductKind | undefined },
      { page, limit, sort }: ProductSearchQuery,
    ): Promise<Paged<Product>> {
      const text = anytext.trim();
      return mapPage(await listProducts(db, { kind, text, sort }, { page, limit }), toProduct);
    },

    async get(id: string): Promise<Product> {
      const row = await findProduct(db, id);
      if (!row) throw new NotFoundError(PRODUCT_NOT_FOUND);
      return toProduct(row);
    },

    /**
     * `fields` are the checked form fields; `images` the re-encoded `photo` files in order.
     * `createdAt` lets the demo seed date its products.
     */
    async create(
      fields: ProductFields,
      images: readonly EncodedImage[],
      createdAt: string = nowIso(),
    ): Promise<Product> {
      const [image1, image2 = null, image3 = null] = await storeProductImages(dataDir, images);
      if (image1 === undefined) throw new Error("no image was stored");
      try {
        const row = await insertProduct(db, {
          id: newId(),
          name: fields.name,
          title: fields.title,
          price_paise: fields.price,
          sellprice_paise: fields.sellprice,
          kind: fields.kind,
          image1,
          image2,
          image3,
          created_at: createdAt,
        });
        return toProduct(row);
      } catch (error) {
        await removeProductImages(dataDir, [image1, image2, image3]);
        throw error;
      }
    },

    /** Deletes the product, then its files (a row never points at a missing file). */
    async remove(id: string): Promise<Product> {
      const row = await deleteProduct(db, id);
      if (!row) throw new NotFoundError(PRODUCT_NOT_FOUND);
      await removeProductImages(dataDir, [row.image1, row.image2, row.image3]);
      return toProduct(row);
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
