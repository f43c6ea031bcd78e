import type { OutboxMessage, OutboxState } from "@app/shared/mail";
import { Badge, Text, Title } from "@mantine/core";
import { type Column, DataTable } from "@/components/data-table";
import { formatDate } from "@/lib/format";
import { useOutbox } from "../api/get-outbox";

const STATE_COLOR: Record<OutboxState, string> = {
  pending: "gray",
  sent: "green",
  failed: "red",
};

const COLUMNS: Column<OutboxMessage>[] = [
  { header: "Created", cell: (message) => formatDate(message.createdAt) },
  { header: "Recipient", cell: (message) => message.recipient, wrap: true },
  { header: "Subject", cell: (message) => message.subject },
  {
    header: "State",
    cell: (message) => (
      <>
        <Badge color={STATE_COLOR[message.state]} variant="light">
          {message.state}
        </Badge>
        {message.state === "sent" && message.sentAt && (
          <Text size="xs">{formatDate(message.sentAt)}</Text>
        )}
        {message.error && (
          <Text size="sm" c="red.9">
            {message.error}
          </Text>
        )}
      </>
    ),
  },
];

export function OutboxList() {
  return (
    <section aria-labelledby="outbox-heading">
      <Title order={2} size="h3" id="outbox-heading" mb="sm">
        Outbox
      </Title>
      <DataTable
        query={useOutbox()}
        columns={COLUMNS}
        rowKey={(message) => message._id}
        label="Outbox"
        minWidth={640}
        loadingLabel="Loading the outbox"
        empty="No email sent yet"
        highlightOnHover={false}
      />
    </section>
  );
}
