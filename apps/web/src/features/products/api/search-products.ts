import { type ProductKind, ProductSchema } from "@app/shared/products";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { request } from "@/lib/api-client";
import { productsQueryKey } from "./get-products";

export const searchProducts = ({ anytext, kind }: { anytext: string; kind?: ProductKind }) =>
  request("/search", ProductSchema.array(), { method: "POST", body: { anytext, kind } });

export const searchProductsQueryOptions = (anytext: string, kind?: ProductKind) =>
  queryOptions({
    queryKey: [...productsQueryKey, "search", kind ?? "all", anytext],
    queryFn: () => searchProducts({ anytext, kind }),
  });

/** POST /search: products whose name or description holds the text (any case); off while null. */
export const useSearchProducts = (anytext: string | null, kind?: ProductKind) =>
  useQuery({
    ...searchProductsQueryOptions(anytext ?? "", kind),
    enabled: anytext !== null,
    placeholderData: keepPreviousData,
  });
