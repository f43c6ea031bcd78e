// The loader of a product gallery (/shop, /plasseyshop, /studymaterials): its first page, and with
// `?q=` (also a search sent before the page's scripts ran, a plain GET) the first page of results.
import type { ProductKind } from "@app/shared/products";
import { getProductsQueryOptions } from "@/features/products/api/get-products";
import { searchProductsQueryOptions } from "@/features/products/api/search-products";
import { queryLoader } from "./query-loader";

export const galleryLoader = (kind: ProductKind) =>
  queryLoader(async (client, url) => {
    const search = url.searchParams.get("q")?.trim() ?? "";
    await Promise.all([
      client.ensureInfiniteQueryData(getProductsQueryOptions(kind)),
      search === ""
        ? undefined
        : client.ensureInfiniteQueryData(searchProductsQueryOptions(search, kind)),
    ]);
  });
