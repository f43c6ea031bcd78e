// /staff/money/reminders (docs/payments.md: fee reminders): the fee reminders sent, newest first,
// a page at a time: when, to whom (the student, and the address or number it went to), for which
// instalment, before, on or after its due day, by mail or WhatsApp, and how it went (a failed
// one with its error). Filtered by status and channel in the address; a student's name shows
// only theirs. "Send due reminders now" runs the reminders' job once, as its timer does: each
// reminder goes once, so pressing it again sends none of the same.
import { formatCalendarDate, formatCount, formatDateTime } from "@app/shared/format";
import { type FeeReminder, ReminderListQuerySchema, type ReminderRun } from "@app/shared/payments";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Alert, Anchor, Badge, Button, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { Link } from "react-router";
import { type Column, DataTable } from "@/components/data-table";
import { EmailText } from "@/components/email-text";
import { FormError } from "@/components/form-error";
import { type ListField, ListToolbar } from "@/components/list-toolbar";
import { useLanguage } from "@/lib/i18n";
import { type ListFilterName, useListParams } from "@/lib/use-list-params";
import { useReminders, useRunReminders } from "../api/money";
import { REMINDERS_PATH } from "./money-labels";

type Status = FeeReminder["status"];
type Channel = FeeReminder["channel"];
type Kind = FeeReminder["kind"];

const STATUS_NAMES: Record<Status, MessageDescriptor> = {
  sending: msg({ message: "Sending", comment: "A fee reminder being sent right now" }),
  sent: msg({
    message: "Sent",
    comment: "A fee reminder the mail server or WhatsApp accepted for delivery",
  }),
  failed: msg({ message: "Not sent", comment: "A fee reminder that could not be sent" }),
  skipped: msg({
    message: "Skipped",
    comment: "A fee reminder not sent: paid meanwhile, or no mobile number",
  }),
};

// Filled badges with white text, as the mail outbox's (outbox-list.tsx): each keeps its contrast.
const STATUS_COLORS: Record<Status, string> = {
  sending: "#495057",
  sent: "#1f6e30",
  failed: "#c92a2a",
  skipped: "#495057",
};

const CHANNEL_NAMES: Record<Channel, MessageDescriptor> = {
  mail: msg({ message: "Email", comment: "How a fee reminder was sent" }),
  whatsapp: msg({ message: "WhatsApp", comment: "How a fee reminder was sent" }),
};

const KIND_NAMES: Record<Kind, MessageDescriptor> = {
  before: msg({ message: "Before the due date", comment: "Which fee reminder it was" }),
  due: msg({ message: "On the due date", comment: "Which fee reminder it was" }),
  overdue: msg({ message: "After the due date", comment: "Which fee reminder it was" }),
};

export function RemindersList() {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const list = useListParams(ReminderListQuerySchema);
  const query = useReminders(list.query);
  const fields: ListField<ListFilterName<typeof ReminderListQuerySchema>>[] = [
    {
      kind: "select",
      name: "status",
      label: t`Status`,
      allLabel: t`Any status`,
      options: (["sent", "failed", "skipped", "sending"] as const).map((status) => ({
        value: status,
        label: t(STATUS_NAMES[status]),
      })),
    },
    {
      kind: "select",
      name: "channel",
      label: t`Sent by`,
      allLabel: t`Any channel`,
      options: (["mail", "whatsapp"] as const).map((channel) => ({
        value: channel,
        label: t(CHANNEL_NAMES[channel]),
      })),
    },
  ];
  const first = query.data?.items[0];
  const columns: Column<FeeReminder>[] = [
    {
      header: t`Sent on`,
      sort: "createdAt",
      cell: (reminder) => formatDateTime(reminder.createdAt, locale),
    },
    {
      header: t`Student`,
      wrap: true,
      cell: (reminder) => (
        <Stack gap={0}>
          <Anchor
            component={Link}
            to={`${REMINDERS_PATH}?userId=${encodeURIComponent(reminder.userId)}`}
          >
            {reminder.studentName}
          </Anchor>
          <Text size="xs" c="gray.8">
            {reminder.channel === "mail" ? (
              <EmailText email={reminder.recipient} />
            ) : (
              reminder.recipient && `+${reminder.recipient}`
            )}
          </Text>
        </Stack>
      ),
    },
    {
      header: t`Instalment`,
      wrap: true,
      cell: (reminder) => (
        <Stack gap={0}>
          <Text size="sm">
            {t`${reminder.course}, instalment ${formatCount(reminder.position, locale)}`}
          </Text>
          <Text size="xs" c="gray.8">
            {t`Due ${formatCalendarDate(reminder.dueDate, locale)}`}
          </Text>
        </Stack>
      ),
    },
    { header: t`Reminder`, wrap: true, cell: (reminder) => t(KIND_NAMES[reminder.kind]) },
    { header: t`Sent by`, cell: (reminder) => t(CHANNEL_NAMES[reminder.channel]) },
    {
      header: t`Status`,
      stickToEnd: true,
      wrap: true,
      cell: (reminder) => (
        <Stack gap={2} align="flex-start">
          <Badge color={STATUS_COLORS[reminder.status]} c="#ffffff" tt="none">
            {t(STATUS_NAMES[reminder.status])}
          </Badge>
          {reminder.status !== "sent" && reminder.error && (
            <Text size="xs" c="gray.8" style={{ overflowWrap: "anywhere" }}>
              {reminder.error}
            </Text>
          )}
        </Stack>
      ),
    },
  ];
  return (
    <Stack>
      <SendNow />
      {list.values.userId && first && <Text>{t`The reminders sent to ${first.studentName}.`}</Text>}
      <DataTable
        query={query}
        list={list}
        toolbar={<ListToolbar label={t`reminders`} list={list} fields={fields} />}
        columns={columns}
        defaultSort="-createdAt"
        rowKey={(reminder) => reminder.id}
        rowProps={(reminder) => ({ "data-reminder-id": reminder.id })}
        label={t`Fee reminders`}
        minWidth={900}
        loadingLabel={t`Loading the reminders`}
        errorTitle={t`Could not load the reminders`}
        empty={t`No reminders sent yet`}
        emptyHint={t`Reminders of the instalments owed are sent by email, and by WhatsApp when it is set up, before, on and after their due dates; each one shows here.`}
        noMatch={t`No reminders match`}
      />
    </Stack>
  );
}

/** Runs the reminders' job once, now, and says what it did. */
function SendNow() {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const run = useRunReminders();
  const [done, setDone] = useState<ReminderRun | null>(null);
  const count = (value: number) => formatCount(value, locale);
  return (
    <Stack gap="xs" align="flex-start">
      <Group gap="sm">
        <Button
          variant="default"
          loading={run.isPending}
          onClick={() => {
            setDone(null);
            run.mutate(undefined, { onSuccess: setDone });
          }}
        >
          {t`Send due reminders now`}
        </Button>
        <Text size="sm" c="gray.8" maw={560}>
          {t`They are also sent by themselves every quarter of an hour. Each reminder goes once: pressing again sends none twice, and none for a fee paid.`}
        </Text>
      </Group>
      <FormError error={run.error} />
      {done && (
        <Alert color={done.failed > 0 ? "red" : "green"} role="status">
          {t`Sent: ${count(done.sent)}. Not sent: ${count(done.failed)}. Skipped: ${count(done.skipped)}.`}
        </Alert>
      )}
    </Stack>
  );
}
