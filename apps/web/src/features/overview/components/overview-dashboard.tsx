// The back office's home (docs/product.md: back office): what needs staff now, each count a link to its list already
// filtered, then the last weeks as charts (@mantine/charts, loaded with this page only). Each chart
// has a sentence saying what it shows and its figures as a table, for those who do not see it.
import type { AdmissionStatus } from "@app/shared/admissions";
import {
  formatCalendarDay,
  formatCalendarMonth,
  formatCount,
  formatHours,
  formatRupees,
  formatWholeRupees,
} from "@app/shared/format";
import { OVERVIEW_DAYS, type Overview } from "@app/shared/overview";
import { VISIT_WINDOW_MINUTES } from "@app/shared/visitor";
import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
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
import { useMediaQuery } from "@mantine/hooks";
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
import { EmptyState, QueryStates } from "@/components/query-states";
import { useLanguage } from "@/lib/i18n";
import { useOverview } from "../api/get-overview";
import classes from "./overview-dashboard.module.css";

const STATUS_NAMES: Record<AdmissionStatus, MessageDescriptor> = {
  pending: msg({ message: "Pending", comment: "Admissions not decided yet (a chart's bar)" }),
  accepted: msg({ message: "Accepted", comment: "Admissions accepted (a chart's bar)" }),
  waitlisted: msg({ message: "Waitlisted", comment: "Admissions waitlisted (a chart's bar)" }),
  rejected: msg({ message: "Rejected", comment: "Admissions rejected (a chart's bar)" }),
};

