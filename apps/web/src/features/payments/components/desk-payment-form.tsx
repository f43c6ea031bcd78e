// Money taken at the desk against a debt: cash, cheque or bank transfer, with the reference and
// who took it; its receipt can be downloaded at once (docs/payments.md). The debt comes in the
// address (/staff/payments?instalment=…, or order=, booking=, enrolment=), from "Take payment" on
// the dues list or the orders; the form shows whose it is, what it is for and what is due, the
// amount filled in, before anything is recorded.
import { formatRupeesFromPaise } from "@app/shared/format";
import type { DebtSummary, Payment } from "@app/shared/payments";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  Alert,
  Anchor,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { FormError } from "@/components/form-error";
import { QueryStates } from "@/components/query-states";
import { DUES_PATH } from "@/features/money/components/money-labels";
import { useLanguage } from "@/lib/i18n";
import {
  type DeskDebtKind,
  type DeskDebtRef,
  useDebtSummary,
  useDeskPayment,
  useDownloadReceipt,
} from "../api/payments";

type Method = "cash" | "cheque" | "bank_transfer";

const KINDS: DeskDebtKind[] = ["instalment", "enrolment", "order", "booking"];

/** The address of the desk form for one debt: what "Take payment" links to. */
export const takePaymentPath = (kind: DeskDebtKind, id: string) =>
  `/staff/payments?${kind}=${encodeURIComponent(id)}`;

/** The debt the address names, if any. */
function useDebtInAddress(): DeskDebtRef | null {
  const [params] = useSearchParams();
  const kind = KINDS.find((name) => params.get(name));
  const id = kind ? params.get(kind) : null;
  return kind && id ? ({ [kind]: id } as DeskDebtRef) : null;
}

export function DeskPaymentForm() {
  const debt = useDebtInAddress();
  return (
    <Paper withBorder p="md" maw={560}>
      {debt ? <DebtPayment key={JSON.stringify(debt)} debt={debt} /> : <ChooseDebt />}
    </Paper>
  );
}

/** No debt in the address: where to take one from, or its id (kept for what no list shows). */
function ChooseDebt() {
  const { t } = useLingui();
  const [, setParams] = useSearchParams();
  const [kind, setKind] = useState<DeskDebtKind>("enrolment");
  const [id, setId] = useState("");
  return (
    <Stack gap="sm">
      <Text>
        <Trans>
          Choose what is being paid: use "Take payment" on a row of the{" "}
          <Anchor component={Link} to={DUES_PATH}>
            dues list
          </Anchor>{" "}
          or of the{" "}
          <Anchor component={Link} to="/seeorder">
            orders
          </Anchor>
          .
        </Trans>
      </Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (id.trim()) setParams({ [kind]: id.trim() });
        }}
      >
        <Stack gap="xs">
          <Text size="sm" c="gray.8">
            <Trans>Or find it by its id:</Trans>
          </Text>
          <Select
            label={t`Paid for`}
            value={kind}
            onChange={(value) => setKind((value as DeskDebtKind) ?? "enrolment")}
            allowDeselect={false}
            data={[
              { value: "enrolment", label: t`Course fees (enrolment)` },
              { value: "instalment", label: t`One instalment` },
              { value: "order", label: t`Shop order` },
              { value: "booking", label: t`Trip booking` },
            ]}
          />
          <TextInput
            label={t`Its id`}
            value={id}
            onChange={(event) => setId(event.currentTarget.value)}
            required
          />
          <Group>
            <Button type="submit" variant="default">
              <Trans>Find</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

function DebtPayment({ debt }: { debt: DeskDebtRef }) {
  const { t } = useLingui();
  const summary = useDebtSummary(debt);
  return (
    <QueryStates
      query={summary}
      data={summary.data}
      loadingLabel={t`Loading what is due`}
      errorTitle={t`Could not load what is due`}
    >
      {(due) => <TakePayment debt={debt} due={due} />}
    </QueryStates>
  );
}

function TakePayment({ debt, due }: { debt: DeskDebtRef; due: DebtSummary }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const record = useDeskPayment();
  const download = useDownloadReceipt();
  const [rupees, setRupees] = useState<number | string>(due.duePaise / 100);
  const [method, setMethod] = useState<Method>("cash");
  const [reference, setReference] = useState("");
  const [done, setDone] = useState<Payment | null>(null);
  const owed = formatRupeesFromPaise(due.duePaise, locale);
  const open = due.payable && due.duePaise > 0;

  return (
    <Stack gap="sm">
      <Stack gap={2} data-testid="desk-debt">
        <Text fw={600}>{due.payerName}</Text>
        <Text>{due.label}</Text>
        <Text>
          <Trans>Still due: {owed}</Trans>
        </Text>
      </Stack>
      {!due.payable ? (
        <Alert color="gray" role="status">
          <Trans>This was cancelled or changed and can no longer be paid.</Trans>
        </Alert>
      ) : due.duePaise <= 0 && !done ? (
        <Alert color="green" role="status">
          <Trans>Nothing is due on this.</Trans>
        </Alert>
      ) : null}
      {open ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setDone(null);
            record.mutate(
              {
                for: debt,
                amountPaise: Math.round(Number(rupees) * 100),
                method,
                ...(reference.trim() ? { reference: reference.trim() } : {}),
              },
              { onSuccess: setDone },
            );
          }}
        >
          <Stack gap="sm">
            <NumberInput
              label={t`Amount (₹)`}
              value={rupees}
              onChange={setRupees}
              min={0.01}
              max={due.duePaise / 100}
              decimalScale={2}
              required
            />
            <Select
              label={t`Method`}
              value={method}
              onChange={(value) => setMethod((value as Method) ?? "cash")}
              allowDeselect={false}
              data={[
                { value: "cash", label: t`Cash` },
                { value: "cheque", label: t`Cheque` },
                { value: "bank_transfer", label: t`Bank transfer` },
              ]}
            />
            {method !== "cash" ? (
              <TextInput
                label={t`Cheque number or transfer reference`}
                value={reference}
                onChange={(event) => setReference(event.currentTarget.value)}
                required
              />
            ) : null}
            <FormError error={record.error} />
            <Button type="submit" loading={record.isPending}>
              <Trans>Record the payment</Trans>
            </Button>
          </Stack>
        </form>
      ) : null}
      {done ? (
        <Alert color="green" role="status">
          <Stack gap="xs" align="flex-start">
            <Text>
              <Trans>
                Recorded {formatRupeesFromPaise(done.amountPaise, locale)} from {done.payerName}:
                receipt {done.receiptNumber ?? ""}.
              </Trans>
            </Text>
            <Button
              variant="light"
              onClick={() => download.mutate({ id: done.id, number: done.receiptNumber ?? "" })}
              loading={download.isPending}
            >
              <Trans>Download the receipt</Trans>
            </Button>
          </Stack>
        </Alert>
      ) : null}
      <Anchor component={Link} to="/staff/payments" size="sm">
        <Trans>Take a payment for something else</Trans>
      </Anchor>
    </Stack>
  );
}
