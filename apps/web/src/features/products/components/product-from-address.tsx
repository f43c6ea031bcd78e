// The product named by `?id=` in the address (/single, /order), with its loading, not-found and
// error states; `children` draws it once it is here.

import type { Product } from "@app/shared/products";
import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { QueryStates } from "@/components/query-states";
import { ApiError } from "@/lib/api-client";
import { useProduct } from "../api/get-product";
import { ProductNotFound } from "./product-not-found";

type Draw = (product: Product) => ReactNode;

function LoadedProduct({ id, children }: { id: string; children: Draw }) {
  const { t } = useLingui();
  const product = useProduct(id);
  if (product.error instanceof ApiError && [400, 404].includes(product.error.status)) {
    return <ProductNotFound />;
  }
  return (
    <QueryStates
      query={product}
      data={product.data}
      loadingLabel={t`Loading the product`}
      errorTitle={t`Could not load the product`}
    >
      {children}
    </QueryStates>
  );
}

export function ProductFromAddress({ children }: { children: Draw }) {
  const [params] = useSearchParams();
  const id = params.get("id")?.trim() ?? "";
  if (id === "") return <ProductNotFound />;
  return (
    <LoadedProduct key={id} id={id}>
      {children}
    </LoadedProduct>
  );
}
