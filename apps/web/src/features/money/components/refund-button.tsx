// Refund on a row of the payments list (admins; docs/payments.md: refunds): how much (all that is
// left of the payment, or part of it) and why, asked in the site's one confirmation dialog
// (DeleteButton), which stays open while the refund is made and shows a refusal inside it. Online
// payments go back through Razorpay; money taken at the desk or by UPI is handed back by the
// office, and the refund records it. One Idempotency-Key per refund: a second click or a retry
// makes no second refund.
import { formatRupeesFromPaise } from "@app/shared/format";
import type { Refund, StaffPayment } from "@app/shared/payments";
import { useLingui } from "@lingui/react/macro";
import { NumberInput, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { DeleteButton } from "@/components/delete-button";
import { useLanguage } from "@/lib/i18n";
import { notifySuccess, notifyWarning } from "@/lib/notify";
import { useRefund } from "../api/money";

/** Whether a payment has money left to give back. */
export const refundable = (payment: StaffPayment) =>
  (payment.status === "paid" || payment.status === "partly-refunded") &&
  payment.amountPaise > payment.refundedPaise;

const newKey = () => `refund-${crypto.randomUUID()}`;

export function RefundButton({ payment }: { payment: StaffPayment }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const refund = useRefund();
  const leftPaise = payment.amountPaise - payment.refundedPaise;
  const [rupees, setRupees] = useState<number | string>(leftPaise / 100);
  const [reason, setReason] = useState("");
  // Kept while the dialog asks again after a refusal; a new one once a refund is made.
  const [key, setKey] = useState(newKey);
  const left = formatRupeesFromPaise(leftPaise, locale);
  const online = payment.provider !== null;
  const what = payment.receiptNumber ?? payment.label;

  const confirm = (): Promise<Refund> => {
    const amountPaise = Math.round(Number(rupees) * 100);
    if (!Number.isFinite(amountPaise) || amountPaise < 1 || amountPaise > leftPaise) {
      return Promise.reject(new Error(t`Give back from ₹0.01 to ${left}.`));
    }
    if (!reason.trim()) return Promise.reject(new Error(t`Say why the money is given back.`));
    return refund
      .mutateAsync({ id: payment.id, amountPaise, reason: reason.trim(), key })
      .then((done) => {
        const amount = formatRupeesFromPaise(done.amountPaise, locale);
        if (online && done.status === "processed") {
          notifySuccess(t`${amount} refunded to ${payment.payerName} through Razorpay.`);
        } else if (online) {
          notifyWarning(
            t`${amount} to ${payment.payerName} is recorded; Razorpay has not taken the refund yet, and it is sent again every few minutes.`,
          );
        } else {
          notifyWarning(t`${amount} recorded as given back: hand it to ${payment.payerName}.`);
        }
        setKey(newKey());
        setReason("");
        setRupees((leftPaise - done.amountPaise) / 100);
        return done;
      });
  };

  return (
    <DeleteButton
      label={t`Refund ${payment.payerName}'s payment ${what}`}
      title={t`Refund this payment?`}
      confirmLabel={t`Refund`}
      refusedTitle={t`It was not refunded`}
      pending={refund.isPending}
      onConfirm={confirm}
      consequence={
        <Stack gap="sm">
          <Text size="sm">
            {t`${formatRupeesFromPaise(payment.amountPaise, locale)} from ${payment.payerName} for ${payment.label}; ${left} can still be given back.`}
          </Text>
          <Text size="sm">
            {online
              ? t`Razorpay sends the money back to the card, bank account or UPI app it came from. This cannot be undone.`
              : t`The office hands this money back; the refund records it. This cannot be undone.`}
          </Text>
          <NumberInput
            label={t`Amount to give back (₹)`}
            value={rupees}
            onChange={setRupees}
            min={0.01}
            max={leftPaise / 100}
            decimalScale={2}
            required
          />
          <Textarea
            label={t`Reason`}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={500}
            autosize
            minRows={2}
            required
          />
        </Stack>
      }
    >
      {t`Refund`}
    </DeleteButton>
  );
}
