// Order rules: the customer's name and email come from the account, the product's name and
// selling price from the product; a user sees only their own orders, staff see all.

import type { Readable } from "node:stream";
import { referenceOf } from "@app/shared/common";
import { type GstRate, stateOfPin } from "@app/shared/gst";
import { paiseToRupees } from "@app/shared/money";
import type {
  Order,
  OrderData,
  OrderExportQuery,
  OrderListQuery,
  OrderStatus,
} from "@app/shared/orders";
import { purchaseStatusOf } from "@app/shared/payments";
import { isStaffRole } from "@app/shared/users";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { csvStream, inBatches, mapRows } from "../../lib/csv-export";
import { ConflictError, invalidField, NotFoundError } from "../../lib/errors";
import { newId, nowIso } from "../../lib/ids";
import { mapPage, type Paged } from "../../lib/paging";
import type { CurrentUser } from "../../plugins/auth";
import { issueInvoiceInTransaction } from "../invoices/sale-invoice";
import { closeOpenPayments } from "../payments/debts";
import { findProduct, returnToStock, takeFromStock } from "../products/products.repository";
import { productName } from "../products/products.service";
import {
  findOrder,
  insertOrder,
  listOrders,
  type OrderRow,
  ordersAfter,
  updateOrderStatus,
} from "./orders.repository";

const ORDER_NOT_FOUND = /*i18n*/ { id: "orders.orderNotFound", message: "Order not found" };
const NO_SUCH_PRODUCT = /*i18n*/ { id: "orders.noSuchProduct", message: "No such product" };
const SOLD_OUT = /*i18n*/ {
  id: "orders.soldOut",
  message: "Sorry, this product is sold out: none is left to order",
};
const ORDER_CHANGED = /*i18n*/ {
  id: "orders.changedMeanwhile",
  message: "The order was changed meanwhile: reload it and try again",
};

export const toOrder = (row: OrderRow): Order => ({
  _id: row.id,
  number: row.number,
  reference: referenceOf("order", row.number),
  paymentStatus: purchaseStatusOf(row.price_paise, row.paid_paise, row.refunded_paise),
  paidPaise: row.paid_paise,
  user: row.user_id,
  name: row.name,
  email: row.email,
  address: row.address,
  gender: row.gender,
  product: row.product_name,
  productId: row.product_id,
  idvalue: { category: row.product_id },
  pin: row.pin,
  price: paiseToRupees(row.price_paise),
  pricePaise: row.price_paise,
  mobile: row.mobile,
  status: row.status,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** The export's columns: what a person reads, in the order a sheet shows it. */
const ORDER_CSV_COLUMNS = [
  { key: "reference", header: "Order" },
  { key: "createdAt", header: "Date" },
  { key: "name", header: "Name" },
  { key: "email", header: "Email" },
  { key: "mobile", header: "Mobile" },
  { key: "address", header: "Address" },
  { key: "pin", header: "PIN" },
  { key: "product", header: "Product" },
  { key: "price", header: "Price (Rs)" },
  { key: "status", header: "Status" },
];

export function createOrdersService(db: Kysely<Database>) {
  return {
    /** Every order that passes the filters as CSV, newest first, read in batches as it is sent. */
    exportCsv(filters: OrderExportQuery): Readable {
      const rows = inBatches((after: OrderRow | undefined, size) =>
        ordersAfter(db, filters, after, size),
      );
      return csvStream(mapRows(rows, toOrder), { columns: ORDER_CSV_COLUMNS });
    },

    /**
     * Places the order, taking one from the product's stock when the shop counts it: the stock
     * and the order are written in one transaction, and the stock is taken by one conditional
     * statement, so two customers can never both have the last one (409 for the second).
     */
    async place(user: CurrentUser, input: OrderData): Promise<Order> {
      return db.transaction().execute(async (trx) => {
        const product = await findProduct(trx, input.idvalue.category);
        // 400, not 404: the route exists; a field of the form names something that does not.
        if (!product) throw invalidField("idvalue.category", NO_SUCH_PRODUCT);
        if (product.stock !== null && !(await takeFromStock(trx, product.id, 1))) {
          throw new ConflictError(SOLD_OUT);
        }
        const now = nowIso();
        const row = await insertOrder(trx, {
          id: newId(),
          user_id: user.id,
          name: user.name,
          email: user.email,
          address: input.address,
          gender: input.gender,
          product_id: product.id,
          product_name: productName(product),
          price_paise: product.sellprice_paise,
          pin: input.pin,
          mobile: input.mobile,
          status: "placed",
          created_at: now,
          updated_at: now,
        });
        return toOrder(row);
      });
    },

    /** Every order for staff and admins, the caller's own for a user; one page of them. */
    async list(user: CurrentUser, query: OrderListQuery): Promise<Paged<Order>> {
      const owner = isStaffRole(user.role) ? undefined : user.id;
      return mapPage(await listOrders(db, owner, query), toOrder);
    },

    /**
     * Moves the order to `status`. Cancelling puts its item back into the product's stock;
     * taking a cancelled order up again takes it from the stock again (409 when none is left).
     */
    async setStatus(
      id: string,
      status: OrderStatus,
      by: { id: string; name: string } = { id: "system", name: "System" },
    ): Promise<Order> {
      return db.transaction().execute(async (trx) => {
        const before = await findOrder(trx, id);
        if (!before) throw new NotFoundError(ORDER_NOT_FOUND);
        // Only from the status just read: a change made meanwhile is not overwritten.
        const row = await updateOrderStatus(trx, id, status, nowIso(), before.status);
        if (!row) throw new ConflictError(ORDER_CHANGED);
        // Delivered is when the shop has the money (paid on delivery): the sale's invoice is
        // issued with it, once however often the order goes back and forth (decision 044).
        if (status === "delivered") {
          const product = await findProduct(trx, before.product_id);
          await issueInvoiceInTransaction(trx, {
            source: { kind: "order", id: before.id },
            buyer: {
              name: before.name,
              address: `${before.address}, ${before.pin}`,
              stateCode: stateOfPin(before.pin) ?? undefined,
              userId: before.user_id,
            },
            lines: [
              {
                itemId: before.product_id,
                description: before.product_name,
                hsnSac: product?.hsn_sac ?? "4901",
                unit: "NOS",
                gstRate: (product?.gst_rate ?? 0) as GstRate,
                qty: 1,
                unitPricePaise: before.price_paise,
              },
            ],
            by,
          });
        }
        const wasCancelled = before.status === "cancelled";
        const isCancelled = status === "cancelled";
        if (!wasCancelled && isCancelled) {
          await returnToStock(trx, before.product_id, 1);
          // A cancelled order is not paid: its payment still waiting closes (docs/payments.md).
          await closeOpenPayments(trx, "order", [id], "order cancelled");
        }
        if (wasCancelled && !isCancelled) {
          const product = await findProduct(trx, before.product_id);
          if (product && product.stock !== null && !(await takeFromStock(trx, product.id, 1))) {
            throw new ConflictError(SOLD_OUT);
          }
        }
        return toOrder(row);
      });
    },
  };
}
