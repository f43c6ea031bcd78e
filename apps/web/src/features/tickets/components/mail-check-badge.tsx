// For staff, on a note or ticket that came by email: whether the support mailbox's server found
// its sender authenticated (DMARC, or DKIM for the sender's own domain; docs/decisions/029).
import type { MailCheck } from "@app/shared/tickets";
import { useLingui } from "@lingui/react/macro";
import { Badge } from "@mantine/core";

const METHODS = [
  ["DKIM", "dkim"],
  ["SPF", "spf"],
  ["DMARC", "dmarc"],
] as const;

export function MailCheckBadge({ check }: { check: MailCheck | null }) {
  const { t } = useLingui();
  if (!check) return null;
  const passed = check.dmarc === "pass" ? "DMARC" : "DKIM";
  const results = METHODS.flatMap(([name, key]) => (check[key] ? [`${name} ${check[key]}`] : []));
  const label = check.authenticated ? t`Mail checked: ${passed} pass` : t`Mail not authenticated`;
  return (
    <Badge
      variant="outline"
      color="dark"
      radius="sm"
      tt="none"
      maw="100%"
      data-mail-check={check.authenticated ? "pass" : "none"}
      title={results.length > 0 ? results.join(", ") : t`The mailbox server reported no checks`}
    >
      {label}
    </Badge>
  );
}
