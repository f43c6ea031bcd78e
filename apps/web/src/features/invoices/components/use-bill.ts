// The bill being made: lines of products and quantities, kept in the browser until saved.
// Totals here are for display only, in integer paise; the saved invoice is priced by the server.
import { type InvoiceInput, MAX_INVOICE_LINES, MAX_LINE_QTY } from "@app/shared/invoices";
import type { Product } from "@app/shared/products";
import { useCallback, useMemo, useState } from "react";

export type BillLine = {
  product: Product;
  /** As typed: a number, or '' while the field is being edited. */
  qty: number | string;
};

/** The quantity if it is a whole number from 1 to 999, else null. */
export function validQty(qty: number | string): number | null {
  return typeof qty === "number" && Number.isInteger(qty) && qty >= 1 && qty <= MAX_LINE_QTY
    ? qty
    : null;
}

export function lineTotalPaise(line: BillLine): number | null {
  const qty = validQty(line.qty);
  return qty === null ? null : line.product.sellpricePaise * qty;
}

export function addProduct(lines: BillLine[], product: Product): BillLine[] {
  const existing = lines.find((line) => line.product._id === product._id);
  if (!existing) {
    if (lines.length >= MAX_INVOICE_LINES) return lines;
    return [...lines, { product, qty: 1 }];
  }
  const qty = Math.min((validQty(existing.qty) ?? 0) + 1, MAX_LINE_QTY);
  return lines.map((line) => (line === existing ? { ...line, qty } : line));
}

export function useBill() {
  const [lines, setLines] = useState<BillLine[]>([]);

  const add = useCallback((product: Product) => setLines((prev) => addProduct(prev, product)), []);
  const setQty = useCallback(
    (productId: string, qty: number | string) =>
      setLines((prev) =>
        prev.map((line) => (line.product._id === productId ? { ...line, qty } : line)),
      ),
    [],
  );
  const remove = useCallback(
    (productId: string) =>
      setLines((prev) => prev.filter((line) => line.product._id !== productId)),
    [],
  );
  const clear = useCallback(() => setLines([]), []);

  const { totalPaise, valid } = useMemo(() => {
    let sum = 0;
    let allValid = lines.length > 0;
    for (const line of lines) {
      const total = lineTotalPaise(line);
      if (total === null) allValid = false;
      else sum += total;
    }
    return { totalPaise: sum, valid: allValid };
  }, [lines]);

  /** The body for POST /api/invoices, or null while a line's quantity is not valid. */
  const input = useMemo((): InvoiceInput | null => {
    if (!valid) return null;
    const out: InvoiceInput["lines"] = [];
    for (const line of lines) {
      const qty = validQty(line.qty);
      if (qty === null) return null;
      out.push({ productId: line.product._id, qty });
    }
    return { lines: out };
  }, [lines, valid]);

  return { lines, add, setQty, remove, clear, totalPaise, input };
}
