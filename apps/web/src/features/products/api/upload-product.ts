import { type Product, type ProductKind, ProductSchema } from "@app/shared/products";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, multipart, readJson } from "@/lib/api-client";
import { productsQueryKey } from "./get-products";

export type UploadProductInput = {
  name: string;
  title: string;
  price: string;
  sellprice: string;
  kind: ProductKind;
  photos: File[];
};

export const uploadProduct = ({ photos, ...fields }: UploadProductInput) => {
  const body = new FormData();
  // Text fields first: the server reads the parts in order.
  body.append("name", fields.name);
  body.append("title", fields.title);
  body.append("price", fields.price);
  body.append("sellprice", fields.sellprice);
  body.append("kind", fields.kind);
  for (const photo of photos) body.append("photo", photo);
  return readJson(api.POST("/api/products", multipart(body)), ProductSchema);
};

/** POST /api/products (admin, multipart); every product list refetches afterwards. */
export const useUploadProduct = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProduct,
    onSuccess: async (_product: Product) => {
      await queryClient.invalidateQueries({ queryKey: productsQueryKey });
    },
  });
};
