import { OrderSchema, type OrderStatus } from "@app/shared/orders";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "@/lib/api-client";
import { ordersQueryKey } from "./get-orders";

export const updateOrderStatus = ({ id, status }: { id: string; status: OrderStatus }) =>
  request(`/api/users/order/${encodeURIComponent(id)}`, OrderSchema, {
    method: "PUT",
    body: { status },
  });

/** PUT /api/users/order/{id} {status} (staff); the pages reload (a filtered one may lose it). */
export const useUpdateOrderStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
};
