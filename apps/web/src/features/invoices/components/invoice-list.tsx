// Past invoices, newest first, a page at a time, filtered by financial year and number; each
// number reopens the invoice.

import { formatDateTime, formatFinancialYear, formatRupeesFromPaise } from "@app/shared/format";
import { financialYearOf, type Invoice, InvoiceListQuerySchema } from "@app/shared/invoices";
import { useLingui } from "@lingui/react/macro";
import { Anchor } from "@mantine/core";
import { Link } from "react-router";
import { type Column, DataTable } from "@/components/data-table";
import { type ListField, ListToolbar } from "@/components/list-toolbar";
import { useLanguage } from "@/lib/i18n";
import { type ListFilterName, useListParams } from "@/lib/use-list-params";
import { useInvoices } from "../api/get-invoices";

function useColumns(): Column<Invoice>[] {
  const { t } = useLingui();
  const { locale } = useLanguage();
  return [
    {
      header: t`Number`,
      sort: "number",
      cell: (invoice) => (
        <Anchor component={Link} to={`/billing/invoices/${invoice._id}`}>
          {invoice.number}
        </Anchor>
      ),
    },
    {
      header: t`Date`,
      cell: (invoice) => formatDateTime(invoice.createdAt, locale),
      sort: "createdAt",
    },
    {
      header: t`Total`,
      align: "right",
      cell: (invoice) => formatRupeesFromPaise(invoice.totalPaise, locale),
    },
  ];
}

/** Financial years to choose from: this one (April–March, India's calendar) and five before. */
export function recentFinancialYears(today = new Date(), count = 6): string[] {
  const first = Number(financialYearOf(today).slice(0, 4));
  return Array.from({ length: count }, (_, index) => {
    const start = first - index;
    return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
  });
}

export function InvoiceList() {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const fields: ListField<ListFilterName<typeof InvoiceListQuerySchema>>[] = [
    {
      kind: "select",
      name: "financialYear",
      label: t`Financial year`,
      options: recentFinancialYears().map((value) => ({
        value,
        label: formatFinancialYear(value, locale),
      })),
      allLabel: t`All years`,
    },
    { kind: "text", name: "number", label: t`Invoice number`, placeholder: t`Part of the number` },
  ];
  const list = useListParams(InvoiceListQuerySchema);
  return (
    <DataTable
      query={useInvoices(list.query)}
      list={list}
      toolbar={<ListToolbar label={t`invoices`} list={list} fields={fields} />}
      columns={useColumns()}
      defaultSort="-createdAt"
      rowKey={(invoice) => invoice._id}
      label={t`Past invoices`}
      minWidth={420}
      loadingLabel={t`Loading invoices`}
      errorTitle={t`Could not load the invoices`}
      empty={t`No invoices yet`}
      emptyHint={t`Saved bills show here, numbered per financial year, to print or download.`}
      noMatch={t`No invoices match`}
    />
  );
}
