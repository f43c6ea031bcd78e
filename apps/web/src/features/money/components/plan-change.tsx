// Changing a student's fee plan (docs/payments.md: changing a plan), opened from a row of the dues
// list: the plan now (each instalment's amount, due date and what is paid), a new plan as one
// payment, instalments or a discount on the total, with the reason, and the changes made before
// (who, when, why). The server moves the money paid to the new instalments oldest first and
// refuses a plan asking for less than has been paid.
import {
  formatCalendarDate,
  formatCount,
  formatDateTime,
  formatRupeesFromPaise,
  formatWholeRupees,
} from "@app/shared/format";
import type { Enrolment, PlanChangeInput, PlanChangeRecord } from "@app/shared/payments";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  List,
  Modal,
  NumberInput,
  Paper,
  Radio,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMediaQuery } from "@mantine/hooks";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { FormError } from "@/components/form-error";
import { QueryStates } from "@/components/query-states";
import { PaymentStatusBadge } from "@/features/payments/components/payment-status-badge";
import { showFieldErrors } from "@/lib/form-errors";
import { useLanguage } from "@/lib/i18n";
import { notifySuccess } from "@/lib/notify";
import { enrolmentQuery, planChangesQuery, useChangePlan } from "../api/money";

/** The most instalments a plan may have (the server's limit). */
const MAX_INSTALMENTS = 12;

type Kind = "instalments" | "once" | "discount";
type Part = PlanChangeInput["instalments"][number];
type Values = { instalments: Part[]; reason: string };

/** Rupees typed (up to 2 decimals) as whole paise; NaN when it is no amount. */
const toPaise = (value: string | number): number =>
  value === "" ? Number.NaN : Math.round(Number(value) * 100);
const toRupees = (paise: number): number | string => (Number.isFinite(paise) ? paise / 100 : "");

const currentParts = (enrolment: Enrolment): Part[] =>
  enrolment.instalments.map((part) => ({ amountPaise: part.amountPaise, dueDate: part.dueDate }));

/**
 * The plan now less `discount` paise, taken from the last instalment backwards, none below what
 * is paid on it; an instalment left at nothing is dropped. Null when the discount is more than is
 * still owed.
 */
export function discounted(enrolment: Enrolment, discount: number): Part[] | null {
  if (!Number.isFinite(discount) || discount < 0 || discount > enrolment.duePaise) return null;
  let left = discount;
  const parts = [...enrolment.instalments].reverse().map((part) => {
    const off = Math.min(left, Math.max(0, part.amountPaise - part.paidPaise));
    left -= off;
    return { amountPaise: part.amountPaise - off, dueDate: part.dueDate };
  });
  return parts.reverse().filter((part) => part.amountPaise > 0);
}

