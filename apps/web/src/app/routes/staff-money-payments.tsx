import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor } from "@mantine/core";
import { Link } from "react-router";
import { PageHeader } from "@/components/page-header";
import { PaymentsList } from "@/features/money/components/payments-list";

/** /staff/money/payments (staff and admins): everyone's payments; admins refund from a row. */
export function StaffMoneyPaymentsRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`All payments`}
        actions={
          <Anchor component={Link} to="/staff/money">
            <Trans>Back to money</Trans>
          </Anchor>
        }
      />
      <PaymentsList />
    </>
  );
}
