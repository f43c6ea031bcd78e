// /staff/money/dues (docs/payments.md: the money screen): the instalments still owed, soonest due
// first, a page at a time, with what each still owes and how many days it is overdue; found by a
// student's name or email, overdue only, one student's or one batch's (a student's or batch's name
// in a row filters by it). Five columns, so a desk's screen shows each row whole: the instalment
// and how late it is go with its due date, what was due and paid with what is still owed. The search and filters are in the address; their total is above. A
// row's Take payment opens the desk form for that instalment (desk-payment-form.tsx), its Change
// plan its enrolment's plan (plan-change.tsx).
import { formatCalendarDate, formatCount, formatRupeesFromPaise } from "@app/shared/format";
import { type Due, DueListQuerySchema } from "@app/shared/payments";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Anchor, Badge, Button, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { Link } from "react-router";
import { type Column, DataTable } from "@/components/data-table";
import { EmailText } from "@/components/email-text";
import { type ListField, ListToolbar } from "@/components/list-toolbar";
import { QueryStates } from "@/components/query-states";
import { takePaymentPath } from "@/features/payments/components/desk-payment-form";
import { useLanguage } from "@/lib/i18n";
import { type ListFilterName, useListParams } from "@/lib/use-list-params";
import { useDues, useDuesSummary } from "../api/money";
import { DUES_PATH } from "./money-labels";
import { PlanChangeDialog } from "./plan-change";

export function DuesList() {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const list = useListParams(DueListQuerySchema);
  const query = useDues(list.query);
  // The totals of what the search and filters find, overdue or not.
  const { overdue: _overdue, ...whose } = list.filters;
  const summary = useDuesSummary(whose);
  const rupees = (paise: number) => formatRupeesFromPaise(paise, locale);
  const fields: ListField<ListFilterName<typeof DueListQuerySchema>>[] = [
    { kind: "text", name: "q", label: t`Search students`, placeholder: t`Name or email` },
    {
      kind: "select",
      name: "overdue",
      label: t`Which dues`,
      allLabel: t`All dues`,
      options: [{ value: "true", label: t`Overdue only` }],
    },
  ];
  const first = query.data?.items[0];
  // The enrolment whose plan is open in the dialog, with its student's name.
  const [planOf, setPlanOf] = useState<Due | null>(null);
  const columns: Column<Due>[] = [
    {
      header: t`Student`,
      wrap: true,
      cell: (due) => (
        <Stack gap={0}>
          <Anchor component={Link} to={`${DUES_PATH}?userId=${encodeURIComponent(due.userId)}`}>
            {due.studentName}
          </Anchor>
          <Text size="xs" c="gray.8">
            <EmailText email={due.studentEmail} />
          </Text>
        </Stack>
      ),
    },
    {
      header: t`Course`,
      wrap: true,
      cell: (due) => (
        <Stack gap={0}>
          <Text size="sm">{due.course}</Text>
          {due.batchId && (
            <Anchor
              component={Link}
              to={`${DUES_PATH}?batchId=${encodeURIComponent(due.batchId)}`}
              size="xs"
            >
              {t`Batch ${due.batchName ?? due.batchId}`}
            </Anchor>
          )}
        </Stack>
      ),
    },
    {
      header: t`Due date`,
      sort: "dueDate",
      cell: (due) => (
        <Stack gap={2} align="flex-start">
          <Text size="sm">{formatCalendarDate(due.dueDate, locale)}</Text>
          <Text size="xs" c="gray.8">
            {t`Instalment ${formatCount(due.position, locale)}`}
          </Text>
          {due.daysOverdue > 0 && (
            <Badge color="red.9" variant="light" data-overdue>
              {t`${plural(due.daysOverdue, {
                one: `${formatCount(due.daysOverdue, locale)} day overdue`,
                other: `${formatCount(due.daysOverdue, locale)} days overdue`,
              })}`}
            </Badge>
          )}
        </Stack>
      ),
    },
    {
      header: t`Still owed`,
      align: "right",
      cell: (due) => (
        <>
          <Text size="sm" fw={600}>
            {rupees(due.owedPaise)}
          </Text>
          <Text size="xs" c="gray.8">
            {t`${rupees(due.paidPaise)} paid of ${rupees(due.amountPaise)}`}
          </Text>
        </>
      ),
    },
    {
      header: t`Actions`,
      // Stays in view when a narrower window scrolls the table sideways.
      stickToEnd: true,
      cell: (due) => (
        <Stack gap={6} align="flex-start">
          <Button
            component={Link}
            to={takePaymentPath("instalment", due.id)}
            variant="light"
            size="compact-sm"
            aria-label={t`Take payment from ${due.studentName} for instalment ${formatCount(due.position, locale)}`}
          >
            {t`Take payment`}
          </Button>
          <Button
            variant="default"
            size="compact-sm"
            aria-label={t`Change plan for ${due.studentName}`}
            onClick={() => setPlanOf(due)}
          >
            {t`Change plan`}
          </Button>
        </Stack>
      ),
    },
  ];
  return (
    <Stack>
      {list.values.userId && first && <Text>{t`The dues of ${first.studentName}.`}</Text>}
      {list.values.batchId && first && (
        <Text>{t`The dues of batch ${first.batchName ?? first.batchId}.`}</Text>
      )}
      <QueryStates
        query={summary}
        data={summary.data}
        loadingLabel={t`Loading the totals`}
        errorTitle={t`Could not load the totals`}
      >
        {(totals) => (
          <Text>
            {t`${rupees(totals.outstanding.paise)} outstanding on ${plural(
              totals.outstanding.instalments,
              {
                one: `${formatCount(totals.outstanding.instalments, locale)} instalment`,
                other: `${formatCount(totals.outstanding.instalments, locale)} instalments`,
              },
            )}, ${rupees(totals.overdue.paise)} of it overdue.`}
          </Text>
        )}
      </QueryStates>
      <DataTable
        query={query}
        list={list}
        toolbar={<ListToolbar label={t`dues`} list={list} fields={fields} />}
        columns={columns}
        defaultSort="dueDate"
        rowKey={(due) => due.id}
        rowProps={(due) => ({ "data-instalment-id": due.id })}
        label={t`Dues`}
        minWidth={760}
        loadingLabel={t`Loading the dues`}
        errorTitle={t`Could not load the dues`}
        empty={t`Nothing is owed`}
        emptyHint={t`The instalments of accepted admissions show here until they are paid.`}
        noMatch={t`No dues match`}
      />
      <PlanChangeDialog
        enrolmentId={planOf?.enrolmentId ?? null}
        studentName={planOf?.studentName ?? ""}
        onClose={() => setPlanOf(null)}
      />
    </Stack>
  );
}
