import { ProductSchema } from "@app/shared/products";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, request } from "@/lib/api-client";

export const productQueryKey = (id: string) => ["product", id] as const;

export const getProduct = (id: string) =>
  request("/single/photo", ProductSchema, { method: "POST", body: { category: id } });

export const getProductQueryOptions = (id: string) =>
  queryOptions({
    queryKey: productQueryKey(id),
    queryFn: () => getProduct(id),
    // A missing product stays missing: no point asking again.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

/** POST /single/photo {category}: one product; 404 when it does not exist. */
export const useProduct = (id: string) => useQuery(getProductQueryOptions(id));
