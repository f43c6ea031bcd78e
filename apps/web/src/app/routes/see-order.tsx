import { useLingui } from "@lingui/react/macro";
import { PageHeader } from "@/components/page-header";
import { AllOrders } from "@/features/orders/components/all-orders";

/** /seeorder (staff and admins): every order, with its status. */
export function SeeOrderRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`All orders`} />
      <AllOrders />
    </>
  );
}
