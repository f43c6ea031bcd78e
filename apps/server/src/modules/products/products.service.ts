// Product rules: the upload's fields and images come checked (plugins/uploads.ts), and stored
// files are removed again if the row cannot be written. A product's name and description are
// kept in each language; a reader gets theirs (or the other while it is not translated).
import { DEFAULT_LANGUAGE, type Language } from "@app/shared/i18n";
import { columnsFromText, textFromColumns, textIn } from "@app/shared/localized-text";
import { paiseToRupees } from "@app/shared/money";
import {
  MAX_PRODUCT_IMAGES,
  type Product,
  type ProductFields,
  type ProductKind,
  type ProductListQuery,
  type ProductSearchQuery,
  type ProductUpdate,
} from "@app/shared/products";
import type { Kysely, Updateable } from "kysely";
import type { Database, ProductsTable } from "../../db/schema";
import { ConflictError, invalidField, NotFoundError } from "../../lib/errors";
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
  updateProduct,
} from "./products.repository";

const PRODUCT_NOT_FOUND = /*i18n*/ { id: "products.productNotFound", message: "Product not found" };
const SELLPRICE_ABOVE_PRICE = /*i18n*/ {
  id: "products.sellprice.abovePrice",
  message: "Selling price cannot be more than the price",
};
const NOT_ITS_IMAGES = /*i18n*/ {
  id: "products.images.notOwn",
  message: "List only this product's own images, each once",
};
const IMAGES_FULL = /*i18n*/ {
  id: "products.images.full",
  message: "A product has at most {max} images: remove one before adding another",
};
const NO_IMAGE_THERE = /*i18n*/ {
  id: "products.images.noneThere",
  message: "The product has no image in that place",
};
const CHANGED_MEANWHILE = /*i18n*/ {
  id: "products.changedMeanwhile",
  message: "The product was changed meanwhile: reload it and try again",
};

const url = (file: string | null): string | null => (file ? productImageUrl(file) : null);
const thumb = (file: string | null): string | null =>
  file ? productImageUrl(thumbFileOf(file)) : null;

/** The product's name in `language` (the other language's while it is not translated). */
export const productName = (row: ProductRow, language: Language = DEFAULT_LANGUAGE): string =>
  textIn(textFromColumns(row, "name"), language);

export const toProduct = (row: ProductRow, language: Language = DEFAULT_LANGUAGE): Product => {
  const nameText = textFromColumns(row, "name");
  const descriptionText = textFromColumns(row, "description");
  return {
    _id: row.id,
    name: textIn(nameText, language),
    title: textIn(descriptionText, language),
    nameText,
    descriptionText,
    stock: row.stock,
    price: paiseToRupees(row.price_paise),
    sellprice: paiseToRupees(row.sellprice_paise),
    pricePaise: row.price_paise,
    sellpricePaise: row.sellprice_paise,
    kind: row.kind,
    hsnSac: row.hsn_sac,
    gstRate: row.gst_rate,
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
    updatedAt: row.updated_at ?? row.created_at,
  };
};

const imagesOf = (row: ProductRow): string[] =>
  [row.image1, row.image2, row.image3].filter((file): file is string => file !== null);

/** The image columns for `files` in order (the first required, the rest null when unused). */
function imageColumns(files: readonly string[]) {
  const [image1, image2 = null, image3 = null] = files;
  if (image1 === undefined) throw new Error("a product keeps at least one image");
  return { image1, image2, image3 };
}

