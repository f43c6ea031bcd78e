// /single?id=…: the carousel, name, prices, description and Buy.

import type { Product } from "@app/shared/products";
import { Trans, useLingui } from "@lingui/react/macro";
import { Badge, Button, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { LocalizedLink } from "@/components/localized-link";

import { ProductCarousel } from "./product-carousel";
import { ProductPrice } from "./product-price";

export function ProductDetail({ product }: { product: Product }) {
  const { t } = useLingui();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
      <ProductCarousel product={product} />
      <Stack gap="sm" align="flex-start">
        <Badge variant="outline" color="dark" tt="none">
          {product.kind === "study" ? t`Study material` : t`Shop item`}
        </Badge>
        <ProductPrice product={product} size="xl" />
        <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{product.title}</Text>
        <Group>
          <Button
            component={LocalizedLink}
            to={`/order?id=${encodeURIComponent(product._id)}`}
            size="md"
          >
            <Trans>Buy</Trans>
          </Button>
        </Group>
      </Stack>
    </SimpleGrid>
  );
}
