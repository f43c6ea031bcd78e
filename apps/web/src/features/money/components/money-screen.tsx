// /staff/money (docs/payments.md: the money screen): what is owed and overdue, each total a link to
// the dues list so filtered; the money received in a range of India days, per day or month and per
// method, refunds beside it, each figure received a link to the payments it adds up; and the
// payments of the range as CSV for the accountant. The range is in the address (?from=&to=&by=),
// so a link or a reload shows the same figures.
import {
  type Collections,
  type CollectionsQuery,
  CollectionsQuerySchema,
  PAYMENT_METHODS,
} from "@app/shared/collections";
import {
  formatCalendarDate,
  formatCalendarMonth,
  formatCount,
  formatRupeesFromPaise,
} from "@app/shared/format";
import { inLanguage } from "@app/shared/messages";
import type { DuesSummary, PaymentMethod } from "@app/shared/payments";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { Link } from "react-router";
import { ExportButton } from "@/components/export-button";
import { QueryStates } from "@/components/query-states";
import { useLanguage } from "@/lib/i18n";
import { notifyError } from "@/lib/notify";
import { useAddressForm } from "@/lib/use-address-form";
import { useCollections, useDuesSummary, useExportPayments } from "../api/money";
import {
  DUES_PATH,
  indiaToday,
  METHOD_NAMES,
  moneyPath,
  monthStart,
  OVERDUE_PATH,
  PAYMENTS_PATH,
  REMINDERS_PATH,
  receivedPath,
} from "./money-labels";

/** How many months, this one included, the "Last months" button shows. */
const lastMonths = 12;

/**
 * The range in the address, this month by day when none is given; `query` is what the
 * collections are asked with, or undefined with the `problem` when the range is refused.
 */
function useRange() {
  const today = indiaToday();
  const range = useAddressForm(CollectionsQuerySchema, (params) => ({
    from: params.get("from") ?? monthStart(today),
    to: params.get("to") ?? today,
    by: params.get("by") ?? "day",
    method: params.get("method") ?? "",
  }));
  return { ...range, today };
}

export function MoneyScreen() {
  return (
    <Stack gap="xl">
      <DuesTotals />
      <CollectionsSection />
    </Stack>
  );
}

/** What is owed, and the overdue part: each a card linking to the dues list so filtered. */
export function DuesTotals() {
  const { t } = useLingui();
  const query = useDuesSummary();
  return (
    <section aria-labelledby="dues-heading">
      <Title order={2} size="h3" id="dues-heading" mb="sm">
        <Trans>Dues</Trans>
      </Title>
      <QueryStates
        query={query}
        data={query.data}
        loadingLabel={t`Loading the dues`}
        errorTitle={t`Could not load the dues`}
      >
        {(summary) => <DueCards summary={summary} />}
      </QueryStates>
      <Anchor component={Link} to={REMINDERS_PATH} display="inline-block" mt="sm">
        <Trans>Fee reminders sent, and how each went</Trans>
      </Anchor>
    </section>
  );
}

export function DueCards({ summary }: { summary: DuesSummary }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const rupees = (paise: number) => formatRupeesFromPaise(paise, locale);
  const count = (value: number) => formatCount(value, locale);
  const of = (figures: DuesSummary["outstanding"]) =>
    t`${plural(figures.instalments, {
      one: `${count(figures.instalments)} instalment`,
      other: `${count(figures.instalments)} instalments`,
    })} of ${plural(figures.students, {
      one: `${count(figures.students)} student`,
      other: `${count(figures.students)} students`,
    })}`;
  const overdue = summary.overdue.paise > 0;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
      <Card component={Link} to={DUES_PATH} withBorder padding="md">
        <Text size="sm" c="gray.8">
          <Trans>Outstanding</Trans>
        </Text>
        <Text fz="xl" fw={700}>
          {rupees(summary.outstanding.paise)}
        </Text>
        <Text size="sm" c="gray.8">
          {of(summary.outstanding)}
        </Text>
      </Card>
      <Card component={Link} to={OVERDUE_PATH} withBorder padding="md">
        <Text size="sm" c="gray.8">
          {t({ message: "Overdue", context: "the dues' total past their due date" })}
        </Text>
        <Text fz="xl" fw={700} c={overdue ? "red.9" : undefined}>
          {rupees(summary.overdue.paise)}
        </Text>
        <Text size="sm" c="gray.8">
          {of(summary.overdue)}
        </Text>
      </Card>
    </SimpleGrid>
  );
}

