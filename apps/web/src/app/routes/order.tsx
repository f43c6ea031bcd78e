import { useLingui } from "@lingui/react/macro";
import { Stack } from "@mantine/core";
import { PageHeader } from "@/components/page-header";
import { OrderForm } from "@/features/orders/components/order-form";
import { ProductFromAddress } from "@/features/products/components/product-from-address";
import { useTextIn } from "@/lib/use-text-in";

/** /order?id=… (signed in): the order form for one product. */
export function OrderRoute() {
  const { t } = useLingui();
  const textIn = useTextIn();
  return (
    <ProductFromAddress>
      {(product) => (
        <Stack>
          <PageHeader title={t`Order`} subtitle={t`Buy ${textIn(product.nameText)}`} />
          <OrderForm product={product} />
        </Stack>
      )}
    </ProductFromAddress>
  );
}
