import { useLingui } from "@lingui/react/macro";
import { useParams } from "react-router";
import { PageHeader } from "@/components/page-header";
import { ErrorState, LoadingState } from "@/components/query-states";
import { useProduct } from "@/features/products/api/get-product";
import { ProductEditor } from "@/features/products/components/product-edit-form";
import { ApiError } from "@/lib/api-client";
import { useTextIn } from "@/lib/use-text-in";

/** /admin/products/:productId: an admin edits one product (its text, prices, stock, images). */
export function ProductEditRoute() {
  const { t } = useLingui();
  const textIn = useTextIn();
  const id = useParams().productId ?? "";
  const product = useProduct(id);
  if (product.isPending) return <LoadingState label={t`Loading the product`} />;
  if (product.isError) {
    const missing = product.error instanceof ApiError && [400, 404].includes(product.error.status);
    return (
      <>
        <PageHeader title={t`Edit product`} />
        <ErrorState
          error={product.error}
          title={missing ? t`There is no such product` : t`Could not load the product`}
          onRetry={missing ? undefined : () => void product.refetch()}
        />
      </>
    );
  }
  const name = textIn(product.data.nameText);
  return (
    <>
      <PageHeader title={t`Edit ${name}`} />
      <ProductEditor product={product.data} />
    </>
  );
}
