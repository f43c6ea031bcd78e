import { type OrderData, OrderSchema } from "@app/shared/orders";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, readJson } from "@/lib/api-client";
import { ordersQueryKey } from "./get-orders";

export const createOrder = (input: OrderData) =>
  readJson(api.POST("/api/orders", { body: input }), OrderSchema);

/** POST /api/orders: the server takes name, email, product name and price itself. */
export const useCreateOrder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ordersQueryKey });
    },
  });
};
