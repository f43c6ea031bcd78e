import type { Product } from "@app/shared/products";
import { Button, Text } from "@mantine/core";
import { openConfirm } from "@/lib/confirm";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useDeleteProduct } from "../api/delete-product";

/** Admin only: asks first, then deletes the product and its images. */
export function DeleteProductButton({ product }: { product: Product }) {
  const remove = useDeleteProduct();
  const confirm = () =>
    openConfirm({
      title: "Delete this product?",
      children: (
        <Text size="sm">
          “{product.name}” and its images will be deleted. Orders already placed keep their details.
        </Text>
      ),
      labels: { confirm: "Delete", cancel: "Cancel" },
      confirmProps: { color: "red" },
      onConfirm: () =>
        remove.mutate(product._id, {
          onSuccess: () => notifySuccess(`Deleted “${product.name}”`),
          onError: notifyError,
        }),
    });
  return (
    <Button
      color="red"
      variant="outline"
      size="xs"
      onClick={confirm}
      loading={remove.isPending}
      aria-label={`Delete ${product.name}`}
    >
      Delete
    </Button>
  );
}
