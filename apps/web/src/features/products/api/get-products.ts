import { type ProductKind, ProductSchema } from "@app/shared/shop";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { request } from "@/lib/api-client";

/** Every product list and search starts with this key, so one invalidation refreshes them all. */
export const productsQueryKey = ["products"] as const;

export const getProducts = (kind?: ProductKind) =>
  request("/photo", ProductSchema.array(), { query: { kind } });

export const getProductsQueryOptions = (kind?: ProductKind) =>
  queryOptions({
    queryKey: [...productsQueryKey, "list", kind ?? "all"],
    queryFn: () => getProducts(kind),
  });

/** GET /photo: the products of one kind (or all), newest first. */
export const useProducts = (kind?: ProductKind) => useQuery(getProductsQueryOptions(kind));
