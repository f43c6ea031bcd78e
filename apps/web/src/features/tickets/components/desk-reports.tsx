// /staff/desk-reports (docs/product.md: support desk; decision 049): the tickets opened in a range
// of India days, per week or month and per trip, and per trip and per agent over the whole range
// (an agent's week or month is the report of that range), with how long the first reply and the
// resolution took (median and 90th percentile) and the ratings. Every figure links to the queue
// filtered to the tickets it counts (their opening days, trip or agent, closed ones for the
// resolution and ratings). The range is in the address (?period=&from=&to=).
import {
  type DeskDurations,
  type DeskFigures,
  type DeskReport,
  type DeskReportPeriod,
  DeskReportQuerySchema,
} from "@app/shared/desk-reports";
import {
  formatCalendarDate,
  formatCalendarMonth,
  formatCount,
  formatRating,
  formatTimeSpan,
} from "@app/shared/format";
import { inLanguage } from "@app/shared/messages";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  Alert,
  Anchor,
  Card,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { QueryStates } from "@/components/query-states";
import { indiaToday, monthStart } from "@/features/money/components/money-labels";
import { useLanguage } from "@/lib/i18n";
import { useAddressForm } from "@/lib/use-address-form";
import { useDeskReport } from "../api/desk-reports";
import { useTripName } from "./ticket-labels";

/** The Monday of `day`'s week, `weeksBefore` weeks back. */
function weekStart(day: string, weeksBefore = 0): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7) - 7 * weeksBefore);
  return date.toISOString().slice(0, 10);
}

/** The default range of a period: the last twelve weeks or months, to today. */
const defaultFrom = (period: DeskReportPeriod, today: string) =>
  period === "week" ? weekStart(today, 11) : monthStart(today, 11);

function useRange() {
  const today = indiaToday();
  const range = useAddressForm(DeskReportQuerySchema, (params) => {
    const period: DeskReportPeriod = params.get("period") === "month" ? "month" : "week";
    return {
      period,
      from: params.get("from") ?? defaultFrom(period, today),
      to: params.get("to") ?? today,
    };
  });
  return { ...range, today };
}

/** The percentile shown beside each median (the server's p90): a value, in the reader's digits. */
const percentile = 90;

/** The queue listing the tickets a figure counts. */
type QueueFilter = Record<string, string>;
const queuePath = (filter: QueueFilter) => `/staff/tickets?${new URLSearchParams(filter)}`;

export function DeskReports() {
  const { t, i18n } = useLingui();
  const range = useRange();
  const report = useDeskReport(range.query);
  const { values, today } = range;
  return (
    <Stack gap="lg">
      <Text size="sm" c="gray.8">
        <Trans>
          A ticket counts in the week or month it was opened (India's days); its first reply,
          closing and rating count with it. Each figure opens the queue with its tickets.
        </Trans>
      </Text>
      <Group align="flex-end" gap="sm">
        <TextInput
          type="date"
          label={t`From`}
          value={values.from}
          onChange={(event) => range.set({ from: event.currentTarget.value })}
        />
        <TextInput
          type="date"
          label={t`To`}
          value={values.to}
          onChange={(event) => range.set({ to: event.currentTarget.value })}
        />
        <NativeSelect
          label={t`Figures per`}
          value={values.period}
          onChange={(event) => {
            const period = event.currentTarget.value as DeskReportPeriod;
            range.set({ period, from: defaultFrom(period, today), to: today });
          }}
          data={[
            { value: "week", label: t`Week` },
            { value: "month", label: t`Month` },
          ]}
        />
      </Group>
      {range.problem || !range.query ? (
        <Alert color="red" title={t`Choose another range`} role="alert">
          {range.problem ? inLanguage(i18n, range.problem) : null}
        </Alert>
      ) : (
        <QueryStates
          query={report}
          data={report.data}
          loadingLabel={t`Loading the desk's figures`}
          errorTitle={t`Could not load the desk's figures`}
          empty={t`No tickets were opened in this range`}
          emptyHint={t`Choose a longer range, or one further back.`}
          isEmpty={(data) => data.totals.tickets === 0}
        >
          {(data) => <ReportFigures report={data} />}
        </QueryStates>
      )}
    </Stack>
  );
}

export function ReportFigures({ report }: { report: DeskReport }) {
  const { t } = useLingui();
  const tripName = useTripName();
  const { locale } = useLanguage();
  const whole = { from: report.from, to: report.to };
  const periodName = (period: string) =>
    report.period === "week"
      ? t`Week of ${formatCalendarDate(period, locale)}`
      : formatCalendarMonth(period, locale);
  const periods = report.periods.filter((period) => period.totals.tickets > 0);
  return (
    <Stack gap="xl">
      <SummaryCards figures={report.totals} filter={whole} />
      <FiguresTable
        id="per-period"
        title={report.period === "week" ? t`Per week` : t`Per month`}
        firstHeader={report.period === "week" ? t`Week` : t`Month`}
        groups={[
          {
            rows: periods.map((period) => ({
              key: period.period,
              name: periodName(period.period),
              figures: period.totals,
              filter: { from: period.from, to: period.to },
            })),
          },
        ]}
      />
      <FiguresTable
        id="per-trip"
        title={t`Per trip`}
        firstHeader={t`Trip`}
        groups={[
          {
            heading: t`Whole range`,
            rows: report.trips.map((row) => ({
              key: row.trip,
              name: tripName(row.trip),
              figures: row,
              filter: { ...whole, product: row.trip },
            })),
          },
          ...periods.map((period) => ({
            heading: periodName(period.period),
            rows: period.trips.map((row) => ({
              key: row.trip,
              name: tripName(row.trip),
              figures: row,
              filter: { from: period.from, to: period.to, product: row.trip },
            })),
          })),
        ]}
      />
      <FiguresTable
        id="per-agent"
        title={t`Per agent`}
        description={t`Over the whole range: for one week or month, choose it as the range.`}
        firstHeader={t`Assigned to`}
        groups={[
          {
            rows: report.agents.map((row) => ({
              key: row.agent?._id ?? "nobody",
              name: row.agent?.name ?? t`Nobody`,
              figures: row,
              filter: {
                ...whole,
                ...(row.agent ? { assignee: row.agent._id } : { assigned: "nobody" }),
              },
            })),
          },
        ]}
      />
    </Stack>
  );
}

/** A time as a person says it ("45 minutes"); a dash when nothing was timed. */
function useSpan() {
  const { locale } = useLanguage();
  return (seconds: number | null) =>
    seconds === null ? "–" : formatTimeSpan(seconds * 1000, locale);
}

function SummaryCards({ figures, filter }: { figures: DeskFigures; filter: QueueFilter }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const span = useSpan();
  const closed = { ...filter, status: "closed" };
  const card = (label: string, value: string, detail: string, to: QueueFilter, key: string) => (
    <Card component={Link} to={queuePath(to)} withBorder padding="md" data-summary={key}>
      <Text size="sm" c="gray.8">
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
      <Text size="sm" c="gray.8">
        {detail}
      </Text>
    </Card>
  );
  const answered = formatCount(figures.firstResponse.count, locale);
  const resolved = formatCount(figures.resolution.count, locale);
  const rated = formatCount(figures.rating.count, locale);
  const frP90 = span(figures.firstResponse.p90Seconds);
  const resP90 = span(figures.resolution.p90Seconds);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      {card(
        t`Tickets opened`,
        formatCount(figures.tickets, locale),
        t`in the whole range`,
        filter,
        "tickets",
      )}
      {card(
        t`First reply, median`,
        span(figures.firstResponse.medianSeconds),
        t`${percentile}% within ${frP90}; ${answered} answered`,
        filter,
        "first-response",
      )}
      {card(
        t`Resolution, median`,
        span(figures.resolution.medianSeconds),
        t`${percentile}% within ${resP90}; ${resolved} closed`,
        closed,
        "resolution",
      )}
      {card(
        t`Average rating`,
        figures.rating.average === null ? "–" : formatRating(figures.rating.average, locale),
        plural(figures.rating.count, { one: `${rated} rating`, other: `${rated} ratings` }),
        closed,
        "rating",
      )}
    </SimpleGrid>
  );
}

