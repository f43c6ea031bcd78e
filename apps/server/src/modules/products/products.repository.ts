// Kysely queries for products; no rules here.

import type { PageQuery } from "@app/shared/paging";
import type { ProductKind, ProductListQuery } from "@app/shared/products";
import type { Kysely, Selectable, Updateable } from "kysely";
import type { Database, ProductsTable } from "../../db/schema";
import { containsText, orderBySort, type Paged, readPage } from "../../lib/paging";

export type ProductRow = Selectable<ProductsTable>;
type ProductSort = ProductListQuery["sort"];

export async function insertProduct(db: Kysely<Database>, row: ProductRow): Promise<ProductRow> {
  await db.insertInto("products").values(row).execute();
  return row;
}

export function findProduct(db: Kysely<Database>, id: string): Promise<ProductRow | undefined> {
  return db.selectFrom("products").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The products with these ids (any order). */
export function findProducts(db: Kysely<Database>, ids: readonly string[]): Promise<ProductRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom("products").selectAll().where("id", "in", ids).execute();
}

/**
 * One page of the products, newest first unless `sort` says otherwise, optionally of one kind and
 * containing `text` in the name or the description in any language (in any case; `%` and `_`
 * match themselves).
 */
export function listProducts(
  db: Kysely<Database>,
  filter: { kind?: ProductKind | undefined; text?: string | undefined; sort?: ProductSort },
  page: PageQuery,
): Promise<Paged<ProductRow>> {
  let query = db.selectFrom("products").selectAll();
  if (filter.kind) query = query.where("kind", "=", filter.kind);
  if (filter.text) {
    const columns = ["name_en", "name_bn", "description_en", "description_bn"];
    query = query.where(containsText(columns, filter.text));
  }
  const columns = { createdAt: "created_at", name: "name_en", sellprice: "sellprice_paise" };
  const sort = filter.sort ?? "-createdAt";
  return readPage(orderBySort(query, sort, columns, "id"), page);
}

export async function countProducts(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("products")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Changes the product's columns; answers the row as it is now, or undefined when there is none. */
export function updateProduct(
  db: Kysely<Database>,
  id: string,
  changes: Updateable<ProductsTable>,
): Promise<ProductRow | undefined> {
  return db
    .updateTable("products")
    .set(changes)
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Takes `count` from the product's stock, in one statement that only succeeds while that many
 * are left: concurrent orders queue on the row, and the one that would go below zero changes
 * nothing. Answers whether it took them; a product whose stock is not counted is not touched.
 */
export async function takeFromStock(
  db: Kysely<Database>,
  id: string,
  count: number,
): Promise<boolean> {
  const result = await db
    .updateTable("products")
    .set((eb) => ({ stock: eb("stock", "-", count) }))
    .where("id", "=", id)
    .where("stock", "is not", null)
    .where("stock", ">=", count)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Puts `count` back into the product's stock (a cancelled order), when its stock is counted. */
export async function returnToStock(
  db: Kysely<Database>,
  id: string,
  count: number,
): Promise<void> {
  await db
    .updateTable("products")
    .set((eb) => ({ stock: eb("stock", "+", count) }))
    .where("id", "=", id)
    .where("stock", "is not", null)
    .execute();
}

/** Deletes the product; answers the deleted row, or undefined when there was none. */
export async function deleteProduct(
  db: Kysely<Database>,
  id: string,
): Promise<ProductRow | undefined> {
  return db.deleteFrom("products").where("id", "=", id).returningAll().executeTakeFirst();
}
