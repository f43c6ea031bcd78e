import { Group, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import type { ReactNode } from "react";

/**
 * The page's one h1, an optional subtitle, the page's own actions (e.g. "New saved reply") at the
 * heading's end (below it on narrow screens), and the browser tab title.
 */
export function PageHeader({
  title,
  subtitle,
  actions,
}: {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
}) {
  useDocumentTitle(`${title} | Plassey Institute`);
  const heading = <Title order={1}>{title}</Title>;
  return (
    <header>
      {actions ? (
        <Group justify="space-between" align="center" gap="sm" mb={subtitle ? 0 : "md"}>
          {heading}
          <Group gap="xs">{actions}</Group>
        </Group>
      ) : (
        heading
      )}
      {subtitle && (
        <Text size="lg" mt={4} mb="md">
          {subtitle}
        </Text>
      )}
    </header>
  );
}
