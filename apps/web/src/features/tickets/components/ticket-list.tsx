// /tickets: the customer's own tickets, a page at a time, newest first, each with its subject.
import { MyTicketQuerySchema } from "@app/shared/tickets";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button } from "@mantine/core";
import { Link } from "react-router";
import { DataTable } from "@/components/data-table";
import { useListParams } from "@/lib/use-list-params";
import { useTickets } from "../api/get-tickets";
import { TICKETS_DEFAULT_SORT, useTicketColumns } from "./ticket-columns";

export function TicketList() {
  const { t } = useLingui();
  const list = useListParams(MyTicketQuerySchema);
  const { date, subject, rest } = useTicketColumns();
  return (
    <DataTable
      query={useTickets(list.query)}
      list={list}
      columns={[date, subject, ...rest]}
      defaultSort={TICKETS_DEFAULT_SORT}
      rowKey={(ticket) => ticket._id}
      label={t`My tickets`}
      minWidth={340}
      loadingLabel={t`Loading tickets`}
      empty={t`No tickets yet`}
      noMatch={t`No tickets match`}
      emptyAction={
        <Button component={Link} to="/trip">
          <Trans>Book a trip</Trans>
        </Button>
      }
    />
  );
}
