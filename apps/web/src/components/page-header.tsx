import { Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";

/** The page's one h1, an optional subtitle, and the browser tab title. */
export function PageHeader({ title, subtitle }: { title: string; subtitle?: string }) {
  useDocumentTitle(`${title} | Plassey Institute`);
  return (
    <header>
      <Title order={1}>{title}</Title>
      {subtitle && (
        <Text size="lg" mt={4} mb="md">
          {subtitle}
        </Text>
      )}
    </header>
  );
}
