import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Stack, Title } from "@mantine/core";
import { Link } from "react-router";
import { PageHeader } from "@/components/page-header";
import { PAYMENTS_PATH } from "@/features/money/components/money-labels";
import { DeskPaymentForm } from "@/features/payments/components/desk-payment-form";
import { UpiConfirmations } from "@/features/payments/components/upi-confirmations";

/** /staff/payments (staff and admins): money at the desk, and UPI references to confirm. */
export function StaffPaymentsRoute() {
  const { t } = useLingui();
  return (
    <Stack>
      <PageHeader
        title={t`Payments`}
        actions={
          <Anchor component={Link} to={PAYMENTS_PATH}>
            <Trans>All payments</Trans>
          </Anchor>
        }
      />
      <Title order={2} size="h3">
        <Trans>Take a payment at the desk</Trans>
      </Title>
      <DeskPaymentForm />
      <Title order={2} size="h3">
        <Trans>UPI references to confirm</Trans>
      </Title>
      <UpiConfirmations />
    </Stack>
  );
}
