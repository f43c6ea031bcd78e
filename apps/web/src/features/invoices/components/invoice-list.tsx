// Past invoices, newest first; each number reopens the invoice.
import { Anchor, Table } from "@mantine/core";
import { Link } from "react-router";
import { EmptyState, ErrorState, LoadingState } from "@/components/query-states";
import { formatDate, formatRupeesFromPaise } from "@/lib/format";
import { useInvoices } from "../api/get-invoices";

export function InvoiceList() {
  const invoices = useInvoices();
  if (invoices.isPending) return <LoadingState label="Loading invoices" />;
  if (invoices.isError) {
    return (
      <ErrorState
        error={invoices.error}
        title="Could not load the invoices"
        onRetry={() => void invoices.refetch()}
      />
    );
  }
  if (invoices.data.length === 0) return <EmptyState message="No invoices yet" />;

  return (
    <Table.ScrollContainer minWidth={420}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Past invoices">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Number</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.data.map((invoice) => (
            <Table.Tr key={invoice._id}>
              <Table.Td>
                <Anchor component={Link} to={`/billing/invoices/${invoice._id}`}>
                  {invoice.number}
                </Anchor>
              </Table.Td>
              <Table.Td>{formatDate(invoice.createdAt)}</Table.Td>
              <Table.Td ta="right">{formatRupeesFromPaise(invoice.totalPaise)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
