import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group } from "@mantine/core";
import { Link } from "react-router";
import { PageHeader } from "@/components/page-header";
import { TicketList } from "@/features/tickets/components/ticket-list";

export function TicketsRoute() {
  const { t } = useLingui();
  return (
    <>
      <Group justify="space-between" align="flex-start">
        <PageHeader title={t`Tickets`} />
        <Button component={Link} to="/new-ticket" variant="outline">
          <Trans>New ticket</Trans>
        </Button>
      </Group>
      <TicketList />
    </>
  );
}
