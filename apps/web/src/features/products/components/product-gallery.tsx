// The product grid, a page at a time ("Show more products"), with its loading, empty and error
// states; admins get an Edit and a Delete per item, and a flag on a text not yet translated.

import { missingLanguages } from "@app/shared/localized-text";
import type { Page } from "@app/shared/paging";
import type { Product } from "@app/shared/products";
import { Trans, useLingui } from "@lingui/react/macro";
import { Badge, Button, Group } from "@mantine/core";
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { LoadMore } from "@/components/load-more";
import { LocalizedLink } from "@/components/localized-link";
import { QueryStates } from "@/components/query-states";
import { loadedItems, totalOf } from "@/lib/page-list";
import { useTextIn } from "@/lib/use-text-in";
import { FIRST_SCREEN_IMAGES } from "../api/get-products";
import classes from "./product-grid.module.css";
import { ProductPrice } from "./product-price";

// Only admins delete: the button and its confirmation load for them alone.
const DeleteProductButton = lazy(async () => ({
  default: (await import("./delete-product-button")).DeleteProductButton,
}));

export function ProductGallery({
  products,
  emptyMessage,
  canDelete,
  label,
}: {
  products: UseInfiniteQueryResult<InfiniteData<Page<Product>>>;
  emptyMessage: string;
  canDelete: boolean;
  label: string;
}) {
  const { t } = useLingui();
  const textIn = useTextIn();
  const items = products.data && loadedItems(products.data, (product) => product._id);
  return (
    <QueryStates
      query={products}
      data={items}
      loadingLabel={t`Loading products`}
      errorTitle={t`Could not load the products`}
      empty={emptyMessage}
    >
      {(items) => (
        <>
          <ul
            className={classes.grid}
            aria-label={label}
            aria-busy={products.isFetching || undefined}
          >
            {items.map((product, index) => {
              const name = textIn(product.nameText);
              const untranslated =
                missingLanguages(product.nameText).length > 0 ||
                missingLanguages(product.descriptionText).length > 0;
              return (
                <li key={product._id} className={classes.item} data-testid="product-item">
                  <LocalizedLink
                    to={`/single?id=${encodeURIComponent(product._id)}`}
                    className={classes.link}
                  >
                    <img
                      className={classes.image}
                      src={product.thumb1}
                      alt={name}
                      // Lazy, as the specification asks, except the first screenful: the page's largest
                      // paint, fetched ahead of everything else as soon as the server's HTML names it
                      // (a lazy picture waits for the layout, and then for the scripts' downloads).
                      loading={index < FIRST_SCREEN_IMAGES ? "eager" : "lazy"}
                      fetchPriority={index < FIRST_SCREEN_IMAGES ? "high" : "auto"}
                      decoding="async"
                      width={400}
                      height={400}
                    />
                    <span className={classes.name}>{name}</span>
                    <ProductPrice product={product} />
                    {product.stock === 0 && (
                      <Badge color="#c92a2a" c="#ffffff" radius="sm" tt="none">
                        <Trans>Sold out</Trans>
                      </Badge>
                    )}
                  </LocalizedLink>
                  {canDelete && (
                    <Group gap="xs">
                      {untranslated && (
                        <Badge color="#8a4b00" c="#ffffff" radius="sm" tt="none">
                          <Trans>Translation missing</Trans>
                        </Badge>
                      )}
                      <Button
                        component={Link}
                        to={`/admin/products/${encodeURIComponent(product._id)}`}
                        size="xs"
                        variant="default"
                        aria-label={t`Edit ${name}`}
                      >
                        <Trans>Edit</Trans>
                      </Button>
                      <Suspense fallback={null}>
                        <DeleteProductButton product={product} />
                      </Suspense>
                    </Group>
                  )}
                </li>
              );
            })}
          </ul>
          <LoadMore
            shown={items.length}
            total={totalOf(products.data)}
            hasMore={products.hasNextPage}
            loading={products.isFetchingNextPage}
            onMore={() => void products.fetchNextPage()}
            label={t`Show more products`}
          />
        </>
      )}
    </QueryStates>
  );
}
