import { Stack } from "@mantine/core";
import { useSearchParams } from "react-router";
import { PageHeader } from "@/components/page-header";
import { ErrorState, LoadingState } from "@/components/query-states";
import { useProduct } from "@/features/products/api/get-product";
import { ProductDetail } from "@/features/products/components/product-detail";
import { ProductNotFound } from "@/features/products/components/product-not-found";
import { ApiError } from "@/lib/api-client";

function SingleProduct({ id }: { id: string }) {
  const product = useProduct(id);
  if (product.isPending) return <LoadingState label="Loading the product" />;
  if (product.isError) {
    if (product.error instanceof ApiError && [400, 404].includes(product.error.status))
      return <ProductNotFound />;
    return (
      <ErrorState
        error={product.error}
        title="Could not load the product"
        onRetry={() => void product.refetch()}
      />
    );
  }
  return (
    <Stack>
      <PageHeader title={product.data.name} />
      <ProductDetail product={product.data} />
    </Stack>
  );
}

/** /single?id=…: one product with its images, prices, description and Buy. */
export function SingleRoute() {
  const [params] = useSearchParams();
  const id = params.get("id")?.trim() ?? "";
  return id === "" ? <ProductNotFound /> : <SingleProduct key={id} id={id} />;
}
