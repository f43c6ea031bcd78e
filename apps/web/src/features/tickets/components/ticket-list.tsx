// /tickets: the customer's own tickets, a page at a time, newest first.
import { MyTicketQuerySchema } from "@app/shared/tickets";
import { Button } from "@mantine/core";
import { Link } from "react-router";
import { DataTable } from "@/components/data-table";
import { useListParams } from "@/lib/use-list-params";
import { useTickets } from "../api/get-tickets";
import { dateColumn, TICKETS_DEFAULT_SORT, ticketColumns } from "./ticket-columns";

const COLUMNS = [dateColumn, ...ticketColumns];

export function TicketList() {
  const list = useListParams(MyTicketQuerySchema);
  return (
    <DataTable
      query={useTickets(list.query)}
      list={list}
      columns={COLUMNS}
      defaultSort={TICKETS_DEFAULT_SORT}
      rowKey={(ticket) => ticket._id}
      label="My tickets"
      minWidth={340}
      loadingLabel="Loading tickets"
      empty="No tickets yet"
      noMatch="No tickets match"
      emptyAction={
        <Button component={Link} to="/trip">
          Book a trip
        </Button>
      }
    />
  );
}
