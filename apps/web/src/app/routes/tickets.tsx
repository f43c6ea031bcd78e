import { Button, Group } from "@mantine/core";
import { Link } from "react-router";
import { PageHeader } from "@/components/page-header";
import { TicketList } from "@/features/tickets/components/ticket-list";

export function TicketsRoute() {
  return (
    <>
      <Group justify="space-between" align="flex-start">
        <PageHeader title="Tickets" />
        <Button component={Link} to="/new-ticket" variant="outline">
          New ticket
        </Button>
      </Group>
      <TicketList />
    </>
  );
}
