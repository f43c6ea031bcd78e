import { type ProductKind, ProductSchema } from "@app/shared/products";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api, readPage } from "@/lib/api-client";
import { FIRST_PAGE, nextPage } from "@/lib/page-list";

/** Every product list and search starts with this key, so one invalidation refreshes them all. */
export const productsQueryKey = ["products"] as const;

/** Pictures in a gallery's first screenful: a row of four, or two rows of two on a phone. */
export const FIRST_SCREEN_IMAGES = 4;

/** GET /api/products: a page of the products of one kind (or all), newest first. */
export const getProducts = (kind: ProductKind | undefined, page: number) =>
  readPage(
    api.GET("/api/products", {
      params: { query: { kind, page: page > FIRST_PAGE ? page : undefined } },
    }),
    ProductSchema,
  );

export const getProductsQueryOptions = (kind?: ProductKind) =>
  infiniteQueryOptions({
    queryKey: [...productsQueryKey, "list", kind ?? "all"],
    queryFn: ({ pageParam }) => getProducts(kind, pageParam),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPage,
  });

/** The products of one kind (or all), newest first, a page at a time ("Show more products"). */
export const useProducts = (kind?: ProductKind) => useInfiniteQuery(getProductsQueryOptions(kind));
