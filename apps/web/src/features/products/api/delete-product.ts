import { type Product, ProductSchema } from "@app/shared/products";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, readJson } from "@/lib/api-client";
import { productQueryKey } from "./get-product";
import { productsQueryKey } from "./get-products";

export const deleteProduct = (id: string) =>
  readJson(api.DELETE("/api/products/{id}", { params: { path: { id } } }), ProductSchema);

/** DELETE /api/products/{id} (admin): the product and its images go; the loaded pages reload. */
export const useDeleteProduct = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: async (product: Product) => {
      queryClient.removeQueries({ queryKey: productQueryKey(product._id) });
      await queryClient.invalidateQueries({ queryKey: productsQueryKey });
    },
  });
};
