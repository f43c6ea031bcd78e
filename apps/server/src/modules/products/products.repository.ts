// Kysely queries for products; no rules here.

import type { PageQuery } from "@app/shared/paging";
import type { ProductKind, ProductListQuery } from "@app/shared/products";
import type { Kysely, Selectable } from "kysely";
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

/** `%`, `_` and the escape character itself match only themselves in a LIKE pattern. */
/**
 * One page of the products, newest first unless `sort` says otherwise, optionally of one kind and
 * containing `text` in the name or the description (in any case; `%` and `_` match themselves).
 */
export function listProducts(
  db: Kysely<Database>,
  filter: { kind?: ProductKind | undefined; text?: string | undefined; sort?: ProductSort },
  page: PageQuery,
): Promise<Paged<ProductRow>> {
  let query = db.selectFrom("products").selectAll();
  if (filter.kind) query = query.where("kind", "=", filter.kind);
  if (filter.text) query = query.where(containsText(["name", "title"], filter.text));
  const columns = { createdAt: "created_at", name: "name", sellprice: "sellprice_paise" };
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

/** Deletes the product; answers the deleted row, or undefined when there was none. */
export async function deleteProduct(
  db: Kysely<Database>,
  id: string,
): Promise<ProductRow | undefined> {
  return db.deleteFrom("products").where("id", "=", id).returningAll().executeTakeFirst();
}
