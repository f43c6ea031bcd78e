import { useLingui } from "@lingui/react/macro";
import { Stack } from "@mantine/core";
import { PageHeader } from "@/components/page-header";
import { OrderForm } from "@/features/orders/components/order-form";
import { ProductFromAddress } from "@/features/products/components/product-from-address";

/** /order?id=… (signed in): the order form for one product. */
export function OrderRoute() {
  const { t } = useLingui();
  return (
    <ProductFromAddress>
      {(product) => (
        <Stack>
          <PageHeader title={t`Order`} subtitle={t`Buy ${product.name}`} />
          <OrderForm product={product} />
        </Stack>
      )}
    </ProductFromAddress>
  );
}
