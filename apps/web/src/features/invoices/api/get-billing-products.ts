import { ProductSchema } from "@app/shared/products";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { api, readPage } from "@/lib/api-client";
import { FIRST_PAGE, nextPage } from "@/lib/page-list";

// Its own key: the billing screen lists every kind of product, the galleries one kind each.
export const billingProductsQueryKey = ["billing", "products"] as const;

/** GET /api/products?q=: a page of every kind of product whose name or description holds `q`. */
export const getBillingProducts = (q: string, page: number) =>
  readPage(
    api.GET("/api/products", {
      params: { query: { q: q || undefined, page: page > FIRST_PAGE ? page : undefined } },
    }),
    ProductSchema,
  );

/** Products (shop items and study materials) matching `q`, newest first, a page at a time. */
export const useBillingProducts = (q: string) =>
  useInfiniteQuery({
    queryKey: [...billingProductsQueryKey, q],
    queryFn: ({ pageParam }) => getBillingProducts(q, pageParam),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPage,
    refetchOnMount: "always",
    placeholderData: keepPreviousData,
  });
