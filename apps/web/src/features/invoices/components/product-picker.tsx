// The searchable, scrolling product list of the billing screen: each product is a button that
// adds it to the bill (a repeat click raises that line's quantity).
import type { Product } from "@app/shared/products";
import { ScrollArea, Stack, Text, TextInput, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { useDeferredValue, useMemo, useState } from "react";
import { EmptyState, ErrorState, LoadingState } from "@/components/query-states";
import { formatRupeesFromPaise } from "@/lib/format";
import { useBillingProducts } from "../api/get-billing-products";
import classes from "./product-picker.module.css";

function matches(product: Product, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (needle === "") return true;
  return (
    product.name.toLowerCase().includes(needle) || product.title.toLowerCase().includes(needle)
  );
}

export function ProductPicker({ onAdd }: { onAdd: (product: Product) => void }) {
  const products = useBillingProducts();
  const [search, setSearch] = useState("");
  const deferredSearch = useDeferredValue(search);
  const shown = useMemo(
    () => (products.data ?? []).filter((product) => matches(product, deferredSearch)),
    [products.data, deferredSearch],
  );

  return (
    <Stack gap="sm">
      <TextInput
        label="Search products"
        type="search"
        placeholder="Name or description"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {products.isPending ? (
        <LoadingState label="Loading products" />
      ) : products.isError ? (
        <ErrorState
          error={products.error}
          title="Could not load the products"
          onRetry={() => void products.refetch()}
        />
      ) : products.data.length === 0 ? (
        <EmptyState message="No products yet: add some to the shop first" />
      ) : shown.length === 0 ? (
        <EmptyState message="No product matches your search" />
      ) : (
        <ScrollArea.Autosize mah={360} type="auto" className={classes.list}>
          <ul aria-label="Products" style={{ listStyle: "none", margin: 0, padding: 0 }}>
            {shown.map((product) => (
              <li key={product._id}>
                <UnstyledButton className={classes.item} onClick={() => onAdd(product)}>
                  <img src={product.thumb1} alt="" className={classes.thumb} loading="lazy" />
                  <Text component="span" size="sm" className={classes.name}>
                    <VisuallyHidden>Add </VisuallyHidden>
                    {product.name}
                  </Text>
                  <Text component="span" size="sm" className={classes.price}>
                    {formatRupeesFromPaise(product.sellpricePaise)}
                  </Text>
                </UnstyledButton>
              </li>
            ))}
          </ul>
        </ScrollArea.Autosize>
      )}
      <VisuallyHidden aria-live="polite">
        {products.isSuccess ? `${shown.length} products shown` : ""}
      </VisuallyHidden>
    </Stack>
  );
}
