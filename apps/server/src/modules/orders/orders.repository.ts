// Kysely queries for orders; no rules here.
import type { OrderStatus } from "@app/shared/orders";
import type { Kysely, Selectable } from "kysely";
import type { Database, OrdersTable } from "../../db/schema";

export type OrderRow = Selectable<OrdersTable>;

export async function insertOrder(db: Kysely<Database>, row: OrderRow): Promise<OrderRow> {
  await db.insertInto("orders").values(row).execute();
  return row;
}

/** Orders newest first: a user's own, or everyone's when `userId` is undefined. */
export function listOrders(db: Kysely<Database>, userId: string | undefined): Promise<OrderRow[]> {
  let query = db.selectFrom("orders").selectAll();
  if (userId !== undefined) query = query.where("user_id", "=", userId);
  return query.orderBy("created_at", "desc").orderBy("id", "desc").execute();
}

export function updateOrderStatus(
  db: Kysely<Database>,
  id: string,
  status: OrderStatus,
  updatedAt: string,
): Promise<OrderRow | undefined> {
  return db
    .updateTable("orders")
    .set({ status, updated_at: updatedAt })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
}
