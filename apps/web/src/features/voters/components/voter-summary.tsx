// The summary above the voter rows: total voters, Hindus and Muslims over every row the list's
// search and filter find, however many pages they fill (the server sums them).

import { formatCount } from "@app/shared/format";
import { MAX_CONSTITUENCY_TOTALS, type VoterTotals } from "@app/shared/voters";
import { Paper, SimpleGrid, Text, Title } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import { useId } from "react";
import { ErrorState } from "@/components/query-states";
import classes from "./voter-summary.module.css";

const ITEMS = [
  { label: "Total voters", key: "total_voter" },
  { label: "Hindus", key: "number_of_hindu" },
  { label: "Muslims", key: "number_of_muslim" },
] as const;

const plural = (count: number, one: string, many: string) =>
  `${formatCount(count)} ${count === 1 ? one : many}`;

export function VoterSummary({
  totals,
  filtered,
}: {
  totals: UseQueryResult<VoterTotals>;
  /** A search or filter is set: the sums are of the rows it finds, not of every row. */
  filtered: boolean;
}) {
  const headingId = useId();
  const { data } = totals;
  const retry = () => void totals.refetch();
  if (totals.isError && !data) {
    return <ErrorState error={totals.error} title="Could not load the totals" onRetry={retry} />;
  }
  // Nothing found (or, while the next search loads, nothing found by the last one): the table
  // below says so.
  if (data?.rows === 0) return null;

  const busy = !data || totals.isFetching;
  const constituencies = !data
    ? ""
    : data.truncated
      ? `more than ${formatCount(MAX_CONSTITUENCY_TOTALS)} constituencies`
      : plural(data.constituencies.length, "constituency", "constituencies");

  return (
    <section aria-labelledby={headingId} aria-busy={busy} className={classes.summary}>
      {totals.isError && (
        <ErrorState error={totals.error} title="Could not load the totals" onRetry={retry} />
      )}
      <Title order={3} size="h5" id={headingId}>
        {filtered ? "Totals of the rows found" : "Totals of all rows"}
      </Title>
      <Text size="sm" c="dimmed" mih="1.5em">
        {data && `${plural(data.rows, "row", "rows")} in ${constituencies}`}
      </Text>
      <SimpleGrid
        component="dl"
        cols={{ base: 1, xs: 3 }}
        spacing="sm"
        verticalSpacing="xs"
        m={0}
        data-busy={(data && totals.isPlaceholderData) || undefined}
        className={classes.figures}
      >
        {ITEMS.map((item) => (
          <Paper key={item.key} withBorder className={classes.figure}>
            <Text component="dt" size="sm" c="dimmed">
              {item.label}
            </Text>
            <Text component="dd" m={0} fw={700} size="xl">
              {data ? formatCount(data[item.key]) : <span className={classes.placeholder} />}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      {data?.truncated && (
        <Text size="sm" c="dimmed">
          Subtotals are shown for the first {formatCount(MAX_CONSTITUENCY_TOTALS)} constituencies
          only.
        </Text>
      )}
    </section>
  );
}
