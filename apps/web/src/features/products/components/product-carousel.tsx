// The product's 1–3 images in a carousel (embla via @mantine/carousel), with a live "n of m".
import { Trans, useLingui } from "@lingui/react/macro";
import "@mantine/carousel/styles.css";
import type { Product } from "@app/shared/products";
import { Carousel } from "@mantine/carousel";
import { Image, Text } from "@mantine/core";
import { useState } from "react";
import { useTextIn } from "@/lib/use-text-in";

export function productImages(product: Product): string[] {
  return [product.filename1, product.filename2, product.filename3].filter(
    (url): url is string => url !== null,
  );
}

export function ProductCarousel({ product }: { product: Product }) {
  const { t } = useLingui();
  const images = productImages(product);
  const [current, setCurrent] = useState(0);
  const total = images.length;
  const name = useTextIn()(product.nameText);
  return (
    <section aria-roledescription="carousel" aria-label={t`Images of ${name}`}>
      <Carousel
        withIndicators={total > 1}
        withControls={total > 1}
        emblaOptions={{ loop: false }}
        onSlideChange={setCurrent}
        previousControlProps={{ "aria-label": t`Previous image` }}
        nextControlProps={{ "aria-label": t`Next image` }}
        getIndicatorProps={(index) => {
          const number = index + 1;
          return {
            "aria-label": t`Show image ${number}`,
            "aria-current": index === current ? "true" : undefined,
          };
        }}
        controlSize={36}
        maw={640}
      >
        {images.map((url, index) => {
          const place = index + 1;
          return (
            <Carousel.Slide
              key={url}
              aria-roledescription="slide"
              aria-label={t`${place} of ${total}`}
              aria-hidden={index === current ? undefined : true}
            >
              <Image
                src={url}
                alt={t`${name}, image ${place} of ${total}`}
                fit="contain"
                h={{ base: 260, sm: 400 }}
                bg="gray.1"
                radius="sm"
                // The first picture is the page's largest paint (decision 022): fetched first, and
                // at once from the server's HTML; the others only when their slide comes near.
                fetchPriority={index === 0 ? "high" : "low"}
                loading={index === 0 ? "eager" : "lazy"}
              />
            </Carousel.Slide>
          );
        })}
      </Carousel>
      {total > 1 && (
        <Text size="sm" c="dimmed" ta="center" mt="xs" aria-live="polite">
          <Trans>
            Image {current + 1} of {total}
          </Trans>
        </Text>
      )}
    </section>
  );
}
