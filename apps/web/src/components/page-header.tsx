import { Group, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { usePageTitle } from "@/lib/use-page-title";

/**
 * The page's one h1, an optional subtitle, the page's own actions (e.g. "New saved reply") at the
 * heading's end (below it on narrow screens), and the browser tab title (the page's, then the
 * institute's name as its staff saved it, in the reader's language).
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
  usePageTitle(title);
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
