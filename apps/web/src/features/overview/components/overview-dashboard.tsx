// The back office's home (docs/product.md: back office): what needs staff now, each count a link to its list already
// filtered, then the last weeks as charts (@mantine/charts, loaded with this page only). Each chart
// has a sentence saying what it shows and its figures as a table, for those who do not see it.
import type { AdmissionStatus } from "@app/shared/admissions";
import {
  formatCalendarDay,
  formatCalendarMonth,
  formatCount,
  formatHours,
  formatWholeRupees,
} from "@app/shared/format";
import { OVERVIEW_DAYS, type Overview } from "@app/shared/overview";
import { AreaChart, BarChart, LineChart } from "@mantine/charts";
import {
  Anchor,
  Card,
  Group,
  Paper,
  SimpleGrid,
  Table,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import {
  IconAlertTriangle,
  IconChartBar,
  IconClockExclamation,
  IconMailX,
  IconSchool,
  IconShoppingCart,
  IconTicket,
} from "@tabler/icons-react";
import type { ComponentType, ReactNode } from "react";
import { Link } from "react-router";
import { EmptyState, ErrorState, LoadingState } from "@/components/query-states";
import { useOverview } from "../api/get-overview";
import classes from "./overview-dashboard.module.css";

const statusLabel = (status: AdmissionStatus) => status[0]?.toUpperCase() + status.slice(1);

/** The first and last day of a `YYYY-MM` month, for the orders list's date filter. */
function monthRange(month: string): { from: string; to: string } {
  const [year = 0, index = 1] = month.split("-").map(Number);
  const last = new Date(Date.UTC(year, index, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, "0")}` };
}

type Icon = ComponentType<{ size?: number; "aria-hidden"?: boolean | "true" }>;

function AttentionCard({
  label,
  count,
  to,
  icon: IconOf,
  tone,
}: {
  label: string;
  count: number;
  to: string;
  icon: Icon;
  tone: "calm" | "warn";
}) {
  const warn = tone === "warn" && count > 0;
  return (
    <Card component={Link} to={to} withBorder padding="md" className={classes.attention}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text className={classes.count} c={warn ? "red.9" : "dark.9"}>
            {formatCount(count)}
          </Text>
          <Text size="sm" c="gray.8">
            {label}
          </Text>
        </div>
        <ThemeIcon variant="light" color={warn ? "red" : "brand"} size="lg" radius="md">
          <IconOf size={20} aria-hidden="true" />
        </ThemeIcon>
      </Group>
    </Card>
  );
}

/** A chart with its title, a sentence saying what it shows, and its figures as a table. */
function ChartCard({
  title,
  summary,
  chart,
  columns,
  rows,
  footer,
}: {
  title: string;
  summary: string;
  chart: ReactNode;
  columns: string[];
  rows: ReactNode[][];
  footer?: ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={3} size="h4">
        {title}
      </Title>
      <Text size="sm" c="gray.8" mb="sm">
        {summary}
      </Text>
      {/* The table below carries the same figures for screen readers. */}
      <div aria-hidden="true">{chart}</div>
      <details className={classes.figures}>
        <summary>Show the figures</summary>
        <Table.ScrollContainer minWidth={280}>
          <Table striped withTableBorder fz="sm">
            <Table.Caption>
              <VisuallyHidden>{title}</VisuallyHidden>
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column} scope="col">
                    {column}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((cells, index) => (
                // Rows are the chart's fixed days or months, in order.
                // biome-ignore lint/suspicious/noArrayIndexKey: the position is the row's identity
                <Table.Tr key={index}>
                  {cells.map((cell, column) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells never move
                    <Table.Td key={column}>{cell}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </details>
      {footer && <div className={classes.footer}>{footer}</div>}
    </Paper>
  );
}

/** Counts have no fractions on their axis. */
const WHOLE_NUMBERS = { allowDecimals: false };

/** About this many labelled days on a day axis, evenly spaced. */
const DAY_TICKS = 6;

/**
 * A day axis labels every Nth day, the same step throughout (recharts' own choice skips unevenly
 * as labels collide), and keeps a little room at both ends so the first and last bars are whole.
 */
const dayAxis = (count: number) => ({
  interval: Math.max(0, Math.ceil(count / DAY_TICKS) - 1),
  padding: { left: 8, right: 8 },
});

/** A chart with nothing to draw says so, in the chart's place and height. */
function NoData({ message, hint }: { message: string; hint: string }) {
  return (
    <div className={classes.noData}>
      <EmptyState message={message} hint={hint} icon={IconChartBar} />
    </div>
  );
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

function Charts({ overview }: { overview: Overview }) {
  const days = overview.days.map((day) => ({ ...day, label: formatCalendarDay(day.day) }));
  const months = overview.months.map((month) => ({
    ...month,
    label: formatCalendarMonth(month.month),
    revenue: month.revenuePaise / 100,
  }));
  const opened = sum(days.map((day) => day.ticketsOpened));
  const closed = sum(days.map((day) => day.ticketsClosed));
  const answered = days.filter((day) => day.firstResponseHours !== null);
  const meanResponse =
    answered.length > 0
      ? sum(answered.map((day) => day.firstResponseHours ?? 0)) / answered.length
      : null;
  const visitors = sum(days.map((day) => day.visitors));
  const thisMonth = months.at(-1);
  const admissions = overview.admissionsByStatus;
  const admissionTotal = sum(admissions.map((entry) => entry.count));
  const period = `the last ${OVERVIEW_DAYS} days`;

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <ChartCard
        title="Tickets opened and closed per day"
        summary={`${formatCount(opened)} opened and ${formatCount(closed)} closed in ${period}.`}
        chart={
          opened + closed === 0 ? (
            <NoData
              message={`No ticket opened or closed in ${period}`}
              hint="Tickets raised from a trip's page are counted here by day."
            />
          ) : (
            <BarChart
              h={220}
              data={days}
              dataKey="label"
              series={[
                { name: "ticketsOpened", label: "Opened", color: "brand.7" },
                { name: "ticketsClosed", label: "Closed", color: "teal.7" },
              ]}
              xAxisProps={dayAxis(days.length)}
              yAxisProps={WHOLE_NUMBERS}
              withLegend
              tickLine="y"
              accessibilityLayer={false}
            />
          )
        }
        columns={["Day", "Opened", "Closed"]}
        rows={days.map((day) => [day.label, day.ticketsOpened, day.ticketsClosed])}
        footer={
          <Anchor component={Link} to="/staff/tickets">
            Open the ticket queue
          </Anchor>
        }
      />
      <ChartCard
        title="First-response time"
        summary={
          meanResponse === null
            ? `No ticket opened in ${period} has had a reply yet.`
            : `Staff first replied after ${formatHours(meanResponse)} on average (days' means) for the tickets opened in ${period}; the aim is within ${formatHours(overview.firstResponseHours)}.`
        }
        chart={
          meanResponse === null ? (
            <NoData
              message="No first reply to measure yet"
              hint="Once staff answer a ticket opened in this period, the hours it took show here."
            />
          ) : (
            <LineChart
              h={220}
              data={days}
              dataKey="label"
              series={[
                { name: "firstResponseHours", label: "Hours to first reply", color: "grape.7" },
              ]}
              xAxisProps={dayAxis(days.length)}
              connectNulls
              valueFormatter={formatHours}
              referenceLines={[
                {
                  y: overview.firstResponseHours,
                  label: "Aim",
                  color: "red.7",
                  labelPosition: "insideTopRight",
                },
              ]}
              tickLine="y"
              accessibilityLayer={false}
            />
          )
        }
        columns={["Day opened", "Hours to first reply"]}
        rows={days.map((day) => [
          day.label,
          day.firstResponseHours === null ? "–" : formatHours(day.firstResponseHours),
        ])}
        footer={
          <Anchor component={Link} to="/staff/tickets?reply=waiting&sort=due">
            Tickets still waiting for a first reply, oldest first
          </Anchor>
        }
      />
      <ChartCard
        title="Orders and revenue per month"
        summary={
          thisMonth
            ? `${formatCount(thisMonth.orders)} orders worth ${formatWholeRupees(thisMonth.revenue)} this month, cancelled orders left out.`
            : ""
        }
        chart={
          months.every((month) => month.orders === 0) ? (
            <NoData
              message="No orders in these months"
              hint="Orders from the shop count here by month, with their value in rupees."
            />
          ) : (
            <BarChart
              h={220}
              data={months}
              dataKey="label"
              series={[{ name: "revenue", label: "Revenue (₹)", color: "orange.7" }]}
              valueFormatter={formatWholeRupees}
              xAxisProps={{ padding: { left: 8, right: 8 } }}
              tickLine="y"
              accessibilityLayer={false}
            />
          )
        }
        columns={["Month", "Orders", "Revenue"]}
        rows={months.map((month) => {
          const { from, to } = monthRange(month.month);
          return [
            <Anchor key="month" component={Link} to={`/seeorder?from=${from}&to=${to}`}>
              {month.label}
            </Anchor>,
            month.orders,
            formatWholeRupees(month.revenue),
          ];
        })}
        footer={
          thisMonth && (
            <Anchor
              component={Link}
              to={`/seeorder?from=${monthRange(thisMonth.month).from}&to=${monthRange(thisMonth.month).to}`}
            >
              This month's orders
            </Anchor>
          )
        }
      />
      <ChartCard
        title="Admissions by status"
        summary={`${formatCount(admissionTotal)} admissions in all.`}
        chart={
          admissionTotal === 0 ? (
            <NoData
              message="No admissions yet"
              hint="Applications sent from the admission form count here by their status."
            />
          ) : (
            <BarChart
              h={220}
              data={admissions.map((entry) => ({
                ...entry,
                label: statusLabel(entry.status),
              }))}
              dataKey="label"
              series={[{ name: "count", label: "Admissions", color: "indigo.7" }]}
              xAxisProps={{ padding: { left: 8, right: 8 } }}
              yAxisProps={WHOLE_NUMBERS}
              tickLine="y"
              accessibilityLayer={false}
            />
          )
        }
        columns={["Status", "Admissions"]}
        rows={admissions.map((entry) => [statusLabel(entry.status), entry.count])}
        footer={
          <Group gap="md">
            {admissions.map((entry) => (
              <Anchor
                key={entry.status}
                component={Link}
                to={`/newstudentlist?status=${entry.status}`}
                size="sm"
              >
                {statusLabel(entry.status)}: {formatCount(entry.count)}
              </Anchor>
            ))}
          </Group>
        }
      />
      <ChartCard
        title="Visitors per day"
        summary={`${formatCount(visitors)} visits to the site in ${period} (a browser counts once per 30 minutes).`}
        chart={
          visitors === 0 ? (
            <NoData
              message={`No visits in ${period}`}
              hint="Each browser that opens the home page counts once per 30 minutes."
            />
          ) : (
            <AreaChart
              h={220}
              data={days}
              dataKey="label"
              series={[{ name: "visitors", label: "Visitors", color: "cyan.7" }]}
              xAxisProps={dayAxis(days.length)}
              yAxisProps={WHOLE_NUMBERS}
              tickLine="y"
              accessibilityLayer={false}
            />
          )
        }
        columns={["Day", "Visitors"]}
        rows={days.map((day) => [day.label, day.visitors])}
      />
    </SimpleGrid>
  );
}

