// The product grid, a page at a time ("Show more products"), with its loading, empty and error
// states; admins get a Delete per item.

import type { Page } from "@app/shared/paging";
import type { Product } from "@app/shared/products";
import { useLingui } from "@lingui/react/macro";
import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { LoadMore } from "@/components/load-more";
import { LocalizedLink } from "@/components/localized-link";
import { EmptyState, ErrorState, LoadingState } from "@/components/query-states";
import { loadedItems, totalOf } from "@/lib/page-list";
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
  if (products.isPending) return <LoadingState label={t`Loading products`} />;
  if (products.isError && !products.data)
    return (
      <ErrorState
        error={products.error}
        title={t`Could not load the products`}
        onRetry={() => void products.refetch()}
      />
    );
  const items = loadedItems(products.data, (product) => product._id);
  if (items.length === 0) return <EmptyState message={emptyMessage} />;
  return (
    <>
      <ul className={classes.grid} aria-label={label} aria-busy={products.isFetching || undefined}>
        {items.map((product, index) => (
          <li key={product._id} className={classes.item} data-testid="product-item">
            <LocalizedLink
              to={`/single?id=${encodeURIComponent(product._id)}`}
              className={classes.link}
            >
              <img
                className={classes.image}
                src={product.thumb1}
                alt={product.name}
                // Lazy, as the specification asks, except the first screenful: the page's largest
                // paint, fetched ahead of everything else as soon as the server's HTML names it
                // (a lazy picture waits for the layout, and then for the scripts' downloads).
                loading={index < FIRST_SCREEN_IMAGES ? "eager" : "lazy"}
                fetchPriority={index < FIRST_SCREEN_IMAGES ? "high" : "auto"}
                decoding="async"
                width={400}
                height={400}
              />
              <span className={classes.name}>{product.name}</span>
              <ProductPrice product={product} />
            </LocalizedLink>
            {canDelete && (
              <Suspense fallback={null}>
                <DeleteProductButton product={product} />
              </Suspense>
            )}
          </li>
        ))}
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
  );
}
