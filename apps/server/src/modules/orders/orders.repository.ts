// Kysely queries for orders; no rules here.
import { referenceNumberIn } from "@app/shared/common";
import type { OrderListQuery, OrderStatus } from "@app/shared/orders";
import type { Kysely, Selectable, Transaction } from "kysely";
import type { Database, OrdersTable } from "../../db/schema";
import { dayStartUtc } from "../../lib/days";
import { containsText, orderBySort, type Paged, readPage, rowCount } from "../../lib/paging";
import { nextInSequence } from "../../lib/sequence";

export type OrderRow = Selectable<OrdersTable>;

/** Writes a new order with the next order number, in the caller's transaction. */
export async function insertOrder(
  trx: Transaction<Database>,
  fields: Omit<OrderRow, "number" | "paid_paise" | "refunded_paise">,
): Promise<OrderRow> {
  const row = { ...fields, number: await nextInSequence(trx, "orders") };
  await trx.insertInto("orders").values(row).execute();
  return { ...row, paid_paise: 0, refunded_paise: 0 };
}

export function findOrder(db: Kysely<Database>, id: string): Promise<OrderRow | undefined> {
  return db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The orders that pass the filters: a user's own, or everyone's when `userId` is undefined. */
export function ordersMatching(
  db: Kysely<Database>,
  userId: string | undefined,
  { q, status, product, from, to, sort }: Omit<OrderListQuery, "page" | "limit">,
) {
  let query = db.selectFrom("orders").selectAll();
  if (userId !== undefined) query = query.where("user_id", "=", userId);
  if (status) query = query.where("status", "=", status);
  if (product) query = query.where(containsText(["product_name", "product_name_bn"], product));
  if (q) {
    // A reference (ORD-000123, 123) finds its order too.
    const number = referenceNumberIn("order", q);
    const text = containsText(["name", "email", "mobile"], q);
    query = query.where((eb) =>
      number === undefined ? text : eb.or([eb("number", "=", number), text]),
    );
  }
  if (from) query = query.where("created_at", ">=", dayStartUtc(from));
  if (to) query = query.where("created_at", "<", dayStartUtc(to, 1));
  const columns = {
    createdAt: "id",
    status: "status",
    product: "product_name",
    price: "price_paise",
  };
  return orderBySort(query, sort, columns, "id");
}

/** The orders after `after` (newest first) that pass the filters: a batch of an export. */
export function ordersAfter(
  db: Kysely<Database>,
  filters: Omit<OrderListQuery, "page" | "limit" | "sort">,
  after: OrderRow | undefined,
  size: number,
): Promise<OrderRow[]> {
  let query = ordersMatching(db, undefined, filters);
  if (after) query = query.where("id", "<", after.id);
  return query.limit(rowCount(size)).execute();
}

/** One page of the orders that pass the filters, newest first unless `sort` says otherwise. */
export function listOrders(
  db: Kysely<Database>,
  userId: string | undefined,
  { page, limit, ...filters }: OrderListQuery,
): Promise<Paged<OrderRow>> {
  return readPage(ordersMatching(db, userId, filters), { page, limit });
}

/** Sets the order's status when it is still `from`; undefined when it is not (or is gone). */
export function updateOrderStatus(
  db: Kysely<Database>,
  id: string,
  status: OrderStatus,
  updatedAt: string,
  from: OrderStatus,
): Promise<OrderRow | undefined> {
  return db
    .updateTable("orders")
    .set({ status, updated_at: updatedAt })
    .where("id", "=", id)
    .where("status", "=", from)
    .returningAll()
    .executeTakeFirst();
}
