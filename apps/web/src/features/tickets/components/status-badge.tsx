import type { TicketStatus } from "@app/shared/tickets";
import { useLingui } from "@lingui/react";
import { Badge } from "@mantine/core";
import { statusName } from "./ticket-labels";

// The customer's list keeps the specification's colours (yellow when new, red otherwise); the
// staff's queue gives each status its own colour, so open and closed read apart at a glance
// (decision 046). Every pair keeps its text's contrast above 4.5:1.
const SPEC: Record<TicketStatus, { bg: string; fg: string }> = {
  new: { bg: "#ffd43b", fg: "#212529" },
  open: { bg: "#c92a2a", fg: "#ffffff" },
  pending: { bg: "#c92a2a", fg: "#ffffff" },
  closed: { bg: "#c92a2a", fg: "#ffffff" },
};
const DESK: Record<TicketStatus, { bg: string; fg: string }> = {
  new: { bg: "#ffd43b", fg: "#212529" },
  open: { bg: "#1864ab", fg: "#ffffff" },
  pending: { bg: "#5f3dc4", fg: "#ffffff" },
  closed: { bg: "#495057", fg: "#ffffff" },
};

export function StatusBadge({
  status,
  palette = "spec",
}: {
  status: TicketStatus;
  /** `desk`: a colour per status, for staff. */
  palette?: "spec" | "desk";
}) {
  const { i18n } = useLingui();
  const { bg, fg } = (palette === "desk" ? DESK : SPEC)[status];
  return (
    <Badge data-status={status} color={bg} c={fg} radius="sm" tt="none" size="lg" miw="max-content">
      {statusName(i18n, status)}
    </Badge>
  );
}