export function OverviewDashboard() {
  const query = useOverview();
  if (query.isPending) return <LoadingState label="Loading the overview" />;
  if (query.isError) {
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  const { attention } = query.data;
  return (
    <>
      <section aria-labelledby="attention-heading" className={classes.section}>
        <Title order={2} size="h3" id="attention-heading" mb="sm">
          Needs attention
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, lg: attention.failedMails === null ? 4 : 5 }}>
          <AttentionCard
            label="New tickets"
            count={attention.newTickets}
            to="/staff/tickets?status=new"
            icon={IconTicket}
            tone="calm"
          />
          <AttentionCard
            label={`Waiting over ${formatHours(query.data.firstResponseHours)}`}
            count={attention.overdueTickets}
            to="/staff/tickets?reply=overdue&sort=due"
            icon={IconClockExclamation}
            tone="warn"
          />
          <AttentionCard
            label="Orders to confirm"
            count={attention.ordersToConfirm}
            to="/seeorder?status=placed"
            icon={IconShoppingCart}
            tone="calm"
          />
          <AttentionCard
            label="Admissions to decide"
            count={attention.admissionsToDecide}
            to="/newstudentlist?status=pending"
            icon={IconSchool}
            tone="calm"
          />
          {attention.failedMails !== null && (
            <AttentionCard
              label="Mails not delivered"
              count={attention.failedMails}
              to="/email?state=failed"
              icon={IconMailX}
              tone="warn"
            />
          )}
        </SimpleGrid>
        {attention.overdueTickets > 0 && (
          <Text size="sm" c="red.9" mt="xs">
            <IconAlertTriangle size={14} aria-hidden="true" className={classes.inlineIcon} />{" "}
            {formatCount(attention.overdueTickets)} new{" "}
            {attention.overdueTickets === 1 ? "ticket has" : "tickets have"} waited more than{" "}
            {query.data.firstResponseHours} hours for a first reply.
          </Text>
        )}
      </section>
      <section aria-labelledby="trends-heading" className={classes.section}>
        <Title order={2} size="h3" id="trends-heading" mb="sm">
          Lately
        </Title>
        <Charts overview={query.data} />
      </section>
    </>
  );
}
