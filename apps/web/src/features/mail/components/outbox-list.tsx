import { formatDateTime } from "@app/shared/format";
import {
  OUTBOX_STATES,
  type OutboxMessage,
  OutboxQuerySchema,
  type OutboxState,
} from "@app/shared/mail";
import { Badge, Text, Title } from "@mantine/core";
import { type Column, DataTable } from "@/components/data-table";
import { EmailText } from "@/components/email-text";
import { type ListField, ListToolbar } from "@/components/list-toolbar";
import { type ListFilterName, useListParams } from "@/lib/use-list-params";
import { useOutbox } from "../api/get-outbox";

// Dark shades under white text keep a contrast above 4.5:1 (Mantine's light green is 4:1).
const STATE_COLOR: Record<OutboxState, string> = {
  pending: "#495057",
  sent: "#1f6e30",
  failed: "#c92a2a",
};

const COLUMNS: Column<OutboxMessage>[] = [
  { header: "Created", cell: (message) => formatDateTime(message.createdAt), sort: "createdAt" },
  { header: "Recipient", cell: (message) => <EmailText email={message.recipient} /> },
  { header: "Subject", cell: (message) => message.subject },
  {
    header: "State",
    sort: "state",
    cell: (message) => (
      <>
        <Badge color={STATE_COLOR[message.state]} c="#ffffff">
          {message.state}
        </Badge>
        {message.state === "sent" && message.sentAt && (
          <Text size="xs">{formatDateTime(message.sentAt)}</Text>
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

const FIELDS: ListField<ListFilterName<typeof OutboxQuerySchema>>[] = [
  { kind: "text", name: "q", label: "Search the outbox", placeholder: "Recipient or subject" },
  { kind: "select", name: "state", label: "State", options: OUTBOX_STATES },
];

export function OutboxList() {
  const list = useListParams(OutboxQuerySchema);
  return (
    <section aria-labelledby="outbox-heading">
      <Title order={2} size="h3" id="outbox-heading" mb="sm">
        Outbox
      </Title>
      <DataTable
        query={useOutbox(list.query)}
        list={list}
        toolbar={<ListToolbar label="the outbox" list={list} fields={FIELDS} />}
        columns={COLUMNS}
        defaultSort="-createdAt"
        rowKey={(message) => message._id}
        label="Outbox"
        minWidth={640}
        loadingLabel="Loading the outbox"
        empty="No email sent yet"
        emptyHint="Every message the site sends (replies to tickets, account mail, and what you send above) is listed here with its delivery."
        noMatch="No email matches"
        highlightOnHover={false}
      />
    </section>
  );
}
