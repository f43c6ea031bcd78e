import { type StaffTicket, TICKET_STATUSES, TicketStatusSchema } from "@app/shared/tickets";
import { NativeSelect, Stack } from "@mantine/core";
import { useState } from "react";
import { type Column, DataTable } from "@/components/data-table";
import { useStaffTickets } from "../api/get-staff-tickets";
import { dateColumn, ticketColumns } from "./ticket-columns";

const COLUMNS: Column<StaffTicket>[] = [
  dateColumn,
  { header: "Customer", cell: (ticket) => ticket.customer.name },
  { header: "Email", cell: (ticket) => ticket.customer.email, wrap: true },
  ...ticketColumns,
];

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
      <DataTable
        query={tickets}
        columns={COLUMNS}
        rowKey={(ticket) => ticket._id}
        label="Ticket queue"
        minWidth={640}
        loadingLabel="Loading tickets"
        empty={filter === "all" ? "No tickets yet" : `No ${filter} tickets`}
      />
    </Stack>
  );
}
