import { type Order, OrderSchema, type OrderStatus } from "@app/shared/orders";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "@/lib/api-client";
import { ordersQueryKey } from "./get-orders";

export const updateOrderStatus = ({ id, status }: { id: string; status: OrderStatus }) =>
  request(`/api/users/order/${encodeURIComponent(id)}`, OrderSchema, {
    method: "PUT",
    body: { status },
  });

/** PUT /api/users/order/{id} {status} (staff). */
export const useUpdateOrderStatus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: async (order: Order) => {
      queryClient.setQueryData<Order[]>(ordersQueryKey, (list) =>
        list?.map((item) => (item._id === order._id ? order : item)),
      );
      await queryClient.invalidateQueries({ queryKey: ordersQueryKey });
    },
  });
};
