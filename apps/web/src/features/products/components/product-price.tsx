// The struck-through list price and the selling price, both read out with their meaning.

import { formatRupees } from "@app/shared/format";
import type { Product } from "@app/shared/products";
import { Trans } from "@lingui/react/macro";
import { Group, Text, VisuallyHidden } from "@mantine/core";
import { useLanguage } from "@/lib/i18n";

export function ProductPrice({
  product,
  size = "md",
}: {
  product: Pick<Product, "price" | "sellprice">;
  size?: "md" | "xl";
}) {
  const { locale } = useLanguage();
  return (
    <Group gap="xs" align="baseline" wrap="wrap">
      {product.price !== product.sellprice && (
        <Text component="s" c="dimmed" size={size === "xl" ? "lg" : "sm"}>
          <VisuallyHidden>
            <Trans>Original price:</Trans>{" "}
          </VisuallyHidden>
          {formatRupees(product.price, locale)}
        </Text>
      )}
      <Text component="span" fw={700} size={size}>
        <VisuallyHidden>
          <Trans>Price:</Trans>{" "}
        </VisuallyHidden>
        {formatRupees(product.sellprice, locale)}
      </Text>
    </Group>
  );
}
