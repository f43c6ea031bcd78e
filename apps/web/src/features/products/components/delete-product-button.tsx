import type { Product } from "@app/shared/products";
import { Button, Text } from "@mantine/core";
import { openConfirm } from "@/lib/confirm";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useTextIn } from "@/lib/use-text-in";
import { useDeleteProduct } from "../api/delete-product";

/** Admin only: asks first, then deletes the product and its images. */
export function DeleteProductButton({ product }: { product: Product }) {
  const remove = useDeleteProduct();
  const name = useTextIn()(product.nameText);
  const confirm = () =>
    openConfirm({
      title: "Delete this product?",
      children: (
        <Text size="sm">
          “{name}” and its images will be deleted. Orders already placed keep their details.
        </Text>
      ),
      labels: { confirm: "Delete", cancel: "Cancel" },
      confirmProps: { color: "red" },
      onConfirm: () =>
        remove.mutate(product._id, {
          onSuccess: () => notifySuccess(`Deleted “${name}”`),
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
      aria-label={`Delete ${name}`}
    >
      Delete
    </Button>
  );
}