export function createProductsService(db: Kysely<Database>, dataDir: string) {
  /** Writes the new image columns only if the images are still `before` (else 409). */
  async function replaceImages(
    row: ProductRow,
    files: readonly string[],
    language: Language,
  ): Promise<Product> {
    const updated = await db
      .updateTable("products")
      .set({ ...imageColumns(files), updated_at: nowIso() })
      .where("id", "=", row.id)
      .where("image1", "=", row.image1)
      .where((eb) =>
        row.image2 === null ? eb("image2", "is", null) : eb("image2", "=", row.image2),
      )
      .where((eb) =>
        row.image3 === null ? eb("image3", "is", null) : eb("image3", "=", row.image3),
      )
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw new ConflictError(CHANGED_MEANWHILE);
    return toProduct(updated, language);
  }

  async function existing(id: string): Promise<ProductRow> {
    const row = await findProduct(db, id);
    if (!row) throw new NotFoundError(PRODUCT_NOT_FOUND);
    return row;
  }

  return {
    async list(
      { page, limit, kind, q, sort }: ProductListQuery,
      language: Language = DEFAULT_LANGUAGE,
    ): Promise<Paged<Product>> {
      const found = await listProducts(db, { kind, text: q, sort }, { page, limit });
      return mapPage(found, (row) => toProduct(row, language));
    },

    async search(
      { anytext, kind }: { anytext: string; kind?: ProductKind | undefined },
      { page, limit, sort }: ProductSearchQuery,
      language: Language = DEFAULT_LANGUAGE,
    ): Promise<Paged<Product>> {
      const text = anytext.trim();
      const found = await listProducts(db, { kind, text, sort }, { page, limit });
      return mapPage(found, (row) => toProduct(row, language));
    },

    async get(id: string, language: Language = DEFAULT_LANGUAGE): Promise<Product> {
      return toProduct(await existing(id), language);
    },

    /**
     * `fields` are the checked form fields; `images` the re-encoded `photo` files in order.
     * `createdAt` lets the demo seed date its products.
     */
    async create(
      fields: ProductFields,
      images: readonly EncodedImage[],
      createdAt: string = nowIso(),
      language: Language = DEFAULT_LANGUAGE,
    ): Promise<Product> {
      const files = await storeProductImages(dataDir, images);
      try {
        const row = await insertProduct(db, {
          id: newId(),
          ...columnsFromText(fields.name, "name"),
          ...columnsFromText(fields.description, "description"),
          price_paise: fields.price,
          sellprice_paise: fields.sellprice,
          kind: fields.kind,
          stock: fields.stock,
          hsn_sac: fields.hsnSac,
          gst_rate: fields.gstRate,
          ...imageColumns(files),
          created_at: createdAt,
          updated_at: createdAt,
        });
        return toProduct(row, language);
      } catch (error) {
        await removeProductImages(dataDir, files);
        throw error;
      }
    },

    /**
     * Changes what `changes` names. `images` lists the product's own images in their new order;
     * one it leaves out is removed, and its files deleted once the row no longer names them.
     */
    async update(id: string, changes: ProductUpdate, language: Language): Promise<Product> {
      const row = await existing(id);
      const price = changes.pricePaise ?? row.price_paise;
      const sellprice = changes.sellpricePaise ?? row.sellprice_paise;
      if (sellprice > price) {
        const path = changes.sellpricePaise === undefined ? "pricePaise" : "sellpricePaise";
        throw invalidField(path, SELLPRICE_ABOVE_PRICE);
      }
      const set: Updateable<ProductsTable> = { updated_at: nowIso() };
      if (changes.name) Object.assign(set, columnsFromText(changes.name, "name"));
      if (changes.description) {
        Object.assign(set, columnsFromText(changes.description, "description"));
      }
      if (changes.pricePaise !== undefined) set.price_paise = changes.pricePaise;
      if (changes.sellpricePaise !== undefined) set.sellprice_paise = changes.sellpricePaise;
      if (changes.kind) set.kind = changes.kind;
      if (changes.hsnSac) set.hsn_sac = changes.hsnSac;
      if (changes.gstRate !== undefined) set.gst_rate = changes.gstRate;
      if (changes.stock !== undefined) set.stock = changes.stock;
      const before = imagesOf(row);
      let removed: string[] = [];
      if (changes.images) {
        if (changes.images.some((file) => !before.includes(file))) {
          throw invalidField("images", NOT_ITS_IMAGES);
        }
        Object.assign(set, imageColumns(changes.images));
        removed = before.filter((file) => !changes.images?.includes(file));
      }
      const updated = await updateProduct(db, id, set);
      if (!updated) throw new NotFoundError(PRODUCT_NOT_FOUND);
      await removeProductImages(dataDir, removed);
      return toProduct(updated, language);
    },

    /** Adds images after the product's own, up to MAX_PRODUCT_IMAGES in all. */
    async addImages(
      id: string,
      images: readonly EncodedImage[],
      language: Language,
    ): Promise<Product> {
      const row = await existing(id);
      const before = imagesOf(row);
      if (before.length + images.length > MAX_PRODUCT_IMAGES) {
        throw new ConflictError({ ...IMAGES_FULL, values: { max: MAX_PRODUCT_IMAGES } });
      }
      const files = await storeProductImages(dataDir, images);
      try {
        return await replaceImages(row, [...before, ...files], language);
      } catch (error) {
        await removeProductImages(dataDir, files);
        throw error;
      }
    },

    /** Puts a new image in place `slot` (1 to 3) instead of the one there. */
    async replaceImage(
      id: string,
      slot: number,
      image: EncodedImage,
      language: Language,
    ): Promise<Product> {
      const row = await existing(id);
      const before = imagesOf(row);
      const old = before[slot - 1];
      if (old === undefined) throw new NotFoundError(NO_IMAGE_THERE);
      const [file] = await storeProductImages(dataDir, [image]);
      if (file === undefined) throw new Error("no image was stored");
      let product: Product;
      try {
        product = await replaceImages(
          row,
          before.map((name) => (name === old ? file : name)),
          language,
        );
      } catch (error) {
        await removeProductImages(dataDir, [file]);
        throw error;
      }
      await removeProductImages(dataDir, [old]);
      return product;
    },

    /** Deletes the product, then its files (a row never points at a missing file). */
    async remove(id: string, language: Language = DEFAULT_LANGUAGE): Promise<Product> {
      const row = await deleteProduct(db, id);
      if (!row) throw new NotFoundError(PRODUCT_NOT_FOUND);
      await removeProductImages(dataDir, imagesOf(row));
      return toProduct(row, language);
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
