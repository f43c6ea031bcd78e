// A shop order's GST invoice (docs/accountant.md, decisions 044 and 057): issued once per order,
// when it is paid in full (online, UPI confirmed by staff, or at the desk) or, for an order paid
// on delivery, when staff mark it delivered — whichever comes first; the other answers the same
// invoice (the order is its source). It totals exactly what the order costs: the price charged
// is the money received, tax inside, whatever the institute's pricesIncludeTax says. Both paths
// write the order's row before they invoice (the payment credits it, the delivery sets its
// status), so a payment and a delivery at the same moment run one after the other and the second
// finds the first one's invoice; a payment reported twice is paid once (payments.service.ts).
//
// Under the composition scheme a sale to another state cannot be invoiced: such an order (placed
// before the institute moved to the scheme; new ones are refused when placed) is still paid and
// delivered, without an invoice, and the accountant settles it — refusing here would block its
// payment or its delivery for ever.
import { type GstRate, stateOfPin } from "@app/shared/gst";
import type { Transaction } from "kysely";
import type { Database } from "../../db/schema";
import { createInstituteService } from "../institute/institute.service";
import { issueInvoiceInTransaction } from "../invoices/sale-invoice";
import { findProduct } from "../products/products.repository";
import { findOrder, type OrderRow } from "./orders.repository";

const SYSTEM = { id: "system", name: "System" };

/** Whether a composition institute may not invoice a sale to this PIN code (another state). */
export async function compositionRefuses(
  trx: Transaction<Database>,
  pin: string,
): Promise<boolean> {
  const institute = await createInstituteService(trx).get();
  const state = stateOfPin(pin);
  return institute.gstRegistration === "composition" && !!state && state !== institute.stateCode;
}

/** Issues the order's invoice in the caller's transaction, once; nothing when it cannot be. */
export async function invoiceOrder(
  trx: Transaction<Database>,
  order: OrderRow,
  by: { id: string; name: string } = SYSTEM,
  now?: Date,
): Promise<void> {
  if (await compositionRefuses(trx, order.pin)) return;
  const product = await findProduct(trx, order.product_id);
  await issueInvoiceInTransaction(trx, {
    source: { kind: "order", id: order.id },
    buyer: {
      name: order.name,
      address: `${order.address}, ${order.pin}`,
      stateCode: stateOfPin(order.pin) ?? undefined,
      userId: order.user_id,
    },
    lines: [
      {
        itemId: order.product_id,
        description: order.product_name,
        hsnSac: product?.hsn_sac ?? "4901",
        unit: "NOS",
        gstRate: (product?.gst_rate ?? 0) as GstRate,
        qty: 1,
        unitPricePaise: order.price_paise,
      },
    ],
    by,
    taxIncluded: true,
    ...(now ? { now } : {}),
  });
}

/** After a payment towards an order: invoices it once the order is paid in full. */
export async function invoiceOrderIfPaid(
  trx: Transaction<Database>,
  orderId: string,
  now: Date,
): Promise<void> {
  const order = await findOrder(trx, orderId);
  if (!order || order.paid_paise < order.price_paise) return;
  await invoiceOrder(trx, order, SYSTEM, now);
}
