// Paying one debt (an order, an instalment, a booking): what it is for and what is due first, then
// online through the gateway's Checkout, or by UPI to the institute's account with a QR code and
// the UTR for staff to confirm — only the ways that are set up; none, the desk (docs/payments.md).
// The amount is always the server's.
import { formatRupeesFromPaise } from "@app/shared/format";
import type { DebtSummary, Payment, PaymentMethods } from "@app/shared/payments";
import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Anchor, Button, Group, Paper, Stack, Text, TextInput } from "@mantine/core";
import { QRCodeSVG } from "qrcode.react";
import { useState } from "react";
import { FormError } from "@/components/form-error";
import { QueryStates } from "@/components/query-states";
import { useLanguage } from "@/lib/i18n";
import {
  type DebtRef,
  useDebtSummary,
  useDownloadReceipt,
  usePaymentMethods,
  useStartPayment,
  useSubmitUtr,
  useVerifyPayment,
} from "../api/payments";

/** Razorpay's Checkout script: it collects the card or UPI details; none reach our server. */
const CHECKOUT_SCRIPT = "https://checkout.razorpay.com/v1/checkout.js";

type CheckoutResult = {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
};
type CheckoutWindow = Window & {
  Razorpay?: new (options: Record<string, unknown>) => { open: () => void };
};

function loadCheckout(): Promise<NonNullable<CheckoutWindow["Razorpay"]>> {
  const win = window as CheckoutWindow;
  if (win.Razorpay) return Promise.resolve(win.Razorpay);
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = CHECKOUT_SCRIPT;
    script.onload = () => (win.Razorpay ? resolve(win.Razorpay) : reject(new Error("Checkout")));
    script.onerror = () => reject(new Error("Checkout"));
    document.head.append(script);
  });
}

export function PayDebt({ debt }: { debt: DebtRef }) {
  const { t } = useLingui();
  const summary = useDebtSummary(debt);
  const methods = usePaymentMethods();
  const both =
    summary.data && methods.data ? { debt: summary.data, methods: methods.data } : undefined;
  return (
    <QueryStates
      query={summary.isError ? summary : methods}
      data={both}
      loadingLabel={t`Loading what is due`}
      errorTitle={t`Could not load what is due`}
      canRetry={!summary.isError}
    >
      {({ debt: due, methods: ways }) => <PayDue debt={debt} due={due} methods={ways} />}
    </QueryStates>
  );
}

