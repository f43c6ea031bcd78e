import { type ProductKind, ProductSchema } from "@app/shared/products";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { api, readPage } from "@/lib/api-client";
import { FIRST_PAGE, nextPage } from "@/lib/page-list";
import { productsQueryKey } from "./get-products";

/** POST /api/products/search: the text in the body, the page in the query. */
export const searchProducts = ({
  anytext,
  kind,
  page,
}: {
  anytext: string;
  kind?: ProductKind;
  page: number;
}) =>
  readPage(
    api.POST("/api/products/search", {
      params: { query: { page: page > FIRST_PAGE ? page : undefined } },
      body: { anytext, kind },
    }),
    ProductSchema,
  );

export const searchProductsQueryOptions = (anytext: string, kind?: ProductKind) =>
  infiniteQueryOptions({
    queryKey: [...productsQueryKey, "search", kind ?? "all", anytext],
    queryFn: ({ pageParam }) => searchProducts({ anytext, kind, page: pageParam }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPage,
  });

/**
 * Products whose name or description holds the text (any case), a page at a time; off while
 * null.
 */
export const useSearchProducts = (anytext: string | null, kind?: ProductKind) =>
  useInfiniteQuery({
    ...searchProductsQueryOptions(anytext ?? "", kind),
    enabled: anytext !== null,
    placeholderData: keepPreviousData,
  });
