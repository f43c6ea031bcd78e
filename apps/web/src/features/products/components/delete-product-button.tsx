import type { Product } from "@app/shared/products";
import { useLingui } from "@lingui/react/macro";
import { DeleteButton } from "@/components/delete-button";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useTextIn } from "@/lib/use-text-in";
import { useDeleteProduct } from "../api/delete-product";

/** Admin only: asks first, then deletes the product and its images. */
export function DeleteProductButton({ product }: { product: Product }) {
  const { t } = useLingui();
  const remove = useDeleteProduct();
  const name = useTextIn()(product.nameText);
  return (
    <DeleteButton
      label={t`Delete ${name}`}
      title={t`Delete this product?`}
      consequence={t`“${name}” and its images will be deleted. Orders already placed keep their details.`}
      pending={remove.isPending}
      onConfirm={() =>
        remove.mutate(product._id, {
          onSuccess: () => notifySuccess(t`Deleted “${name}”`),
          onError: notifyError,
        })
      }
    />
  );
}
