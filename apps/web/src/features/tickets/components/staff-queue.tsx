import { TICKET_STATUSES, TicketStatusSchema } from "@app/shared/tickets";
import { TRIP_NAMES } from "@app/shared/trips";
import { Anchor, NativeSelect, Stack, Table } from "@mantine/core";
import { useState } from "react";
import { Link } from "react-router";
import { EmptyState, ErrorState, LoadingState } from "@/components/query-states";
import { formatDate } from "@/lib/format";
import { useStaffTickets } from "../api/get-staff-tickets";
import { StatusBadge } from "./status-badge";

/** Every customer's tickets, newest first, filtered by status through the API. */
export function StaffQueue() {
  const [filter, setFilter] = useState("all");
  const status = TicketStatusSchema.safeParse(filter);
  const tickets = useStaffTickets(status.success ? status.data : undefined);

  return (
    <Stack>
      <NativeSelect
        label="Filter by status"
        maw={240}
        value={filter}
        onChange={(event) => setFilter(event.currentTarget.value)}
        data={[{ value: "all", label: "All" }, ...TICKET_STATUSES]}
      />
      {tickets.isPending ? (
        <LoadingState label="Loading tickets" />
      ) : tickets.isError ? (
        <ErrorState error={tickets.error} onRetry={() => void tickets.refetch()} />
      ) : tickets.data.length === 0 ? (
        <EmptyState message={filter === "all" ? "No tickets yet" : `No ${filter} tickets`} />
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Customer</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Product</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tickets.data.map((ticket) => (
                <Table.Tr key={ticket._id}>
                  <Table.Td>{formatDate(ticket.createdAt)}</Table.Td>
                  <Table.Td>{ticket.customer.name}</Table.Td>
                  <Table.Td>{ticket.customer.email}</Table.Td>
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
      )}
    </Stack>
  );
}
