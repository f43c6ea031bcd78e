// The bill being made, as a form: lines of products and quantities, kept in the browser until
// saved and checked with the server's own InvoiceInputSchema (a wrong quantity shows at its line).
// Totals here are for display only, in integer paise; the saved invoice is priced by the server.

import {
  type InvoiceInput,
  InvoiceInputSchema,
  InvoiceLineInputSchema,
  MAX_INVOICE_LINES,
  MAX_LINE_QTY,
} from "@app/shared/invoices";
import type { Product } from "@app/shared/products";
import { useForm } from "@mantine/form";
import { useSchemaResolver } from "@/lib/schema-resolver";

export type BillLine = {
  product: Product;
  /** As typed: a number, or '' while the field is being edited. */
  qty: number | string;
};
/**
 * Who the bill is made out to: optional; a name is needed once any field is filled. A GSTIN makes
 * it a B2B invoice; the state is the place of supply (the GSTIN's state when none is chosen).
 */
export type BillValues = {
  customer: { name: string; address: string; gstin: string; stateCode: string | null };
  lines: BillLine[];
};

const QtySchema = InvoiceLineInputSchema.shape.qty;

/** The body for POST /api/invoices; the lines keep their order, so errors keep their paths. */
const toInput = ({ customer, lines }: BillValues) => {
  const { name, address, gstin, stateCode } = customer;
  const given = name.trim() || address.trim() || gstin.trim() || stateCode;
  return {
    ...(given
      ? {
          customer: {
            name,
            address,
            ...(gstin.trim() ? { gstin } : {}),
            ...(stateCode ? { stateCode } : {}),
          },
        }
      : {}),
    lines: lines.map(({ product, qty }) => ({ productId: product._id, qty })),
  };
};

/** The line's total in paise, or null while its quantity is not one the server takes. */
export function lineTotalPaise(line: BillLine): number | null {
  const qty = QtySchema.safeParse(line.qty);
  return qty.success ? line.product.sellpricePaise * qty.data : null;
}

/** The sum of the lines that have a valid quantity. */
export const totalPaise = (lines: BillLine[]): number =>
  lines.reduce((sum, line) => sum + (lineTotalPaise(line) ?? 0), 0);

/** The product added as a new line, or its line's quantity raised by one. */
export function addProduct(lines: BillLine[], product: Product): BillLine[] {
  const existing = lines.find((line) => line.product._id === product._id);
  if (!existing) {
    if (lines.length >= MAX_INVOICE_LINES) return lines;
    return [...lines, { product, qty: 1 }];
  }
  const current = QtySchema.safeParse(existing.qty);
  const qty = Math.min((current.success ? current.data : 0) + 1, MAX_LINE_QTY);
  return lines.map((line) => (line === existing ? { ...line, qty } : line));
}

export function useBillForm() {
  const checkInput = useSchemaResolver(InvoiceInputSchema);
  return useForm<BillValues>({
    mode: "controlled",
    initialValues: {
      customer: { name: "", address: "", gstin: "", stateCode: null },
      lines: [],
    },
    validate: (values) => checkInput(toInput(values)),
    // A quantity out of range shows at once, as the total leaves that line out.
    validateInputOnChange: true,
  });
}

/** The bill as the server takes it, or null while it is not valid. */
export function invoiceInputOf(values: BillValues): InvoiceInput | null {
  const parsed = InvoiceInputSchema.safeParse(toInput(values));
  return parsed.success ? parsed.data : null;
}
