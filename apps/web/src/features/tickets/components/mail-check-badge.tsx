// For staff, on a note or ticket that came by email: whether the support mailbox's server found
// its sender authenticated (DMARC, or DKIM for the sender's own domain; docs/decisions/029).
import type { MailCheck } from "@app/shared/tickets";
import { Badge } from "@mantine/core";

const METHODS = [
  ["DKIM", "dkim"],
  ["SPF", "spf"],
  ["DMARC", "dmarc"],
] as const;

export function MailCheckBadge({ check }: { check: MailCheck | null }) {
  if (!check) return null;
  const results = METHODS.flatMap(([name, key]) => (check[key] ? [`${name} ${check[key]}`] : []));
  const label = check.authenticated
    ? `Mail checked: ${check.dmarc === "pass" ? "DMARC" : "DKIM"} pass`
    : "Mail not authenticated";
  return (
    <Badge
      variant="outline"
      color="dark"
      radius="sm"
      tt="none"
      maw="100%"
      data-mail-check={check.authenticated ? "pass" : "none"}
      title={results.length > 0 ? results.join(", ") : "The mailbox server reported no checks"}
    >
      {label}
    </Badge>
  );
}
