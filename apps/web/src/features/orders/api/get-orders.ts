import { OrderSchema } from "@app/shared/orders";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { request } from "@/lib/api-client";

export const ordersQueryKey = ["orders"] as const;

export const getOrders = () => request("/api/users/order", OrderSchema.array());

export const getOrdersQueryOptions = () =>
  queryOptions({ queryKey: ordersQueryKey, queryFn: getOrders });

/** GET /api/users/order: every order for staff, the caller's own for a user; newest first. */
export const useOrders = () => useQuery({ ...getOrdersQueryOptions(), refetchOnMount: "always" });
