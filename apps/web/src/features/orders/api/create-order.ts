import { type OrderData, OrderSchema } from "@app/shared/orders";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { request } from "@/lib/api-client";
import { ordersQueryKey } from "./get-orders";

export const createOrder = (input: OrderData) =>
  request("/api/users/order", OrderSchema, { method: "POST", body: input });

/** POST /api/users/order: the server takes name, email, product name and price itself. */
export const useCreateOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ordersQueryKey });
    },
  });
};
