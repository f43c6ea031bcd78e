import { useLingui } from "@lingui/react/macro";
import { PageHeader } from "@/components/page-header";
import { MoneyScreen } from "@/features/money/components/money-screen";

/** /staff/money (staff and admins): dues, money received by day or month and method, the CSV. */
export function StaffMoneyRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Money`} />
      <MoneyScreen />
    </>
  );
}
