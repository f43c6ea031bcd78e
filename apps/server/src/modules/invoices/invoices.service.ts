// Billing rules: lines are priced from the products (selling price, in paise, integers only) and
// every invoice takes the next gap-free number of its financial year in the same transaction
// that stores it.

import type { Language } from "@app/shared/i18n";
import type { Invoice, InvoiceInput, InvoiceListQuery } from "@app/shared/invoices";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { invalidField, NotFoundError } from "../../lib/errors";
import { newId } from "../../lib/ids";
import { mapPage, type Paged } from "../../lib/paging";
import type { CurrentUser } from "../../plugins/auth";
import { createInstituteService } from "../institute/institute.service";
import { findProducts } from "../products/products.repository";
import { productName } from "../products/products.service";
import { financialYearOf, invoiceNumber } from "./financial-year";
import { renderInvoicePdf } from "./invoice-pdf";
import {
  findInvoice,
  type InvoiceWithLines,
  insertInvoice,
  listInvoices,
  nextInvoiceSequence,
} from "./invoices.repository";

const INVOICE_NOT_FOUND = /*i18n*/ { id: "invoices.invoiceNotFound", message: "Invoice not found" };
const NO_SUCH_PRODUCT = /*i18n*/ { id: "invoices.noSuchProduct", message: "No such product" };

export const toInvoice = ({ invoice, lines }: InvoiceWithLines): Invoice => ({
  _id: invoice.id,
  number: invoice.number,
  financialYear: invoice.financial_year,
  customer:
    invoice.customer_name === null
      ? null
      : { name: invoice.customer_name, address: invoice.customer_address ?? "" },
  lines: lines.map((line) => ({
    productId: line.product_id,
    name: line.name,
    pricePaise: line.price_paise,
    qty: line.qty,
    totalPaise: Number(line.total_paise),
  })),
  totalPaise: Number(invoice.total_paise),
  createdAt: invoice.created_at,
  createdBy: invoice.created_by,
  createdByName: invoice.created_by_name,
});

export type InvoicesOptions = {
  /** The clock; tests set it to cross a financial-year boundary. */
  now?: () => Date;
};

export function createInvoicesService(db: Kysely<Database>, options: InvoicesOptions = {}) {
  const now = options.now ?? (() => new Date());

  const get = async (id: string): Promise<Invoice> => {
    const found = await findInvoice(db, id);
    if (!found) throw new NotFoundError(INVOICE_NOT_FOUND);
    return toInvoice(found);
  };

  return {
    async create(user: CurrentUser, input: InvoiceInput): Promise<Invoice> {
      const moment = now();
      const financialYear = financialYearOf(moment);
      const id = newId();
      const stored = await db.transaction().execute(async (trx) => {
        const sequence = await nextInvoiceSequence(trx, financialYear);
        // Read after taking the number: on SQLite the transaction already holds the write lock.
        const products = new Map(
          (
            await findProducts(
              trx,
              input.lines.map((line) => line.productId),
            )
          ).map((product) => [product.id, product]),
        );
        const lines = input.lines.map((line, index) => {
          const product = products.get(line.productId);
          // Thrown inside the transaction: the rollback gives the number back.
          if (!product) throw invalidField(`lines.${index}.productId`, NO_SUCH_PRODUCT);
          return {
            id: newId(),
            invoice_id: id,
            position: index + 1,
            product_id: product.id,
            name: productName(product),
            price_paise: product.sellprice_paise,
            qty: line.qty,
            // Whole paise: at most 1e8 × 999 per line, far inside exact integer range.
            total_paise: product.sellprice_paise * line.qty,
          };
        });
        const total = lines.reduce((sum, line) => sum + line.total_paise, 0);
        const invoice = {
          id,
          number: invoiceNumber(financialYear, sequence),
          financial_year: financialYear,
          sequence,
          total_paise: total,
          created_by: user.id,
          created_by_name: user.name,
          created_at: moment.toISOString(),
          customer_name: input.customer?.name ?? null,
          customer_address: input.customer?.address ?? null,
        };
        await insertInvoice(trx, invoice, lines);
        return { invoice, lines };
      });
      return toInvoice(stored);
    },

    async list(query: InvoiceListQuery): Promise<Paged<Invoice>> {
      return mapPage(await listInvoices(db, query), toInvoice);
    },

    get,

    /** The invoice as a PDF in `language` (its numbers in Bengali digits unless `latinDigits`). */
    async pdf(
      id: string,
      language: Language = "en",
      latinDigits = false,
    ): Promise<{ invoice: Invoice; pdf: Buffer }> {
      const invoice = await get(id);
      // The institute's details as an admin last saved them.
      const institute = await createInstituteService(db).get();
      return { invoice, pdf: await renderInvoicePdf(invoice, institute, language, latinDigits) };
    },
  };
}
