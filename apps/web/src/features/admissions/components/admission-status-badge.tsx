import type { AdmissionStatus } from "@app/shared/admissions";
import { useLingui } from "@lingui/react";
import { Badge } from "@mantine/core";
import { admissionStatusName } from "./admission-labels";

// One colour per status, always with its word; every pair keeps contrast above 4.5:1.
const COLOURS: Record<AdmissionStatus, { bg: string; fg: string }> = {
  pending: { bg: "#ffd43b", fg: "#212529" },
  accepted: { bg: "#237032", fg: "#ffffff" },
  waitlisted: { bg: "#1864ab", fg: "#ffffff" },
  rejected: { bg: "#c92a2a", fg: "#ffffff" },
};

export function AdmissionStatusBadge({ status }: { status: AdmissionStatus }) {
  const { i18n } = useLingui();
  const { bg, fg } = COLOURS[status];
  return (
    <Badge data-status={status} color={bg} c={fg} radius="sm" tt="none" size="lg" miw="max-content">
      {admissionStatusName(i18n, status)}
    </Badge>
  );
}
