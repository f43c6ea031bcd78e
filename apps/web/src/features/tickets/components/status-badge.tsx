import type { TicketStatus } from "@app/shared/tickets";
import { useLingui } from "@lingui/react";
import { Badge } from "@mantine/core";
import { statusName } from "./ticket-labels";

// Spec: yellow when new, red otherwise; the text colours keep contrast above 4.5:1.
const COLOURS: Record<TicketStatus, { bg: string; fg: string }> = {
  new: { bg: "#ffd43b", fg: "#212529" },
  open: { bg: "#c92a2a", fg: "#ffffff" },
  closed: { bg: "#c92a2a", fg: "#ffffff" },
};

export function StatusBadge({ status }: { status: TicketStatus }) {
  const { i18n } = useLingui();
  const { bg, fg } = COLOURS[status];
  return (
    <Badge data-status={status} color={bg} c={fg} radius="sm" tt="none" size="lg" miw="max-content">
      {statusName(i18n, status)}
    </Badge>
  );
}
