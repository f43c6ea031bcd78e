import { ProductSchema } from "@app/shared/products";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, api, readJson } from "@/lib/api-client";

export const productQueryKey = (id: string) => ["product", id] as const;

export const getProduct = (id: string) =>
  readJson(api.GET("/api/products/{id}", { params: { path: { id } } }), ProductSchema);

export const getProductQueryOptions = (id: string) =>
  queryOptions({
    queryKey: productQueryKey(id),
    queryFn: () => getProduct(id),
    // A missing product stays missing: no point asking again.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

/** GET /api/products/{id}: one product; 404 when it does not exist. */
export const useProduct = (id: string) => useQuery(getProductQueryOptions(id));