/** The dialog of one enrolment's plan; closed while `enrolmentId` is null. */
export function PlanChangeDialog({
  enrolmentId,
  studentName,
  onClose,
}: {
  enrolmentId: string | null;
  studentName: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const narrow = useMediaQuery("(max-width: 48em)");
  return (
    <Modal
      opened={enrolmentId !== null}
      onClose={onClose}
      title={t`The fee plan of ${studentName}`}
      size={720}
      fullScreen={narrow}
      closeButtonProps={{ "aria-label": t`Close` }}
    >
      {enrolmentId && <PlanChange id={enrolmentId} onClose={onClose} />}
    </Modal>
  );
}

/** The plan now, the form for a new one and the history of one enrolment. */
export function PlanChange({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useLingui();
  const enrolment = useQuery(enrolmentQuery(id));
  const history = useQuery(planChangesQuery(id));
  // Here, not in the form: the form is made anew for each saved plan.
  const change = useChangePlan();
  return (
    <Stack>
      <QueryStates
        query={enrolment}
        data={enrolment.data}
        loadingLabel={t`Loading the plan`}
        errorTitle={t`Could not load the plan`}
      >
        {(data) => (
          <>
            <CurrentPlan enrolment={data} />
            {/* A new form for each saved plan: it starts from the plan now. */}
            <PlanChangeForm
              key={data.instalments.map((part) => part.id).join()}
              enrolment={data}
              change={change}
              onClose={onClose}
            />
          </>
        )}
      </QueryStates>
      <section aria-labelledby="plan-history">
        <Title order={3} size="h5" id="plan-history" mb="xs">
          <Trans>Changes to the plan</Trans>
        </Title>
        <QueryStates
          query={history}
          data={history.data}
          loadingLabel={t`Loading the changes`}
          errorTitle={t`Could not load the changes`}
        >
          {(changes) => <PlanHistory changes={changes} />}
        </QueryStates>
      </section>
    </Stack>
  );
}

export function CurrentPlan({ enrolment }: { enrolment: Enrolment }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const rupees = (paise: number) => formatRupeesFromPaise(paise, locale);
  const course = enrolment.batchName
    ? `${enrolment.courseTitle}, ${enrolment.batchName}`
    : enrolment.courseTitle;
  return (
    <section aria-labelledby="plan-now">
      <Title order={3} size="h5" id="plan-now" mb={4}>
        <Trans>The plan now</Trans>
      </Title>
      <Text size="sm" mb="xs">
        {t`${course}: ${rupees(enrolment.totalPaise)} in all, ${rupees(enrolment.paidPaise)} paid, ${rupees(enrolment.duePaise)} still owed.`}
      </Text>
      <Table.ScrollContainer minWidth={440}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`Instalment`}</Table.Th>
              <Table.Th>{t`Due date`}</Table.Th>
              <Table.Th ta="right">{t`Amount`}</Table.Th>
              <Table.Th ta="right">{t`Paid so far`}</Table.Th>
              <Table.Th>{t`Status`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {enrolment.instalments.map((part) => (
              <Table.Tr key={part.id}>
                <Table.Td>{formatCount(part.position, locale)}</Table.Td>
                <Table.Td>{formatCalendarDate(part.dueDate, locale)}</Table.Td>
                <Table.Td ta="right">{rupees(part.amountPaise)}</Table.Td>
                <Table.Td ta="right">{rupees(part.paidPaise)}</Table.Td>
                <Table.Td>
                  <PaymentStatusBadge status={part.paymentStatus} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}

export function PlanChangeForm({
  enrolment,
  change,
  onClose,
}: {
  enrolment: Enrolment;
  change: ReturnType<typeof useChangePlan>;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const rupees = (paise: number) => formatRupeesFromPaise(paise, locale);
  const [kind, setKind] = useState<Kind>("instalments");
  const [discount, setDiscount] = useState<number | string>("");
  const form = useForm<Values>({
    mode: "controlled",
    initialValues: { instalments: currentParts(enrolment), reason: "" },
    validate: {
      instalments: {
        amountPaise: (value) =>
          Number.isFinite(value) && value > 0
            ? null
            : t`Write an amount above ${{ zero: formatWholeRupees(0, locale) }}`,
        dueDate: (value) => (value ? null : t`Pick a due date`),
      },
      reason: (value) => (value.trim() ? null : t`Say why the plan changes`),
    },
  });
  const parts = form.getValues().instalments;
  const total = parts.reduce((sum, part) => sum + (part.amountPaise || 0), 0);
  const tooMuchOff = kind === "discount" && discounted(enrolment, toPaise(discount)) === null;

  const choose = (next: Kind) => {
    setKind(next);
    setDiscount("");
    form.clearErrors();
    const firstDue = enrolment.next?.dueDate ?? enrolment.instalments.at(-1)?.dueDate ?? "";
    form.setFieldValue(
      "instalments",
      next === "once"
        ? [{ amountPaise: enrolment.totalPaise, dueDate: firstDue }]
        : currentParts(enrolment),
    );
  };
  const setPart = (index: number, part: Partial<Part>) =>
    form.setFieldValue(
      "instalments",
      parts.map((row, at) => (at === index ? { ...row, ...part } : row)),
    );

  const submit = form.onSubmit((values) => {
    if (tooMuchOff) return;
    change.mutate(
      {
        id: enrolment.id,
        input: { instalments: values.instalments, reason: values.reason.trim() },
      },
      {
        onSuccess: () => notifySuccess(t`The plan was changed`),
        onError: showFieldErrors(form),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Fieldset legend={t`A new plan`}>
        <Stack gap="sm">
          <Radio.Group
            label={t`How the fee is paid`}
            value={kind}
            onChange={(value) => choose(value as Kind)}
          >
            <Group mt={4}>
              <Radio value="instalments" label={t`Instalments`} />
              <Radio value="once" label={t`One payment`} />
              <Radio value="discount" label={t`A discount on the total`} />
            </Group>
          </Radio.Group>
          {kind === "discount" && (
            <NumberInput
              label={t`Discount (₹)`}
              description={t`Taken off the last instalments first; what is paid stays paid.`}
              min={0}
              decimalScale={2}
              thousandSeparator=","
              value={discount}
              error={
                tooMuchOff
                  ? t`The discount can be at most what is still owed, ${rupees(enrolment.duePaise)}`
                  : undefined
              }
              onChange={(value) => {
                setDiscount(value);
                const next = discounted(enrolment, value === "" ? 0 : toPaise(value));
                if (next) form.setFieldValue("instalments", next);
              }}
            />
          )}
          {parts.map((part, index) => {
            const number = index + 1;
            const amountError = form.errors[`instalments.${index}.amountPaise`];
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
              <Group key={index} align="flex-start" gap="xs" wrap="nowrap">
                <NumberInput
                  label={
                    kind === "once"
                      ? t`Amount (₹)`
                      : t`Instalment ${formatCount(number, locale)} (₹)`
                  }
                  withAsterisk
                  min={0}
                  decimalScale={2}
                  thousandSeparator=","
                  flex={1}
                  miw={0}
                  value={toRupees(part.amountPaise)}
                  onChange={(value) => setPart(index, { amountPaise: toPaise(value) })}
                  error={amountError}
                />
                <TextInput
                  type="date"
                  label={t`Due date`}
                  withAsterisk
                  w={150}
                  value={part.dueDate}
                  onChange={(event) => setPart(index, { dueDate: event.currentTarget.value })}
                  error={form.errors[`instalments.${index}.dueDate`]}
                />
                {kind !== "once" && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    mt={26}
                    aria-label={t`Remove instalment ${formatCount(number, locale)}`}
                    disabled={parts.length <= 1}
                    onClick={() =>
                      form.setFieldValue(
                        "instalments",
                        parts.filter((_, at) => at !== index),
                      )
                    }
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                )}
              </Group>
            );
          })}
          <Group justify="space-between" wrap="wrap">
            {kind !== "once" ? (
              <Button
                variant="default"
                size="xs"
                leftSection={<IconPlus size={14} aria-hidden />}
                disabled={parts.length >= MAX_INSTALMENTS}
                onClick={() =>
                  form.setFieldValue("instalments", [
                    ...parts,
                    { amountPaise: Number.NaN, dueDate: "" },
                  ])
                }
              >
                <Trans>Add an instalment</Trans>
              </Button>
            ) : (
              <span />
            )}
            <Text size="sm" aria-live="polite">
              {t`New total ${rupees(total)}; ${rupees(enrolment.paidPaise)} is paid already.`}
            </Text>
          </Group>
          <Textarea
            label={t`Reason`}
            description={t`Kept with the change, e.g. "Sibling discount of ${{ example: formatWholeRupees(1000, locale) }}".`}
            withAsterisk
            autosize
            minRows={2}
            maxLength={500}
            {...form.getInputProps("reason")}
          />
          <FormError error={change.error} form={form} title={t`The plan was not changed`} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Close</Trans>
            </Button>
            <Button type="submit" loading={change.isPending}>
              <Trans>Change the plan</Trans>
            </Button>
          </Group>
        </Stack>
      </Fieldset>
    </form>
  );
}

/** What a plan was or became, e.g. "₹4,000.00 due 1 Dec 2026; ₹4,000.00 due 1 Jan 2027". */
function usePlanWords() {
  const { t } = useLingui();
  const { locale } = useLanguage();
  return (parts: PlanChangeRecord["after"]) =>
    parts
      .map((part) => {
        const amount = formatRupeesFromPaise(part.amountPaise, locale);
        const day = formatCalendarDate(part.dueDate, locale);
        return t`${amount} due ${day}`;
      })
      .join("; ");
}

export function PlanHistory({ changes }: { changes: PlanChangeRecord[] }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const planWords = usePlanWords();
  if (changes.length === 0) {
    return (
      <Text size="sm" c="gray.7">
        <Trans>The plan has not been changed: it is the course's own.</Trans>
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      {changes.map((change) => {
        const when = formatDateTime(change.createdAt, locale);
        const who = change.changedBy ?? t`a former staff member`;
        return (
          <Paper key={change.id} withBorder p="sm">
            <Text size="sm" fw={600}>
              {t`${when}, by ${who}`}
            </Text>
            <Text size="sm">{t`Reason: ${change.reason}`}</Text>
            <List size="sm" mt={4}>
              <List.Item>{t`Before: ${planWords(change.before)}`}</List.Item>
              <List.Item>{t`After: ${planWords(change.after)}`}</List.Item>
            </List>
          </Paper>
        );
      })}
    </Stack>
  );
}
