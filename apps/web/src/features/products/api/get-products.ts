import { type ProductKind, ProductSchema } from "@app/shared/products";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { request } from "@/lib/api-client";
import { PRODUCTS_PATH } from "./start-gallery";

/** Every product list and search starts with this key, so one invalidation refreshes them all. */
export const productsQueryKey = ["products"] as const;

/** Pictures in a gallery's first screenful: a row of four, or two rows of two on a phone. */
export const FIRST_SCREEN_IMAGES = 4;

export const getProducts = (kind?: ProductKind) =>
  request(PRODUCTS_PATH, ProductSchema.array(), { query: { kind } });

export const getProductsQueryOptions = (kind?: ProductKind) =>
  queryOptions({
    queryKey: [...productsQueryKey, "list", kind ?? "all"],
    queryFn: () => getProducts(kind),
  });

/** GET /photo: the products of one kind (or all), newest first. */
export const useProducts = (kind?: ProductKind) => useQuery(getProductsQueryOptions(kind));

/**
 * For a gallery that is the opened page (see start-gallery.ts): fills the cache with the product
 * list (the answer startGallery sent for) and, once it is here, starts the first screenful's
 * pictures (the page's largest paint) at high priority, so they load while the page's code is
 * still arriving rather than once the grid has drawn. The grid's own images stay lazy and take
 * these from the browser's cache.
 */
export function prefetchGallery(client: QueryClient, kind: ProductKind): void {
  void client.prefetchQuery(getProductsQueryOptions(kind)).then(() => {
    const products = client.getQueryData(getProductsQueryOptions(kind).queryKey) ?? [];
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
