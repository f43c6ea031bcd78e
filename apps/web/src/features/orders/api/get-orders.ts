import { OrderSchema } from "@app/shared/orders";
import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { api, readPage } from "@/lib/api-client";
import { FIRST_PAGE, nextPage } from "@/lib/page-list";
import type { ListQuery } from "@/lib/use-list-params";

export const ordersQueryKey = ["orders"] as const;

/** GET /api/orders: every order for staff, the caller's own for a user; newest first. */
export const getOrders = (query: ListQuery) =>
  readPage(api.GET("/api/orders", { params: { query } }), OrderSchema);

export const getOrdersQueryOptions = (query: ListQuery) =>
  queryOptions({ queryKey: [...ordersQueryKey, "list", query], queryFn: () => getOrders(query) });

/** One page of the orders, searched and filtered by the server (/seeorder). */
export const useOrders = (query: ListQuery) =>
  useQuery({
    ...getOrdersQueryOptions(query),
    refetchOnMount: "always",
    placeholderData: keepPreviousData,
  });

/** The caller's orders a page at a time, grown with "Show more" (the profile). */
export const useOrderPages = () =>
  useInfiniteQuery({
    queryKey: [...ordersQueryKey, "pages"],
    queryFn: ({ pageParam }) => getOrders({ page: String(pageParam) }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: nextPage,
    refetchOnMount: "always",
  });
