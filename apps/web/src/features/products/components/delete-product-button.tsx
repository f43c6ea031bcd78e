import type { Product } from "@app/shared/products";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Text } from "@mantine/core";
import { openConfirm } from "@/lib/confirm";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useDeleteProduct } from "../api/delete-product";

/** Admin only: asks first, then deletes the product and its images. */
export function DeleteProductButton({ product }: { product: Product }) {
  const { t } = useLingui();
  const remove = useDeleteProduct();
  const { name } = product;
  const confirm = () =>
    openConfirm({
      title: t`Delete this product?`,
      children: (
        <Text size="sm">
          <Trans>
            “{name}” and its images will be deleted. Orders already placed keep their details.
          </Trans>
        </Text>
      ),
      labels: { confirm: t`Delete`, cancel: t`Cancel` },
      confirmProps: { color: "red" },
      onConfirm: () =>
        remove.mutate(product._id, {
          onSuccess: () => notifySuccess(t`Deleted “${name}”`),
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
      aria-label={t`Delete ${name}`}
    >
      <Trans>Delete</Trans>
    </Button>
  );
}
