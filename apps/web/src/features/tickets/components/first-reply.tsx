// When a ticket's first reply is due, as the queue and the ticket show it to staff: answered
// after how long, due in how long, or overdue by how long (red, with the word).
import { formatTimeSpan } from "@app/shared/format";
import type { StaffTicket } from "@app/shared/tickets";
import { Trans } from "@lingui/react/macro";
import { Badge, Text } from "@mantine/core";
import { useLanguage } from "@/lib/i18n";

export function FirstReply({ ticket, now = Date.now() }: { ticket: StaffTicket; now?: number }) {
  const { locale } = useLanguage();
  const span = (milliseconds: number) => formatTimeSpan(milliseconds, locale);
  const opened = Date.parse(ticket.createdAt);
  const due = Date.parse(ticket.firstResponseDue);
  if (ticket.firstResponseAt) {
    const after = span(Date.parse(ticket.firstResponseAt) - opened);
    return (
      <Text size="sm" c="gray.8">
        <Trans>Answered after {after}</Trans>
      </Text>
    );
  }
  if (ticket.status === "closed") {
    return (
      <Text size="sm" c="gray.8">
        <Trans>Closed without a reply</Trans>
      </Text>
    );
  }
  if (ticket.overdue) {
    const late = span(now - due);
    return (
      <Badge color="red.9" radius="sm" tt="none" miw="max-content" data-overdue>
        <Trans>Overdue by {late}</Trans>
      </Badge>
    );
  }
  const left = span(due - now);
  return (
    <Text size="sm" c="gray.8">
      <Trans>Due in {left}</Trans>
    </Text>
  );
}
