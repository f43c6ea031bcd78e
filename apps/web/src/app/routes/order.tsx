import { Stack } from "@mantine/core";
import { useSearchParams } from "react-router";
import { PageHeader } from "@/components/page-header";
import { ErrorState, LoadingState } from "@/components/query-states";
import { OrderForm } from "@/features/orders/components/order-form";
import { useProduct } from "@/features/products/api/get-product";
import { ProductNotFound } from "@/features/products/components/product-not-found";
import { ApiError } from "@/lib/api-client";

function OrderProduct({ id }: { id: string }) {
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
      <PageHeader title="Order" subtitle={`Buy ${product.data.name}`} />
      <OrderForm product={product.data} />
    </Stack>
  );
}

/** /order?id=… (signed in): the order form for one product. */
export function OrderRoute() {
  const [params] = useSearchParams();
  const id = params.get("id")?.trim() ?? "";
  return id === "" ? <ProductNotFound /> : <OrderProduct key={id} id={id} />;
}
