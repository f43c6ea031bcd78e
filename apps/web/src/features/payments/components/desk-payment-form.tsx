// Money taken at the desk against a debt: cash, cheque or bank transfer, with the reference and
// who took it; its receipt can be downloaded at once (docs/payments.md).
import { formatRupeesFromPaise } from "@app/shared/format";
import type { Payment } from "@app/shared/payments";
import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button, NumberInput, Paper, Select, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { FormError } from "@/components/form-error";
import { useLanguage } from "@/lib/i18n";
import { useDeskPayment, useDownloadReceipt } from "../api/payments";

type Kind = "order" | "instalment" | "booking" | "enrolment";
type Method = "cash" | "cheque" | "bank_transfer";

export function DeskPaymentForm() {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const record = useDeskPayment();
  const download = useDownloadReceipt();
  const [kind, setKind] = useState<Kind>("enrolment");
  const [debtId, setDebtId] = useState("");
  const [rupees, setRupees] = useState<number | string>("");
  const [method, setMethod] = useState<Method>("cash");
  const [reference, setReference] = useState("");
  const [done, setDone] = useState<Payment | null>(null);

  return (
    <Paper withBorder p="md" maw={560}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setDone(null);
          record.mutate(
            {
              for: { [kind]: debtId.trim() } as { order: string },
              amountPaise: Math.round(Number(rupees) * 100),
              method,
              ...(reference.trim() ? { reference: reference.trim() } : {}),
            },
            { onSuccess: setDone },
          );
        }}
      >
        <Stack gap="sm">
          <Select
            label={t`Paid for`}
            value={kind}
            onChange={(value) => setKind((value as Kind) ?? "enrolment")}
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
            value={debtId}
            onChange={(event) => setDebtId(event.currentTarget.value)}
            required
          />
          <NumberInput
            label={t`Amount (₹)`}
            value={rupees}
            onChange={setRupees}
            min={0.01}
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
      {done ? (
        <Alert color="green" role="status" mt="md">
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
    </Paper>
  );
}
