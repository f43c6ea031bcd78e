// Kysely queries for products; no rules here.
import type { ProductKind } from "@app/shared/products";
import { type Kysely, type Selectable, sql } from "kysely";
import type { Database, ProductsTable } from "../../db/schema";

export type ProductRow = Selectable<ProductsTable>;

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
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Products newest first, optionally of one kind and containing `text` in the name or the
 * description. Both sides are lower-cased in SQL so the match ignores case on both engines
 * (SQLite's LIKE would on its own, PostgreSQL's would not); SQLite lower-cases ASCII only.
 */
export function listProducts(
  db: Kysely<Database>,
  filter: { kind?: ProductKind | undefined; text?: string | undefined } = {},
): Promise<ProductRow[]> {
  let query = db.selectFrom("products").selectAll();
  if (filter.kind) query = query.where("kind", "=", filter.kind);
  if (filter.text) {
    const pattern = `%${escapeLike(filter.text)}%`;
    query = query.where((eb) =>
      eb.or([
        sql<boolean>`lower(${eb.ref("name")}) like lower(${pattern}) escape '\\'`,
        sql<boolean>`lower(${eb.ref("title")}) like lower(${pattern}) escape '\\'`,
      ]),
    );
  }
  return query.orderBy("created_at", "desc").orderBy("id", "desc").execute();
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
