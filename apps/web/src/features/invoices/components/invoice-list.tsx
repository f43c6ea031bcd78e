// Past invoices, newest first, a page at a time, filtered by financial year and number; each
// number reopens the invoice.

import { formatDateTime, formatRupeesFromPaise } from "@app/shared/format";
import { financialYearOf, type Invoice, InvoiceListQuerySchema } from "@app/shared/invoices";
import { Anchor } from "@mantine/core";
import { Link } from "react-router";
import { type Column, DataTable } from "@/components/data-table";
import { type ListField, ListToolbar } from "@/components/list-toolbar";
import { type ListFilterName, useListParams } from "@/lib/use-list-params";
import { useInvoices } from "../api/get-invoices";

const COLUMNS: Column<Invoice>[] = [
  {
    header: "Number",
    sort: "number",
    cell: (invoice) => (
      <Anchor component={Link} to={`/billing/invoices/${invoice._id}`}>
        {invoice.number}
      </Anchor>
    ),
  },
  { header: "Date", cell: (invoice) => formatDateTime(invoice.createdAt), sort: "createdAt" },
  { header: "Total", align: "right", cell: (invoice) => formatRupeesFromPaise(invoice.totalPaise) },
];

/** Financial years to choose from: this one (April–March, India's calendar) and five before. */
export function recentFinancialYears(today = new Date(), count = 6): string[] {
  const first = Number(financialYearOf(today).slice(0, 4));
  return Array.from({ length: count }, (_, index) => {
    const start = first - index;
    return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
  });
}

const FIELDS: ListField<ListFilterName<typeof InvoiceListQuerySchema>>[] = [
  {
    kind: "select",
    name: "financialYear",
    label: "Financial year",
    options: recentFinancialYears(),
    allLabel: "All years",
  },
  { kind: "text", name: "number", label: "Invoice number", placeholder: "Part of the number" },
];

export function InvoiceList() {
  const list = useListParams(InvoiceListQuerySchema);
  return (
    <DataTable
      query={useInvoices(list.query)}
      list={list}
      toolbar={<ListToolbar label="invoices" list={list} fields={FIELDS} />}
      columns={COLUMNS}
      defaultSort="-createdAt"
      rowKey={(invoice) => invoice._id}
      label="Past invoices"
      minWidth={420}
      loadingLabel="Loading invoices"
      errorTitle="Could not load the invoices"
      empty="No invoices yet"
      emptyHint="Saved bills show here, numbered per financial year, to print or download."
      noMatch="No invoices match"
    />
  );
}
