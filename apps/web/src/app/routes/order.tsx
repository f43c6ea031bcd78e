import { Stack } from "@mantine/core";
import { PageHeader } from "@/components/page-header";
import { OrderForm } from "@/features/orders/components/order-form";
import { ProductFromAddress } from "@/features/products/components/product-from-address";

/** /order?id=… (signed in): the order form for one product. */
export function OrderRoute() {
  return (
    <ProductFromAddress>
      {(product) => (
        <Stack>
          <PageHeader title="Order" subtitle={`Buy ${product.name}`} />
          <OrderForm product={product} />
        </Stack>
      )}
    </ProductFromAddress>
  );
}
