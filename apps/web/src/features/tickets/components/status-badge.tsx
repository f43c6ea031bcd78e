import type { TicketStatus } from "@app/shared/tickets";
import { useLingui } from "@lingui/react";
import { Badge } from "@mantine/core";
import { customerStatusName, statusName } from "./ticket-labels";

// Each status its own colour, for the customer as for staff, so open, waiting and closed read apart
// at a glance; the customer's keeps the specification's yellow for new, and its waiting one (their
// turn to answer) stands out (decisions 046, 056). Every pair keeps its text's contrast above
// 4.5:1 (5.6:1 or more beside white text).
const CUSTOMER: Record<TicketStatus, { bg: string; fg: string }> = {
  new: { bg: "#ffd43b", fg: "#212529" },
  open: { bg: "#0b7285", fg: "#ffffff" },
  pending: { bg: "#c2255c", fg: "#ffffff" },
  closed: { bg: "#495057", fg: "#ffffff" },
};
const DESK: Record<TicketStatus, { bg: string; fg: string }> = {
  new: { bg: "#ffd43b", fg: "#212529" },
  open: { bg: "#1864ab", fg: "#ffffff" },
  pending: { bg: "#5f3dc4", fg: "#ffffff" },
  closed: { bg: "#495057", fg: "#ffffff" },
};

export function StatusBadge({
  status,
  palette = "customer",
}: {
  status: TicketStatus;
  /** `desk`: staff's colours and words; `customer`: the customer's ("waiting for your reply"). */
  palette?: "customer" | "desk";
}) {
  const { i18n } = useLingui();
  const desk = palette === "desk";
  const { bg, fg } = (desk ? DESK : CUSTOMER)[status];
  return (
    <Badge data-status={status} color={bg} c={fg} radius="sm" tt="none" size="lg" miw="max-content">
      {desk ? statusName(i18n, status) : customerStatusName(i18n, status)}
    </Badge>
  );
}
