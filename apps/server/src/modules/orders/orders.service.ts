// Order rules: the customer's name and email come from the account, the product's name and
// selling price from the product; a user sees only their own orders, staff see all.

import type { Readable } from "node:stream";
import { referenceOf } from "@app/shared/common";
import { type LocalizedText, textIn } from "@app/shared/localized-text";
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
import type { MessageDescriptor } from "@lingui/core";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { csvStream, inBatches, mapRows } from "../../lib/csv-export";
import { ConflictError, invalidField, NotFoundError } from "../../lib/errors";
import { newId, nowIso } from "../../lib/ids";
import { mapPage, type Paged } from "../../lib/paging";
import type { CurrentUser } from "../../plugins/auth";
import { type AccountMailDeps, mailAccount } from "../mail/account-mail";
import { closeOpenPayments } from "../payments/debts";
import { findProduct, returnToStock, takeFromStock } from "../products/products.repository";
import { productName } from "../products/products.service";
import { compositionRefuses, invoiceOrder } from "./order-invoice";
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
const COMPOSITION_OTHER_STATE = /*i18n*/ {
  id: "orders.compositionOtherState",
  message:
    "Sorry, the institute can deliver only within its own state: please give an address there",
};
const ORDER_CHANGED = /*i18n*/ {
  id: "orders.changedMeanwhile",
  message: "The order was changed meanwhile: reload it and try again",
};

/** The product's name as ordered, in each language ('' where it had none in Bengali). */
const productTextOf = (row: OrderRow): LocalizedText => ({
  en: row.product_name,
  bn: row.product_name_bn,
});

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
  productText: productTextOf(row),
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

const MAILED: Record<
  Exclude<OrderStatus, "placed">,
  { subject: MessageDescriptor; body: MessageDescriptor }
> = {
  confirmed: {
    subject: /*i18n*/ {
      id: "orders.mail.confirmedSubject",
      message: "Your order {reference} is confirmed",
    },
    body: /*i18n*/ {
      id: "orders.mail.confirmed",
      message:
        "We have confirmed your order {reference} ({product}). We will write again when it is delivered.",
    },
  },
  delivered: {
    subject: /*i18n*/ {
      id: "orders.mail.deliveredSubject",
      message: "Your order {reference} has been delivered",
    },
    body: /*i18n*/ {
      id: "orders.mail.delivered",
      message:
        "Your order {reference} ({product}) has been delivered. Thank you for shopping with us.",
    },
  },
  cancelled: {
    subject: /*i18n*/ {
      id: "orders.mail.cancelledSubject",
      message: "Your order {reference} was cancelled",
    },
    body: /*i18n*/ {
      id: "orders.mail.cancelled",
      message:
        "Your order {reference} ({product}) was cancelled. If you did not expect this, please contact us.",
    },
  },
};

/**
 * `mail`: when given, the customer is mailed in their language when the order is confirmed,
 * delivered or cancelled (docs/languages.md, "A mail").
 */
export function createOrdersService(db: Kysely<Database>, mail?: AccountMailDeps) {
  /** Tells the customer their order moved to `status`, once it is written. */
  function tellCustomer(row: OrderRow, status: OrderStatus): Promise<void> | undefined {
    if (!mail || status === "placed") return;
    const { subject, body } = MAILED[status];
    return mailAccount(mail, row.user_id, (language) => {
      const product = textIn(productTextOf(row), language);
      const values = { reference: referenceOf("order", row.number), product };
      return { subject: { ...subject, values }, body: [{ ...body, values }] };
    });
  }

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
        // Under the composition scheme the institute may not sell to another state, so such an
        // order is refused before any money is taken (decision 057).
        if (await compositionRefuses(trx, input.pin)) {
          throw invalidField("pin", COMPOSITION_OTHER_STATE);
        }
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
          product_name_bn: product.name_bn,
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
      const { order, changed } = await db.transaction().execute(async (trx) => {
        const before = await findOrder(trx, id);
        if (!before) throw new NotFoundError(ORDER_NOT_FOUND);
        // Only from the status just read: a change made meanwhile is not overwritten.
        const row = await updateOrderStatus(trx, id, status, nowIso(), before.status);
        if (!row) throw new ConflictError(ORDER_CHANGED);
        // An order paid on delivery is invoiced now; one paid before has its invoice already,
        // which this answers (order-invoice.ts, decision 057).
        if (status === "delivered") await invoiceOrder(trx, before, by);
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
        return { order: row, changed: before.status !== status };
      });
      if (changed) await tellCustomer(order, status);
      return toOrder(order);
    },
  };
}