function PayDue({
  debt,
  due,
  methods,
}: {
  debt: DebtRef;
  due: DebtSummary;
  methods: PaymentMethods;
}) {
  const { locale } = useLanguage();
  const start = useStartPayment();
  const verify = useVerifyPayment();
  const [payment, setPayment] = useState<Payment | null>(null);
  const [checkoutFailed, setCheckoutFailed] = useState(false);

  async function payOnline() {
    setCheckoutFailed(false);
    const started = await start.mutateAsync({ debt, method: "razorpay" });
    setPayment(started);
    if (!started.gateway) return;
    try {
      const Checkout = await loadCheckout();
      new Checkout({
        key: started.gateway.keyId,
        order_id: started.gateway.orderId,
        amount: started.amountPaise,
        currency: started.currency,
        description: started.label,
        handler: (result: CheckoutResult) => {
          void verify.mutateAsync({ id: started.id, result }).then(setPayment);
        },
      }).open();
    } catch {
      setCheckoutFailed(true);
    }
  }

  async function payByUpi() {
    setPayment(await start.mutateAsync({ debt, method: "upi" }));
  }

  if (payment?.status === "paid") return <Paid payment={payment} />;

  // What is asked for: the payment's own amount once there is one, else what is due now.
  const amount = payment?.amountPaise ?? due.duePaise;
  const nothingDue = !payment && (!due.payable || due.duePaise <= 0);
  const noWay = !methods.razorpay && !methods.upi;
  return (
    <Stack gap="md" maw={520}>
      <Paper withBorder p="md" data-testid="pay-due">
        <Text fw={600}>{payment?.label ?? due.label}</Text>
        <Text size="sm" c="gray.8">
          {payment ? <Trans>To pay</Trans> : <Trans>Due now</Trans>}
        </Text>
        <Text size="xl" fw={700}>
          {formatRupeesFromPaise(amount, locale)}
        </Text>
      </Paper>
      {!due.payable && !payment ? (
        <Alert color="gray" role="status">
          <Trans>This was cancelled or changed and can no longer be paid.</Trans>
        </Alert>
      ) : nothingDue ? (
        <Alert color="green" role="status">
          <Trans>Nothing is due on this.</Trans>
        </Alert>
      ) : noWay ? (
        <Alert color="blue" role="status">
          <Trans>
            Paying online is not available at the moment. Please pay at the institute's desk (cash,
            cheque or bank transfer); you will get a receipt.
          </Trans>
        </Alert>
      ) : (
        <Group gap="sm" wrap="wrap">
          {methods.razorpay ? (
            <Button onClick={() => void payOnline().catch(() => {})} loading={start.isPending}>
              <Trans>Pay online (card, UPI app or net banking)</Trans>
            </Button>
          ) : null}
          {methods.upi ? (
            <Button
              variant={methods.razorpay ? "default" : "filled"}
              onClick={() => void payByUpi().catch(() => {})}
              loading={!methods.razorpay && start.isPending}
            >
              <Trans>Pay by UPI QR code</Trans>
            </Button>
          ) : null}
        </Group>
      )}
      <FormError error={start.error ?? verify.error} />
      {checkoutFailed ? (
        <Alert color="red" role="alert">
          {methods.upi ? (
            <Trans>The payment window could not open. Pay by UPI QR code or at the desk.</Trans>
          ) : (
            <Trans>The payment window could not open. Please try again, or pay at the desk.</Trans>
          )}
        </Alert>
      ) : null}
      {payment?.method === "upi" ? <UpiPayment payment={payment} onChange={setPayment} /> : null}
    </Stack>
  );
}

function UpiPayment({ payment, onChange }: { payment: Payment; onChange: (p: Payment) => void }) {
  const { t } = useLingui();
  const submit = useSubmitUtr();
  const [utr, setUtr] = useState("");
  if (payment.status === "submitted") {
    const reference = payment.reference ?? "";
    return (
      <Alert color="blue" role="status">
        <Trans>
          Thank you. We will confirm your payment with UTR {reference} against our bank statement
          and mail you the receipt.
        </Trans>
      </Alert>
    );
  }
  if (!payment.upiLink) return null;
  return (
    <Paper withBorder p="md">
      <Stack gap="sm" align="flex-start">
        <Text>
          <Trans>Scan the code with any UPI app, or open the link on this phone.</Trans>
        </Text>
        <QRCodeSVG value={payment.upiLink} size={200} title={t`UPI QR code for this payment`} />
        <Anchor href={payment.upiLink}>
          <Trans>Open in a UPI app</Trans>
        </Anchor>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit
              .mutateAsync({ id: payment.id, utr })
              .then(onChange)
              .catch(() => {});
          }}
        >
          <Stack gap="xs">
            <TextInput
              label={t`UTR (the bank reference your UPI app shows)`}
              value={utr}
              onChange={(event) => setUtr(event.currentTarget.value)}
              required
              inputMode="numeric"
              autoComplete="off"
            />
            <FormError error={submit.error} />
            <Button type="submit" loading={submit.isPending}>
              <Trans>I have paid: send the UTR</Trans>
            </Button>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}

function Paid({ payment }: { payment: Payment }) {
  const download = useDownloadReceipt();
  const number = payment.receiptNumber ?? "";
  return (
    <Alert color="green" role="status">
      <Stack gap="xs" align="flex-start">
        <Text>
          <Trans>Paid. Your receipt {number} has been mailed to you.</Trans>
        </Text>
        {number ? (
          <Button
            variant="light"
            onClick={() => download.mutate({ id: payment.id, number })}
            loading={download.isPending}
          >
            <Trans>Download the receipt</Trans>
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}
