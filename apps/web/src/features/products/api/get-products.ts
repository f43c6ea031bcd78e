import { type ProductKind, ProductSchema } from "@app/shared/products";
import { infiniteQueryOptions, type QueryClient, useInfiniteQuery } from "@tanstack/react-query";
import { requestPage } from "@/lib/api-client";
import { FIRST_PAGE, nextPage } from "@/lib/page-list";
import { PRODUCTS_PATH } from "./start-gallery";

/** Every product list and search starts with this key, so one invalidation refreshes them all. */
export const productsQueryKey = ["products"] as const;

/** Pictures in a gallery's first screenful: a row of four, or two rows of two on a phone. */
export const FIRST_SCREEN_IMAGES = 4;

/** GET /photo: a page of the products of one kind (or all), newest first. */
export const getProducts = (kind: ProductKind | undefined, page: number) =>
  requestPage(PRODUCTS_PATH, ProductSchema, {
    // The first page without `page`: the URL startGallery sent for.
    query: { kind, page: page > FIRST_PAGE ? String(page) : undefined },
  });

export const getProductsQueryOptions = (kind?: ProductKind) =>
  infiniteQueryOptions({
    queryKey: [...productsQueryKey, "list", kind ?? "all"],
    queryFn: ({ pageParam }) => getProducts(kind, pageParam),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPage,
  });

/** The products of one kind (or all), newest first, a page at a time ("Show more products"). */
export const useProducts = (kind?: ProductKind) => useInfiniteQuery(getProductsQueryOptions(kind));

/**
 * For a gallery that is the opened page (see start-gallery.ts): fills the cache with the first
 * page of products (the answer startGallery sent for) and, once it is here, starts the first
 * screenful's pictures (the page's largest paint) at high priority, so they load while the page's
 * code is still arriving rather than once the grid has drawn. The grid's own images stay lazy and
 * take these from the browser's cache.
 */
export function prefetchGallery(client: QueryClient, kind: ProductKind): void {
  const options = getProductsQueryOptions(kind);
  void client.prefetchInfiniteQuery(options).then(() => {
    const products = client.getQueryData(options.queryKey)?.pages[0]?.items ?? [];
    for (const product of products.slice(0, FIRST_SCREEN_IMAGES)) {
      const link = document.createElement("link");
      link.rel = "preload";
      link.as = "image";
      link.href = product.thumb1;
      link.fetchPriority = "high";
      document.head.append(link);
    }
  });
}
