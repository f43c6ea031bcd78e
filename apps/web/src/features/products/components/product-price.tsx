// The struck-through list price and the selling price, both read out with their meaning.

import { formatRupees } from "@app/shared/format";
import type { Product } from "@app/shared/products";
import { Group, Text, VisuallyHidden } from "@mantine/core";

export function ProductPrice({
  product,
  size = "md",
}: {
  product: Pick<Product, "price" | "sellprice">;
  size?: "md" | "xl";
}) {
  return (
    <Group gap="xs" align="baseline" wrap="wrap">
      {product.price !== product.sellprice && (
        <Text component="s" c="dimmed" size={size === "xl" ? "lg" : "sm"}>
          <VisuallyHidden>Original price: </VisuallyHidden>
          {formatRupees(product.price)}
        </Text>
      )}
      <Text component="span" fw={700} size={size}>
        <VisuallyHidden>Price: </VisuallyHidden>
        {formatRupees(product.sellprice)}
      </Text>
    </Group>
  );
}
