import { Button } from "@mantine/core";
import { Link } from "react-router";
import { DataTable } from "@/components/data-table";
import { useTickets } from "../api/get-tickets";
import { dateColumn, ticketColumns } from "./ticket-columns";

const COLUMNS = [dateColumn, ...ticketColumns];

export function TicketList() {
  return (
    <DataTable
      query={useTickets()}
      columns={COLUMNS}
      rowKey={(ticket) => ticket._id}
      label="My tickets"
      minWidth={340}
      loadingLabel="Loading tickets"
      empty="No tickets yet"
      emptyAction={
        <Button component={Link} to="/trip">
          Book a trip
        </Button>
      }
    />
  );
}
