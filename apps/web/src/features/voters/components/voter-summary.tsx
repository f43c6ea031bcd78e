// The summary of every row: total voters, Hindus and Muslims.
import { Paper, SimpleGrid, Text } from "@mantine/core";
import { formatIndianCount } from "@/lib/format";
import type { VoterTotals } from "./voter-totals";

export function VoterSummary({ totals }: { totals: VoterTotals }) {
  const items = [
    { label: "Total voters", value: totals.total, id: "summary-total" },
    { label: "Hindus", value: totals.hindu, id: "summary-hindu" },
    { label: "Muslims", value: totals.muslim, id: "summary-muslim" },
  ];
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 3 }}
      component="dl"
      aria-label="Summary of all constituencies"
      m={0}
    >
      {items.map((item) => (
        <Paper key={item.id} withBorder p="md" data-testid={item.id}>
          <Text component="dt" size="sm" c="dimmed">
            {item.label}
          </Text>
          <Text component="dd" m={0} fw={700} size="xl">
            {formatIndianCount(item.value)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
