import { Stack } from "@mantine/core";
import { PageHeader } from "@/components/page-header";
import { ProductDetail } from "@/features/products/components/product-detail";
import { ProductFromAddress } from "@/features/products/components/product-from-address";

/** /single?id=…: one product with its images, prices, description and Buy. */
export function SingleRoute() {
  return (
    <ProductFromAddress>
      {(product) => (
        <Stack>
          <PageHeader title={product.name} />
          <ProductDetail product={product} />
        </Stack>
      )}
    </ProductFromAddress>
  );
}
