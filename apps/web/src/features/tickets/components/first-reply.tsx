// When a ticket's first reply is due, as the queue and the ticket show it to staff: answered
// after how long, due in how long, or overdue by how long (red, with the word).
import { formatTimeSpan as span } from "@app/shared/format";
import type { StaffTicket } from "@app/shared/tickets";
import { Badge, Text } from "@mantine/core";

export function FirstReply({ ticket, now = Date.now() }: { ticket: StaffTicket; now?: number }) {
  const opened = Date.parse(ticket.createdAt);
  const due = Date.parse(ticket.firstResponseDue);
  if (ticket.firstResponseAt) {
    return (
      <Text size="sm" c="gray.8">
        Answered after {span(Date.parse(ticket.firstResponseAt) - opened)}
      </Text>
    );
  }
  if (ticket.status === "closed") {
    return (
      <Text size="sm" c="gray.8">
        Closed without a reply
      </Text>
    );
  }
  if (ticket.overdue) {
    return (
      <Badge color="red.9" radius="sm" tt="none" miw="max-content" data-overdue>
        Overdue by {span(now - due)}
      </Badge>
    );
  }
  return (
    <Text size="sm" c="gray.8">
      Due in {span(due - now)}
    </Text>
  );
}
