import { ProductSchema } from "@app/shared/products";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { request } from "@/lib/api-client";

// Its own key: the billing screen lists every kind of product, the galleries one kind each.
export const billingProductsQueryKey = ["billing", "products"] as const;

export const getBillingProducts = () => request("/photo", ProductSchema.array());

export const getBillingProductsQueryOptions = () =>
  queryOptions({ queryKey: billingProductsQueryKey, queryFn: getBillingProducts });

/** Every product (shop items and study materials), newest first; refetched on each visit. */
export const useBillingProducts = () =>
  useQuery({ ...getBillingProductsQueryOptions(), refetchOnMount: "always" });
