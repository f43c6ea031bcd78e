import { Stack } from "@mantine/core";
import { PageHeader } from "@/components/page-header";
import { getProductQueryOptions } from "@/features/products/api/get-product";
import { ProductDetail } from "@/features/products/components/product-detail";
import { ProductFromAddress } from "@/features/products/components/product-from-address";
import { useTextIn } from "@/lib/use-text-in";
import { queryLoader } from "../query-loader";

/** /single?id=…: one product with its images, prices, description and Buy. */
export function SingleRoute() {
  const textIn = useTextIn();
  return (
    <ProductFromAddress>
      {(product) => (
        <Stack>
          <PageHeader title={textIn(product.nameText)} />
          <ProductDetail product={product} />
        </Stack>
      )}
    </ProductFromAddress>
  );
}

/** The product the address names (`?id=`). */
export const loader = queryLoader(async (client, url) => {
  const id = url.searchParams.get("id")?.trim() ?? "";
  if (id !== "") await client.ensureQueryData(getProductQueryOptions(id));
});
