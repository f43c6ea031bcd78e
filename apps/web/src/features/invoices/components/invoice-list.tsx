// Past invoices, newest first; each number reopens the invoice.
import type { Invoice } from "@app/shared/invoices";
import { Anchor } from "@mantine/core";
import { Link } from "react-router";
import { type Column, DataTable } from "@/components/data-table";
import { formatDate, formatRupeesFromPaise } from "@/lib/format";
import { useInvoices } from "../api/get-invoices";

const COLUMNS: Column<Invoice>[] = [
  {
    header: "Number",
    cell: (invoice) => (
      <Anchor component={Link} to={`/billing/invoices/${invoice._id}`}>
        {invoice.number}
      </Anchor>
    ),
  },
  { header: "Date", cell: (invoice) => formatDate(invoice.createdAt) },
  { header: "Total", align: "right", cell: (invoice) => formatRupeesFromPaise(invoice.totalPaise) },
];

export function InvoiceList() {
  return (
    <DataTable
      query={useInvoices()}
      columns={COLUMNS}
      rowKey={(invoice) => invoice._id}
      label="Past invoices"
      minWidth={420}
      loadingLabel="Loading invoices"
      errorTitle="Could not load the invoices"
      empty="No invoices yet"
    />
  );
}
