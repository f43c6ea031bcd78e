// A bordered section around an admin screen's "add" form, named by its heading.
import { Paper, Title } from "@mantine/core";
import type { ReactNode } from "react";

export function FormSection({
  headingId,
  title,
  children,
}: {
  headingId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" mb="lg" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
