import { type Product, type ProductKind, ProductSchema } from "@app/shared/products";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, multipart, readJson } from "@/lib/api-client";
import { productsQueryKey } from "./get-products";

export type UploadProductInput = {
  name_en: string;
  name_bn: string;
  description_en: string;
  description_bn: string;
  price: string;
  sellprice: string;
  kind: ProductKind;
  /** '' when the shop does not count it. */
  stock: string;
  /** HSN or SAC code; the GST rate in percent, as text ("18"). */
  hsnSac: string;
  gstRate: string;
  photos: File[];
};

export const uploadProduct = ({ photos, ...fields }: UploadProductInput) => {
  const body = new FormData();
  // Text fields first: the server reads the parts in order.
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
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
