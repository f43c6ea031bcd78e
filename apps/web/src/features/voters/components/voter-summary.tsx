// The summary above the voter rows: total voters, Hindus and Muslims over every row the list's
// search and filter find, however many pages they fill (the server sums them).

import { formatCount } from "@app/shared/format";
import { MAX_CONSTITUENCY_TOTALS, type VoterTotals } from "@app/shared/voters";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Paper, SimpleGrid, Text, Title } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import { useId } from "react";
import { ErrorState } from "@/components/query-states";
import { useLanguage } from "@/lib/i18n";
import classes from "./voter-summary.module.css";

const ITEMS = [
  { label: msg`Total voters`, key: "total_voter" },
  { label: msg`Hindus`, key: "number_of_hindu" },
  { label: msg`Muslims`, key: "number_of_muslim" },
] as const;

export function VoterSummary({
  totals,
  filtered,
}: {
  totals: UseQueryResult<VoterTotals>;
  /** A search or filter is set: the sums are of the rows it finds, not of every row. */
  filtered: boolean;
}) {
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  const headingId = useId();
  const { data } = totals;
  // Not QueryStates: while the first sums load the figures keep their place (the table below
  // does not jump), and a failed refetch shows its error over the figures it could not renew
  // (a change to the rows may have made them wrong); QueryStates would show a spinner instead of
  // the first and keep quiet about the second.
  const error = totals.isError && (
    <ErrorState
      error={totals.error}
      title={t`Could not load the totals`}
      onRetry={() => void totals.refetch()}
    />
  );
  if (error && !data) return error;
  // Nothing found (or, while the next search loads, nothing found by the last one): the table
  // below says so.
  if (data?.rows === 0) return null;

  const busy = !data || totals.isFetching;
  const most = formatCount(MAX_CONSTITUENCY_TOTALS, locale);
  const places = data ? data.constituencies.length : 0;
  const placeCount = formatCount(places, locale);
  const rowCount = formatCount(data?.rows ?? 0, locale);
  const found = !data
    ? ""
    : data.truncated
      ? t`${plural(data.rows, {
          one: `${rowCount} row in more than ${most} constituencies`,
          other: `${rowCount} rows in more than ${most} constituencies`,
        })}`
      : t`${plural(data.rows, {
          one: `${rowCount} row in ${plural(places, {
            one: `${placeCount} constituency`,
            other: `${placeCount} constituencies`,
          })}`,
          other: `${rowCount} rows in ${plural(places, {
            one: `${placeCount} constituency`,
            other: `${placeCount} constituencies`,
          })}`,
        })}`;

  return (
    <section aria-labelledby={headingId} aria-busy={busy} className={classes.summary}>
      {error}
      <Title order={3} size="h5" id={headingId}>
        {filtered ? t`Totals of the rows found` : t`Totals of all rows`}
      </Title>
      <Text size="sm" c="dimmed" mih="1.5em">
        {found}
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
              {i18n._(item.label)}
            </Text>
            <Text component="dd" m={0} fw={700} size="xl">
              {data ? (
                formatCount(data[item.key], locale)
              ) : (
                <span className={classes.placeholder} />
              )}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      {data?.truncated && (
        <Text size="sm" c="dimmed">
          <Trans>Subtotals are shown for the first {most} constituencies only.</Trans>
        </Text>
      )}
    </section>
  );
}
