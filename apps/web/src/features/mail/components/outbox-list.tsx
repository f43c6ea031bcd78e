import type { OutboxMessage, OutboxState } from "@app/shared/mail";
import { Badge, Table, Text, Title } from "@mantine/core";
import { EmptyState, ErrorState, LoadingState } from "@/components/query-states";
import { formatDate } from "@/lib/format";
import { useOutbox } from "../api/get-outbox";

const STATE_COLOR: Record<OutboxState, string> = {
  pending: "gray",
  sent: "green",
  failed: "red",
};

export function OutboxList() {
  const outbox = useOutbox();
  return (
    <section aria-labelledby="outbox-heading">
      <Title order={2} size="h3" id="outbox-heading" mb="sm">
        Outbox
      </Title>
      <OutboxBody outbox={outbox} />
    </section>
  );
}

function OutboxBody({ outbox }: { outbox: ReturnType<typeof useOutbox> }) {
  if (outbox.isPending) return <LoadingState label="Loading the outbox" />;
  if (outbox.isError) {
    return <ErrorState error={outbox.error} onRetry={() => void outbox.refetch()} />;
  }
  if (outbox.data.length === 0) return <EmptyState message="No email sent yet" />;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing="sm" aria-label="Outbox">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Created</Table.Th>
            <Table.Th>Recipient</Table.Th>
            <Table.Th>Subject</Table.Th>
            <Table.Th>State</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {outbox.data.map((message) => (
            <OutboxRow key={message._id} message={message} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function OutboxRow({ message }: { message: OutboxMessage }) {
  return (
    <Table.Tr>
      <Table.Td>{formatDate(message.createdAt)}</Table.Td>
      <Table.Td>{message.recipient}</Table.Td>
      <Table.Td>{message.subject}</Table.Td>
      <Table.Td>
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
      </Table.Td>
    </Table.Tr>
  );
}
