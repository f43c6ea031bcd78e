import { OrderSchema, type OrderStatus } from "@app/shared/orders";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, readJson } from "@/lib/api-client";
import { ordersQueryKey } from "./get-orders";

export const updateOrderStatus = ({ id, status }: { id: string; status: OrderStatus }) =>
  readJson(
    api.PUT("/api/orders/{id}", { params: { path: { id } }, body: { status } }),
    OrderSchema,
  );

/** PUT /api/orders/{id} {status} (staff); the pages reload (a filtered one may lose it). */
export const useUpdateOrderStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
};