/** The money screen's collections of a range of days, by day. */
const moneyAddress = (from: string, to: string) => `/staff/money?from=${from}&to=${to}&by=day`;

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
  const { locale } = useLanguage();
  const warn = tone === "warn" && count > 0;
  return (
    <Card component={Link} to={to} withBorder padding="md" className={classes.attention}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Text className={classes.count} c={warn ? "red.9" : "dark.9"}>
            {formatCount(count, locale)}
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
        <summary>
          <Trans>Show the figures</Trans>
        </summary>
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

/**
 * About this many labelled days on a day axis, evenly spaced: fewer on a phone, where a day's
 * name (longer in Bengali, "২৯ অক্টোঃ") would otherwise run into the next.
 */
const DAY_TICKS = 6;
const NARROW_DAY_TICKS = 3;

/**
 * A day axis labels every Nth day, the same step throughout (recharts' own choice skips unevenly
 * as labels collide), and keeps a little room at both ends so the first and last bars are whole.
 */
const dayAxis = (count: number, ticks: number) => ({
  interval: Math.max(0, Math.ceil(count / ticks) - 1),
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

export function Charts({ overview }: { overview: Overview }) {
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  // The charts span the page's width below md (one column), up to the phone's 375 px.
  const narrow = useMediaQuery("(max-width: 36em)");
  const ticks = narrow ? NARROW_DAY_TICKS : DAY_TICKS;
  const count = (value: number) => formatCount(value, locale);
  const hours = (value: number) => formatHours(value, locale);
  // The chart's axis in whole rupees; a sum people read (the summary, the table) to the paisa.
  const rupees = (value: number) => formatWholeRupees(value, locale);
  const exactRupees = (value: number) => formatRupees(value, locale);
  const statusLabel = (status: AdmissionStatus) => i18n._(STATUS_NAMES[status]);
  const days = overview.days.map((day) => ({ ...day, label: formatCalendarDay(day.day, locale) }));
  const months = overview.months.map((month) => ({
    ...month,
    label: formatCalendarMonth(month.month, locale),
    received: month.receivedPaise / 100,
    refunded: month.refundedPaise / 100,
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
  const lastDays = count(OVERVIEW_DAYS);

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <ChartCard
        title={t`Tickets opened and closed per day`}
        summary={t`${count(opened)} opened and ${count(closed)} closed in the last ${lastDays} days.`}
        chart={
          opened + closed === 0 ? (
            <NoData
              message={t`No ticket opened or closed in the last ${lastDays} days`}
              hint={t`Tickets raised from a trip's page are counted here by day.`}
            />
          ) : (
            <BarChart
              h={220}
              data={days}
              dataKey="label"
              series={[
                { name: "ticketsOpened", label: t`Opened`, color: "brand.7" },
                { name: "ticketsClosed", label: t`Closed`, color: "teal.7" },
              ]}
              xAxisProps={dayAxis(days.length, ticks)}
              yAxisProps={WHOLE_NUMBERS}
              valueFormatter={count}
              withLegend
              tickLine="y"
              accessibilityLayer={false}
            />
          )
        }
        columns={[t`Day`, t`Opened`, t`Closed`]}
        rows={days.map((day) => [day.label, count(day.ticketsOpened), count(day.ticketsClosed)])}
        footer={
          <Anchor component={Link} to="/staff/tickets">
            <Trans>Open the ticket queue</Trans>
          </Anchor>
        }
      />
      <ChartCard
        title={t`First-response time`}
        summary={
          meanResponse === null
            ? t`No ticket opened in the last ${lastDays} days has had a reply yet.`
            : t`Staff first replied after ${hours(meanResponse)} on average (days' means) for the tickets opened in the last ${lastDays} days; the aim is within ${hours(overview.firstResponseHours)}.`
        }
        chart={
          meanResponse === null ? (
            <NoData
              message={t`No first reply to measure yet`}
              hint={t`Once staff answer a ticket opened in this period, the hours it took show here.`}
            />
          ) : (
            <LineChart
              h={220}
              data={days}
              dataKey="label"
              series={[
                { name: "firstResponseHours", label: t`Hours to first reply`, color: "grape.7" },
              ]}
              xAxisProps={dayAxis(days.length, ticks)}
              // Straight lines between the days: a smoothed curve would show values nobody had.
              curveType="linear"
              connectNulls
              valueFormatter={hours}
              referenceLines={[
                {
                  y: overview.firstResponseHours,
                  label: t`Aim`,
                  color: "red.7",
                  labelPosition: "insideTopRight",
                },
              ]}
              tickLine="y"
              accessibilityLayer={false}
            />
          )
        }
        columns={[t`Day opened`, t`Hours to first reply`]}
        rows={days.map((day) => [
          day.label,
          day.firstResponseHours === null ? "–" : hours(day.firstResponseHours),
        ])}
        footer={
          <Anchor component={Link} to="/staff/tickets?reply=waiting&sort=due">
            <Trans>Tickets still waiting for a first reply, oldest first</Trans>
          </Anchor>
        }
      />
      <ChartCard
        title={t`Money received per month`}
        summary={
          thisMonth
            ? t`${exactRupees(thisMonth.received)} received this month and ${exactRupees(thisMonth.refunded)} given back; ${plural(
                thisMonth.orders,
                {
                  one: `${count(thisMonth.orders)} order placed`,
                  other: `${count(thisMonth.orders)} orders placed`,
                },
              )}.`
            : ""
        }
        chart={
          months.every((month) => month.received === 0 && month.refunded === 0) ? (
            <NoData
              message={t`No money received in these months`}
              hint={t`Fees, orders and bookings paid online, by UPI or at the desk count here in the month they were paid.`}
            />
          ) : (
            <BarChart
              h={220}
              data={months}
              dataKey="label"
              series={[
                { name: "received", label: t`Received (₹)`, color: "orange.7" },
                { name: "refunded", label: t`Given back (₹)`, color: "gray.6" },
              ]}
              valueFormatter={rupees}
              withLegend
              xAxisProps={{ padding: { left: 8, right: 8 } }}
              tickLine="y"
              accessibilityLayer={false}
            />
          )
        }
        columns={[t`Month`, t`Received`, t`Given back`, t`Orders`]}
        rows={months.map((month) => {
          const { from, to } = monthRange(month.month);
          return [
            <Anchor key="month" component={Link} to={moneyAddress(from, to)}>
              {month.label}
            </Anchor>,
            exactRupees(month.received),
            exactRupees(month.refunded),
            <Anchor key="orders" component={Link} to={`/seeorder?from=${from}&to=${to}`}>
              {count(month.orders)}
            </Anchor>,
          ];
        })}
        footer={
          thisMonth && (
            <Group gap="md">
              <Anchor
                component={Link}
                to={moneyAddress(monthRange(thisMonth.month).from, monthRange(thisMonth.month).to)}
              >
                <Trans>This month's money, day by day</Trans>
              </Anchor>
              <Anchor
                component={Link}
                to={`/seeorder?from=${monthRange(thisMonth.month).from}&to=${monthRange(thisMonth.month).to}`}
              >
                <Trans>This month's orders</Trans>
              </Anchor>
            </Group>
          )
        }
      />
      <ChartCard
        title={t`Admissions by status`}
        summary={t`${plural(admissionTotal, {
          one: `${count(admissionTotal)} admission`,
          other: `${count(admissionTotal)} admissions`,
        })} in all.`}
        chart={
          admissionTotal === 0 ? (
            <NoData
              message={t`No admissions yet`}
              hint={t`Applications sent from the admission form count here by their status.`}
            />
          ) : (
            <BarChart
              h={220}
              data={admissions.map((entry) => ({
                ...entry,
                label: statusLabel(entry.status),
              }))}
              dataKey="label"
              series={[{ name: "count", label: t`Admissions`, color: "indigo.7" }]}
              xAxisProps={{ padding: { left: 8, right: 8 } }}
              yAxisProps={WHOLE_NUMBERS}
              valueFormatter={count}
              tickLine="y"
              accessibilityLayer={false}
            />
          )
        }
        columns={[t`Status`, t`Admissions`]}
        rows={admissions.map((entry) => [statusLabel(entry.status), count(entry.count)])}
        footer={
          <Group gap="md">
            {admissions.map((entry) => (
              <Anchor
                key={entry.status}
                component={Link}
                to={`/newstudentlist?status=${entry.status}`}
                size="sm"
              >
                {statusLabel(entry.status)}: {count(entry.count)}
              </Anchor>
            ))}
          </Group>
        }
      />
      <ChartCard
        title={t`Visitors per day`}
        summary={t`${count(visitors)} visits to the site in the last ${lastDays} days (a browser counts once per ${{ minutes: VISIT_WINDOW_MINUTES }} minutes).`}
        chart={
          visitors === 0 ? (
            <NoData
              message={t`No visits in the last ${lastDays} days`}
              hint={t`Each browser that opens the home page counts once per ${{ minutes: VISIT_WINDOW_MINUTES }} minutes.`}
            />
          ) : (
            <AreaChart
              h={220}
              data={days}
              dataKey="label"
              series={[{ name: "visitors", label: t`Visitors`, color: "cyan.7" }]}
              xAxisProps={dayAxis(days.length, ticks)}
              curveType="linear"
              yAxisProps={WHOLE_NUMBERS}
              valueFormatter={count}
              tickLine="y"
              accessibilityLayer={false}
            />
          )
        }
        columns={[t`Day`, t`Visitors`]}
        rows={days.map((day) => [day.label, count(day.visitors)])}
      />
    </SimpleGrid>
  );
}

export function OverviewDashboard() {
  const { t } = useLingui();
  const query = useOverview();
  return (
    <QueryStates query={query} data={query.data} loadingLabel={t`Loading the overview`}>
      {(overview) => <Dashboard overview={overview} />}
    </QueryStates>
  );
}

function Dashboard({ overview }: { overview: Overview }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const { attention } = overview;
  return (
    <>
      <section aria-labelledby="attention-heading" className={classes.section}>
        <Title order={2} size="h3" id="attention-heading" mb="sm">
          <Trans>Needs attention</Trans>
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, lg: attention.failedMails === null ? 4 : 5 }}>
          <AttentionCard
            label={t`New tickets`}
            count={attention.newTickets}
            to="/staff/tickets?status=new"
            icon={IconTicket}
            tone="calm"
          />
          <AttentionCard
            label={t`Waiting over ${formatHours(overview.firstResponseHours, locale)}`}
            count={attention.overdueTickets}
            to="/staff/tickets?reply=overdue&sort=due"
            icon={IconClockExclamation}
            tone="warn"
          />
          <AttentionCard
            label={t`Orders to confirm`}
            count={attention.ordersToConfirm}
            to="/seeorder?status=placed"
            icon={IconShoppingCart}
            tone="calm"
          />
          <AttentionCard
            label={t`Admissions to decide`}
            count={attention.admissionsToDecide}
            to="/newstudentlist?status=pending"
            icon={IconSchool}
            tone="calm"
          />
          {attention.failedMails !== null && (
            <AttentionCard
              label={t`Mails not delivered`}
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
            <OverdueSentence count={attention.overdueTickets} hours={overview.firstResponseHours} />
          </Text>
        )}
      </section>
      <section aria-labelledby="trends-heading" className={classes.section}>
        <Title order={2} size="h3" id="trends-heading" mb="sm">
          <Trans>Lately</Trans>
        </Title>
        <Charts overview={overview} />
      </section>
    </>
  );
}

/** "3 new tickets have waited more than 4 hours for a first reply." */
function OverdueSentence({ count, hours }: { count: number; hours: number }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const tickets = formatCount(count, locale);
  const limit = formatHours(hours, locale);
  return t`${plural(count, {
    one: `${tickets} new ticket has waited more than ${limit} for a first reply.`,
    other: `${tickets} new tickets have waited more than ${limit} for a first reply.`,
  })}`;
}
