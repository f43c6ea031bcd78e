import { PageHeader } from "@/components/page-header";
import { AllOrders } from "@/features/orders/components/all-orders";

/** /seeorder (staff and admins): every order, with its status. */
export function SeeOrderRoute() {
  return (
    <>
      <PageHeader title="All orders" />
      <AllOrders />
    </>
  );
}
