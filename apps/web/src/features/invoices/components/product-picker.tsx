// The searchable, scrolling product list of the billing screen: each product is a button that
// adds it to the bill (a repeat click raises that line's quantity). The server searches; the list
// grows a page at a time.

import { formatCount, formatRupeesFromPaise } from "@app/shared/format";
import type { Product } from "@app/shared/products";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ScrollArea, Stack, Text, TextInput, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { SEARCH_DELAY_MS } from "@/components/list-toolbar";
import { LoadMore } from "@/components/load-more";
import { EmptyState, ErrorState, LoadingState } from "@/components/query-states";
import { useLanguage } from "@/lib/i18n";
import { loadedItems, totalOf } from "@/lib/page-list";
import { useBillingProducts } from "../api/get-billing-products";
import classes from "./product-picker.module.css";

export function ProductPicker({ onAdd }: { onAdd: (product: Product) => void }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const products = useBillingProducts(q);
  const shown = loadedItems(products.data, (product) => product._id);
  const total = totalOf(products.data);
  const found = formatCount(total, locale);

  return (
    <Stack gap="sm">
      <TextInput
        label={t`Search products`}
        type="search"
        placeholder={t`Name or description`}
        leftSection={<IconSearch size={16} aria-hidden />}
        maxLength={200}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {products.isPending ? (
        <LoadingState label={t`Loading products`} />
      ) : products.isError && !products.data ? (
        <ErrorState
          error={products.error}
          title={t`Could not load the products`}
          onRetry={() => void products.refetch()}
        />
      ) : shown.length === 0 ? (
        <EmptyState
          message={
            q === ""
              ? t`No products yet: add some to the shop first`
              : t`No product matches your search`
          }
        />
      ) : (
        <ScrollArea.Autosize mah={360} type="auto" className={classes.list}>
          <ul
            aria-label={t`Products`}
            aria-busy={products.isFetching || undefined}
            style={{ listStyle: "none", margin: 0, padding: 0 }}
          >
            {shown.map((product) => (
              <li key={product._id}>
                <UnstyledButton className={classes.item} onClick={() => onAdd(product)}>
                  <img src={product.thumb1} alt="" className={classes.thumb} loading="lazy" />
                  <Text component="span" size="sm" className={classes.name}>
                    <Trans>
                      <VisuallyHidden>Add </VisuallyHidden>
                      {product.name}
                    </Trans>
                  </Text>
                  <Text component="span" size="sm" className={classes.price}>
                    {formatRupeesFromPaise(product.sellpricePaise, locale)}
                  </Text>
                </UnstyledButton>
              </li>
            ))}
          </ul>
          {products.hasNextPage && (
            <div className={classes.more}>
              <LoadMore
                shown={shown.length}
                total={total}
                hasMore
                loading={products.isFetchingNextPage}
                onMore={() => void products.fetchNextPage()}
                label={t`Show more products`}
              />
            </div>
          )}
        </ScrollArea.Autosize>
      )}
      <VisuallyHidden aria-live="polite">
        {products.isSuccess && !products.isPlaceholderData
          ? t`${plural(total, {
              one: `${found} product found`,
              other: `${found} products found`,
            })}`
          : ""}
      </VisuallyHidden>
    </Stack>
  );
}
