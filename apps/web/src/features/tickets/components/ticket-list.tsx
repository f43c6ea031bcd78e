import { TRIP_NAMES } from "@app/shared/trips";
import { Anchor, Button, Table } from "@mantine/core";
import { useDeferredValue } from "react";
import { Link } from "react-router";
import { EmptyState, ErrorState, LoadingState } from "@/components/query-states";
import { formatDate } from "@/lib/format";
import { useTickets } from "../api/get-tickets";
import { StatusBadge } from "./status-badge";

export function TicketList() {
  const tickets = useTickets();
  // The rows of a freshly loaded list draw as a deferred render, which React can interrupt: a long
  // list then never holds the page up in one long task.
  const rows = useDeferredValue(tickets.data);

  if (tickets.isPending) return <LoadingState label="Loading tickets" />;
  if (tickets.isError) {
    return <ErrorState error={tickets.error} onRetry={() => void tickets.refetch()} />;
  }
  if (rows === undefined) return <LoadingState label="Loading tickets" />;
  if (rows.length === 0) {
    return (
      <EmptyState message="No tickets yet">
        <Button component={Link} to="/trip">
          Book a trip
        </Button>
      </EmptyState>
    );
  }

  return (
    <Table.ScrollContainer minWidth={340}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Product</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((ticket) => (
            <Table.Tr key={ticket._id}>
              <Table.Td>{formatDate(ticket.createdAt)}</Table.Td>
              <Table.Td>{TRIP_NAMES[ticket.product]}</Table.Td>
              <Table.Td>
                <StatusBadge status={ticket.status} />
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/ticket/${ticket._id}`}>
                  View
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
