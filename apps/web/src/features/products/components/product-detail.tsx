// /single?id=…: the carousel, name, prices, description and Buy (or "Sold out" when the shop
// counts the product's stock and none is left).

import { formatCount } from "@app/shared/format";
import type { Product } from "@app/shared/products";
import { Trans, useLingui } from "@lingui/react/macro";
import { Badge, Button, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { LocalizedLink } from "@/components/localized-link";
import { useLanguage } from "@/lib/i18n";
import { useTextIn } from "@/lib/use-text-in";
import { ProductCarousel } from "./product-carousel";
import { ProductPrice } from "./product-price";

/** Below this many left, the page says how many. */
const FEW_LEFT = 5;

export function ProductDetail({ product }: { product: Product }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const textIn = useTextIn();
  const { stock } = product;
  const soldOut = stock === 0;
  const left = stock === null ? "" : formatCount(stock, locale);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
      <ProductCarousel product={product} />
      <Stack gap="sm" align="flex-start">
        <Badge variant="outline" color="dark" tt="none">
          {product.kind === "study" ? t`Study material` : t`Shop item`}
        </Badge>
        <ProductPrice product={product} size="xl" />
        <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
          {textIn(product.descriptionText)}
        </Text>
        {soldOut && (
          <Badge color="#c92a2a" c="#ffffff" radius="sm" size="lg" tt="none">
            <Trans>Sold out</Trans>
          </Badge>
        )}
        {stock !== null && stock > 0 && stock <= FEW_LEFT && (
          <Text fw={500} c="#8a4b00">
            <Trans>Only {left} left</Trans>
          </Text>
        )}
        <Group>
          {soldOut ? (
            <Button size="md" disabled>
              <Trans>Buy</Trans>
            </Button>
          ) : (
            <Button
              component={LocalizedLink}
              to={`/order?id=${encodeURIComponent(product._id)}`}
              size="md"
            >
              <Trans>Buy</Trans>
            </Button>
          )}
        </Group>
      </Stack>
    </SimpleGrid>
  );
}
