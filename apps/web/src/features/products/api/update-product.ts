import { type Product, ProductSchema, type ProductUpdateInput } from "@app/shared/products";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, multipart, readJson } from "@/lib/api-client";
import { productQueryKey } from "./get-product";
import { productsQueryKey } from "./get-products";

export const updateProduct = ({ id, ...body }: ProductUpdateInput & { id: string }) =>
  readJson(api.PATCH("/api/products/{id}", { params: { path: { id } }, body }), ProductSchema);

export const addProductImages = ({ id, photos }: { id: string; photos: File[] }) => {
  const body = new FormData();
  for (const photo of photos) body.append("photo", photo);
  return readJson(
    api.POST("/api/products/{id}/images", { params: { path: { id } }, ...multipart(body) }),
    ProductSchema,
  );
};

export const replaceProductImage = ({
  id,
  slot,
  photo,
}: {
  id: string;
  slot: number;
  photo: File;
}) => {
  const body = new FormData();
  body.append("photo", photo);
  return readJson(
    api.PUT("/api/products/{id}/images/{slot}", {
      params: { path: { id, slot } },
      ...multipart(body),
    }),
    ProductSchema,
  );
};

/** After a change: the product's own query holds the answer, and every list reloads. */
function useSaved() {
  const queryClient = useQueryClient();
  return async (product: Product) => {
    queryClient.setQueryData(productQueryKey(product._id), product);
    await queryClient.invalidateQueries({ queryKey: productsQueryKey });
  };
}

/**
 * PATCH /api/products/{id} (admin): text, prices in paise, kind, stock, HSN or SAC code, GST rate,
 * the images' order.
 */
export const useUpdateProduct = () =>
  useMutation({ mutationFn: updateProduct, onSuccess: useSaved() });

/** POST /api/products/{id}/images (admin, multipart): images after the product's own. */
export const useAddProductImages = () =>
  useMutation({ mutationFn: addProductImages, onSuccess: useSaved() });

/** PUT /api/products/{id}/images/{slot} (admin, multipart): a new image in that place. */
export const useReplaceProductImage = () =>
  useMutation({ mutationFn: replaceProductImage, onSuccess: useSaved() });
