// Billing rules: lines are priced from the products (selling price, in paise, integers only) and
// every invoice takes the next gap-free number of its financial year in the same transaction
// that stores it.

import { type GstRate, type GstStateCode, HOME_STATE_CODE, placeOfSupply } from "@app/shared/gst";
import type { Language } from "@app/shared/i18n";
import {
  E_INVOICING_THRESHOLD_PAISE,
  type Invoice,
  type InvoiceInput,
  type InvoiceListQuery,
  type Turnover,
} from "@app/shared/invoices";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { invalidField, NotFoundError } from "../../lib/errors";
import { mapPage, type Paged } from "../../lib/paging";
import type { CurrentUser } from "../../plugins/auth";
import { createInstituteService } from "../institute/institute.service";
import { findProducts } from "../products/products.repository";
import { productName } from "../products/products.service";
import { financialYearOf } from "./financial-year";
import { renderInvoicePdf } from "./invoice-pdf";
import {
  findInvoice,
  type InvoiceWithLines,
  listCustomerInvoices,
  listInvoices,
  turnoverBetween,
} from "./invoices.repository";
import { writeSaleInvoice } from "./sale-invoice";

const INVOICE_NOT_FOUND = /*i18n*/ { id: "invoices.invoiceNotFound", message: "Invoice not found" };
const NO_SUCH_PRODUCT = /*i18n*/ { id: "invoices.noSuchProduct", message: "No such product" };

const taxSplit = (row: {
  taxable_paise: number | string | null;
  cgst_paise: number | string | null;
  sgst_paise: number | string | null;
  igst_paise: number | string | null;
}) => ({
  taxablePaise: Number(row.taxable_paise ?? 0),
  cgstPaise: Number(row.cgst_paise ?? 0),
  sgstPaise: Number(row.sgst_paise ?? 0),
  igstPaise: Number(row.igst_paise ?? 0),
});

export const toInvoice = ({ invoice, lines }: InvoiceWithLines): Invoice => ({
  _id: invoice.id,
  number: invoice.number,
  financialYear: invoice.financial_year,
  customer:
    invoice.customer_name === null
      ? null
      : { name: invoice.customer_name, address: invoice.customer_address ?? "" },
  lines: lines.map((line) => ({
    lineId: line.id,
    productId: line.product_id,
    name: line.name,
    pricePaise: line.price_paise,
    qty: line.qty,
    totalPaise: Number(line.total_paise),
    gst:
      invoice.document_kind === null
        ? null
        : {
            ...taxSplit(line),
            hsnSac: line.hsn_sac ?? "",
            unit: line.unit ?? "NOS",
            rate: line.gst_rate ?? 0,
          },
  })),
  totalPaise: Number(invoice.total_paise),
  createdAt: invoice.created_at,
  createdBy: invoice.created_by,
  createdByName: invoice.created_by_name,
  gst:
    invoice.document_kind === null
      ? null
      : {
          kind: invoice.document_kind,
          supplier: JSON.parse(invoice.supplier_json ?? "{}"),
          buyerGstin: invoice.buyer_gstin,
          buyerStateCode: invoice.buyer_state,
          placeOfSupply: placeOfSupply(
            (invoice.place_of_supply ?? HOME_STATE_CODE) as GstStateCode,
          ),
          interState: invoice.inter_state === 1,
          pricesIncludeTax: invoice.prices_include_tax === 1,
          totals: taxSplit(invoice),
          source:
            invoice.source_kind && invoice.source_id
              ? { kind: invoice.source_kind, id: invoice.source_id }
              : null,
        },
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
    /**
     * An invoice staff make in billing: lines priced from the products (selling price as
     * entered, HSN and GST rate), numbered and taxed as sale-invoice.ts does for every sale.
     */
    async create(user: CurrentUser, input: InvoiceInput): Promise<Invoice> {
      const institute = await createInstituteService(db).get();
      const id = await db.transaction().execute(async (trx) => {
        // Read after taking the number (writeSaleInvoice takes it first): on SQLite the
        // transaction holds the write lock from its start (begin immediate) anyway.
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
          if (!product) throw invalidField(`lines.${index}.productId`, NO_SUCH_PRODUCT);
          return {
            itemId: product.id,
            description: productName(product),
            hsnSac: product.hsn_sac,
            unit: "NOS" as const,
            gstRate: product.gst_rate as GstRate,
            qty: line.qty,
            unitPricePaise: product.sellprice_paise,
          };
        });
        const customer = input.customer;
        return writeSaleInvoice(
          trx,
          {
            source: null,
            buyer: customer
              ? {
                  name: customer.name,
                  address: customer.address,
                  gstin: customer.gstin,
                  stateCode: customer.stateCode,
                }
              : null,
            lines,
            by: { id: user.id, name: user.name },
            now: now(),
          },
          institute,
        );
      });
      return get(id);
    },

    /** One page of the caller's own invoices (those issued for their sales). */
    async listMine(user: CurrentUser, query: { page: number; limit: number }) {
      return mapPage(await listCustomerInvoices(db, user.id, query), toInvoice);
    },

    /** Staff read any invoice; a customer only their own (else 404, as if there were none). */
    async getFor(user: CurrentUser, id: string): Promise<Invoice> {
      const found = await findInvoice(db, id);
      if (!found || (user.role !== "admin" && found.invoice.customer_user_id !== user.id)) {
        throw new NotFoundError(INVOICE_NOT_FOUND);
      }
      return toInvoice(found);
    },

    async list(query: InvoiceListQuery): Promise<Paged<Invoice>> {
      return mapPage(await listInvoices(db, query), toInvoice);
    },

    get,

    /** The financial year's turnover so far against the e-invoicing threshold. */
    async turnover(): Promise<Turnover> {
      const moment = now();
      const financialYear = financialYearOf(moment);
      const start = Number(financialYear.slice(0, 4));
      // 1 April 00:00 in India, as stored (UTC).
      const from = new Date(Date.UTC(start, 3, 1) - 330 * 60_000).toISOString();
      const to = new Date(Date.UTC(start + 1, 3, 1) - 330 * 60_000).toISOString();
      const invoicedPaise = await turnoverBetween(db, from, to);
      return {
        financialYear,
        invoicedPaise,
        thresholdPaise: E_INVOICING_THRESHOLD_PAISE,
        approaching: invoicedPaise >= E_INVOICING_THRESHOLD_PAISE * 0.8,
        reached: invoicedPaise >= E_INVOICING_THRESHOLD_PAISE,
      };
    },

    /** The invoice as a PDF in `language` (its numbers in Bengali digits unless `latinDigits`). */
    async pdf(
      id: string,
      language: Language = "en",
      latinDigits = false,
      user?: CurrentUser,
    ): Promise<{ invoice: Invoice; pdf: Buffer }> {
      const invoice = user ? await this.getFor(user, id) : await get(id);
      // The institute's details as an admin last saved them.
      const institute = await createInstituteService(db).get();
      return { invoice, pdf: await renderInvoicePdf(invoice, institute, language, latinDigits) };
    },
  };
}