type FiguresRow = { key: string; name: string; figures: DeskFigures; filter: QueueFilter };

/** Figures in a table: a row per period, trip or agent (under a heading row per period). */
function FiguresTable({
  id,
  title,
  description,
  firstHeader,
  groups,
}: {
  id: string;
  title: string;
  description?: string;
  firstHeader: string;
  groups: { heading?: string; rows: FiguresRow[] }[];
}) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const span = useSpan();
  // The figure as shown, then what it counts for a screen reader (its name holds what is seen).
  const link = (text: ReactNode, filter: QueueFilter, what: string) => (
    <Anchor component={Link} to={queuePath(filter)}>
      {text}
      <VisuallyHidden> {what}</VisuallyHidden>
    </Anchor>
  );
  const durations = (value: DeskDurations, filter: QueueFilter, name: string, what: string) => {
    if (value.count === 0) return "–";
    const median = span(value.medianSeconds);
    const p90 = span(value.p90Seconds);
    return link(
      `${median} / ${p90}`,
      filter,
      t`${what} of ${name}: median ${median}, ${percentile}% within ${p90}`,
    );
  };
  return (
    <section aria-labelledby={`${id}-heading`}>
      <Title order={2} size="h3" id={`${id}-heading`} mb="sm">
        {title}
      </Title>
      {description && (
        <Text size="sm" c="gray.8" mb="sm">
          {description}
        </Text>
      )}
      <Table.ScrollContainer minWidth={720}>
        <Table striped withTableBorder fz="sm" data-report={id}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{firstHeader}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t`Tickets`}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t`First reply (median / ${percentile}%)`}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t`Resolution (median / ${percentile}%)`}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t`Rating (count)`}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          {groups.map((group) => (
            <Table.Tbody key={group.heading ?? "all"}>
              {group.heading && (
                <Table.Tr>
                  <Table.Th scope="rowgroup" colSpan={5} bg="gray.1">
                    {group.heading}
                  </Table.Th>
                </Table.Tr>
              )}
              {group.rows.map((row) => {
                const { figures, name } = row;
                const closed = { ...row.filter, status: "closed" };
                const tickets = formatCount(figures.tickets, locale);
                const rated = formatCount(figures.rating.count, locale);
                return (
                  <Table.Tr key={row.key}>
                    <Table.Th scope="row" fw={400}>
                      {name}
                    </Table.Th>
                    <Table.Td ta="right">
                      {link(tickets, row.filter, t`tickets of ${name}`)}
                    </Table.Td>
                    <Table.Td ta="right">
                      {durations(figures.firstResponse, row.filter, name, t`First reply`)}
                    </Table.Td>
                    <Table.Td ta="right">
                      {durations(figures.resolution, closed, name, t`Resolution`)}
                    </Table.Td>
                    <Table.Td ta="right">
                      {figures.rating.average === null
                        ? "–"
                        : link(
                            `${formatRating(figures.rating.average, locale)} (${rated})`,
                            closed,
                            t`(average rating of ${name}, and how many rated)`,
                          )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          ))}
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}
