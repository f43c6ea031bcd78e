// The "My fees" section of /profile: each enrolment with what is due, paid and next, and a link
// to pay the next instalment (docs/payments.md), and whether its reminders also come on WhatsApp.
import { formatDate, formatRupeesFromPaise } from "@app/shared/format";
import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Group, Paper, Stack, Switch, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { FormError } from "@/components/form-error";
import { EmptyState, ErrorState, LoadingState } from "@/components/query-states";
import { useLanguage } from "@/lib/i18n";
import { useMyEnrolments, useSetWhatsappReminders, useSetWhatsappResults } from "../api/payments";
import { MY_PAYMENTS_ID } from "./my-payments";
import { PaymentStatusBadge } from "./payment-status-badge";

export function MyFees() {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const enrolments = useMyEnrolments();
  const headingId = "my-fees-heading";
  const rupees = (paise: number) => formatRupeesFromPaise(paise, locale);

  let content: ReactNode;
  if (enrolments.isPending) content = <LoadingState label={t`Loading your fees`} />;
  else if (enrolments.isError) {
    content = (
      <ErrorState
        error={enrolments.error}
        title={t`Could not load your fees`}
        onRetry={() => void enrolments.refetch()}
      />
    );
  } else if (enrolments.data.length === 0) {
    content = (
      <EmptyState message={t`You have no fees to pay: you are not enrolled in a course.`} />
    );
  } else {
    content = (
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: "none" }}>
        {enrolments.data.map((enrolment) => {
          const paid = rupees(enrolment.paidPaise);
          const due = rupees(enrolment.duePaise);
          const next = enrolment.next;
          return (
            <Paper component="li" withBorder p="sm" key={enrolment.id} data-testid="my-fee">
              <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
                <Stack gap={2} miw={0}>
                  <Text fw={600} style={{ overflowWrap: "anywhere" }}>
                    {enrolment.courseTitle}
                    {enrolment.batchName ? ` · ${enrolment.batchName}` : ""}
                  </Text>
                  <Text size="sm">
                    <Trans>
                      Paid {paid} · due {due}
                    </Trans>
                  </Text>
                  {next ? (
                    <NextInstalment
                      amount={rupees(next.amountPaise - next.paidPaise)}
                      date={formatDate(next.dueDate, locale)}
                      overdue={next.overdue}
                      payTo={`/pay?instalment=${encodeURIComponent(next.id)}`}
                    />
                  ) : null}
                  <WhatsappReminders id={enrolment.id} on={enrolment.whatsappReminders} />
                  <WhatsappResults id={enrolment.id} on={enrolment.whatsappResults} />
                </Stack>
                <PaymentStatusBadge status={enrolment.paymentStatus} />
              </Group>
            </Paper>
          );
        })}
      </Stack>
    );
  }

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} size="h3" id={headingId}>
        <Trans>My fees</Trans>
      </Title>
      {content}
      <Anchor href={`#${MY_PAYMENTS_ID}`} size="sm">
        <Trans>Your payments and their receipts</Trans>
      </Anchor>
    </Stack>
  );
}

function NextInstalment(props: { amount: string; date: string; overdue: boolean; payTo: string }) {
  const { amount, date } = props;
  return (
    <Group gap="sm" wrap="wrap">
      <Text size="sm" c={props.overdue ? "red.8" : undefined}>
        {props.overdue ? (
          <Trans>
            Next: {amount}, overdue since {date}
          </Trans>
        ) : (
          <Trans>
            Next: {amount}, due on {date}
          </Trans>
        )}
      </Text>
      <Anchor component={Link} to={props.payTo} size="sm" fw={600}>
        <Trans>Pay now</Trans>
      </Anchor>
    </Group>
  );
}

/** The student's consent to fee reminders on WhatsApp, given or withdrawn at once. */
function WhatsappReminders({ id, on }: { id: string; on: boolean }) {
  const { t } = useLingui();
  const set = useSetWhatsappReminders();
  return (
    <Stack gap={2}>
      <Switch
        size="sm"
        label={t`Fee reminders on WhatsApp too`}
        checked={set.isPending && set.variables ? set.variables.on : on}
        disabled={set.isPending}
        onChange={(event) => set.mutate({ id, on: event.currentTarget.checked })}
      />
      <FormError error={set.error} title={t`Your choice was not saved`} />
    </Stack>
  );
}

/** The student's consent to their test results on WhatsApp, apart from fee reminders'. */
function WhatsappResults({ id, on }: { id: string; on: boolean }) {
  const { t } = useLingui();
  const set = useSetWhatsappResults();
  return (
    <Stack gap={2}>
      <Switch
        size="sm"
        label={t`Test results on WhatsApp too`}
        checked={set.isPending && set.variables ? set.variables.on : on}
        disabled={set.isPending}
        onChange={(event) => set.mutate({ id, on: event.currentTarget.checked })}
      />
      <FormError error={set.error} title={t`Your choice was not saved`} />
    </Stack>
  );
}