function CollectionsSection() {
  const { t, i18n } = useLingui();
  const range = useRange();
  const query = useCollections(range.query);
  const exportCsv = useExportPayments();
  const { values, today } = range;
  const method = PAYMENT_METHODS.find((one) => one === values.method);
  return (
    <section aria-labelledby="collections-heading">
      <Title order={2} size="h3" id="collections-heading" mb="xs">
        <Trans>Money received</Trans>
      </Title>
      <Text size="sm" c="gray.8" mb="xs">
        <Trans>
          A payment counts on the day it was paid (India's day), a refund beside it on the day it
          was given back. Each amount received opens the payments it adds up.
        </Trans>
      </Text>
      <Anchor component={Link} to={PAYMENTS_PATH} display="inline-block" mb="sm">
        <Trans>All payments, with their receipts and refunds</Trans>
      </Anchor>
      <Group align="flex-end" gap="sm" mb="sm">
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
          label={t`Totals per`}
          value={values.by}
          onChange={(event) => range.set({ by: event.currentTarget.value })}
          data={[
            { value: "day", label: t`Day` },
            { value: "month", label: t`Month` },
          ]}
        />
        <Button
          variant="default"
          onClick={() => range.set({ from: monthStart(today), to: today, by: "day" })}
        >
          <Trans>This month</Trans>
        </Button>
        <Button
          variant="default"
          onClick={() =>
            range.set({ from: monthStart(today, lastMonths - 1), to: today, by: "month" })
          }
        >
          <Trans>Last {lastMonths} months</Trans>
        </Button>
      </Group>
      {range.problem || !range.query ? (
        <Alert color="red" title={t`Choose another range`} role="alert">
          {range.problem ? inLanguage(i18n, range.problem) : null}
        </Alert>
      ) : (
        <>
          <Group align="flex-end" gap="sm" mb="sm">
            <NativeSelect
              label={t`Payments of`}
              value={values.method}
              onChange={(event) => range.set({ method: event.currentTarget.value })}
              data={[
                { value: "", label: t`Every method` },
                ...PAYMENT_METHODS.map((one) => ({ value: one, label: i18n._(METHOD_NAMES[one]) })),
              ]}
            />
            <ExportButton
              pending={exportCsv.isPending}
              onExport={() => {
                const { from, to } = range.query as CollectionsQuery;
                exportCsv.mutate({ from, to, method }, { onError: notifyError });
              }}
            >
              {t`Export payments (CSV)`}
            </ExportButton>
          </Group>
          <QueryStates
            query={query}
            data={query.data}
            loadingLabel={t`Loading the money received`}
            errorTitle={t`Could not load the money received`}
            empty={t`No money received or given back in this range`}
            emptyHint={t`Payments taken online, by UPI or at the desk show here on the day they were paid.`}
            isEmpty={(data) => data.totals.payments === 0 && data.totals.refundedPaise === 0}
          >
            {(collections) => <CollectionsTable collections={collections} />}
          </QueryStates>
        </>
      )}
    </section>
  );
}

/** The range's periods, one row each, a column per method, the refunds and the net, then totals. */
export function CollectionsTable({ collections }: { collections: Collections }) {
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  const rupees = (paise: number) => formatRupeesFromPaise(paise, locale);
  const byDay = collections.by === "day";
  const periodLabel = (period: string) =>
    byDay ? formatCalendarDate(period, locale) : formatCalendarMonth(period, locale);
  const methodName = (method: PaymentMethod) => i18n._(METHOD_NAMES[method]);
  const { totals } = collections;
  const first = periodLabel(collections.periods[0]?.period ?? collections.from);
  const last = periodLabel(collections.periods.at(-1)?.period ?? collections.to);
  const received = rupees(totals.receivedPaise);
  const refunded = rupees(totals.refundedPaise);
  const net = rupees(totals.netPaise);
  const count = formatCount(totals.payments, locale);
  const caption = byDay ? t`Money received per day` : t`Money received per month`;
  return (
    <Stack gap="xs">
      <Text>
        {t`${received} received from ${first} to ${last} in ${plural(totals.payments, {
          one: `${count} payment`,
          other: `${count} payments`,
        })}; ${refunded} given back; ${net} kept.`}
      </Text>
      <Table.ScrollContainer minWidth={820}>
        <Table striped withTableBorder fz="sm">
          <Table.Caption>{caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{byDay ? t`Day` : t`Month`}</Table.Th>
              {PAYMENT_METHODS.map((method) => (
                <Table.Th key={method} scope="col" ta="right">
                  {methodName(method)}
                </Table.Th>
              ))}
              <Table.Th scope="col" ta="right">
                {t`Received`}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t`Given back`}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t`Net`}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {collections.periods.map((period) => (
              <Table.Tr key={period.period}>
                <Table.Th scope="row" fw={400}>
                  {byDay ? (
                    periodLabel(period.period)
                  ) : (
                    <Anchor component={Link} to={moneyPath(period.from, period.to, "day")}>
                      {periodLabel(period.period)}
                    </Anchor>
                  )}
                </Table.Th>
                {period.methods.map((entry) => (
                  <Table.Td key={entry.method} ta="right">
                    {entry.receivedPaise === 0 ? (
                      "–"
                    ) : (
                      <ReceivedLink
                        amount={rupees(entry.receivedPaise)}
                        to={receivedPath(period.from, period.to, entry.method)}
                        label={t`${rupees(entry.receivedPaise)} by ${methodName(entry.method)}, ${periodLabel(period.period)}: the payments`}
                      />
                    )}
                  </Table.Td>
                ))}
                <Table.Td ta="right">
                  {period.receivedPaise === 0 ? (
                    rupees(0)
                  ) : (
                    <ReceivedLink
                      amount={rupees(period.receivedPaise)}
                      to={receivedPath(period.from, period.to)}
                      label={t`${rupees(period.receivedPaise)} received, ${periodLabel(period.period)}: the payments`}
                    />
                  )}
                </Table.Td>
                <Table.Td ta="right">
                  {period.refundedPaise === 0 ? "–" : rupees(period.refundedPaise)}
                </Table.Td>
                <Table.Td ta="right" fw={600}>
                  {rupees(period.netPaise)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row">{t`Total`}</Table.Th>
              {collections.methods.map((entry) => (
                <Table.Th key={entry.method} ta="right">
                  {entry.receivedPaise === 0 ? (
                    rupees(0)
                  ) : (
                    <ReceivedLink
                      amount={rupees(entry.receivedPaise)}
                      to={receivedPath(collections.from, collections.to, entry.method)}
                      label={t`${rupees(entry.receivedPaise)} by ${methodName(entry.method)} in all: the payments`}
                    />
                  )}
                </Table.Th>
              ))}
              <Table.Th ta="right">
                {totals.receivedPaise === 0 ? (
                  received
                ) : (
                  <ReceivedLink
                    amount={rupees(totals.receivedPaise)}
                    to={receivedPath(collections.from, collections.to)}
                    label={t`${received} received in all: the payments`}
                  />
                )}
              </Table.Th>
              <Table.Th ta="right">{refunded}</Table.Th>
              <Table.Th ta="right">{net}</Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
      {totals.refundedPaise > 0 && (
        <Text size="sm" c="gray.8">
          {t`Given back per method: ${collections.methods
            .filter((entry) => entry.refundedPaise > 0)
            .map((entry) => `${methodName(entry.method)} ${rupees(entry.refundedPaise)}`)
            .join(", ")}.`}
        </Text>
      )}
    </Stack>
  );
}

/** An amount received, linking to the payments list that adds up to it. */
function ReceivedLink({ amount, to, label }: { amount: string; to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} aria-label={label} fz="inherit" fw="inherit">
      {amount}
    </Anchor>
  );
}
