import { useLingui } from "@lingui/react/macro";
import { useParams } from "react-router";
import { PageHeader } from "@/components/page-header";
import { QueryStates } from "@/components/query-states";
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
  const name = product.data && textIn(product.data.nameText);
  const missing = product.error instanceof ApiError && [400, 404].includes(product.error.status);
  return (
    <>
      <PageHeader title={name === undefined ? t`Edit product` : t`Edit ${name}`} />
      <QueryStates
        query={product}
        data={product.data}
        loadingLabel={t`Loading the product`}
        errorTitle={missing ? t`There is no such product` : t`Could not load the product`}
        canRetry={!missing}
      >
        {(data) => <ProductEditor product={data} />}
      </QueryStates>
    </>
  );
}
