// The product grid with its loading, empty and error states; admins get a Delete per item.
import type { Product } from "@app/shared/shop";
import type { UseQueryResult } from "@tanstack/react-query";
import { Link } from "react-router";
import { EmptyState, ErrorState, LoadingState } from "@/components/query-states";
import { DeleteProductButton } from "./delete-product-button";
import classes from "./product-grid.module.css";
import { ProductPrice } from "./product-price";

export function ProductGallery({
  products,
  emptyMessage,
  canDelete,
  label,
}: {
  products: UseQueryResult<Product[]>;
  emptyMessage: string;
  canDelete: boolean;
  label: string;
}) {
  if (products.isPending) return <LoadingState label="Loading products" />;
  if (products.isError)
    return (
      <ErrorState
        error={products.error}
        title="Could not load the products"
        onRetry={() => void products.refetch()}
      />
    );
  if (products.data.length === 0) return <EmptyState message={emptyMessage} />;
  return (
    <ul className={classes.grid} aria-label={label} aria-busy={products.isFetching || undefined}>
      {products.data.map((product) => (
        <li key={product._id} className={classes.item} data-testid="product-item">
          <Link to={`/single?id=${encodeURIComponent(product._id)}`} className={classes.link}>
            <img
              className={classes.image}
              src={product.thumb1}
              alt={product.name}
              loading="lazy"
              decoding="async"
              width={400}
              height={400}
            />
            <span className={classes.name}>{product.name}</span>
            <ProductPrice product={product} />
          </Link>
          {canDelete && <DeleteProductButton product={product} />}
        </li>
      ))}
    </ul>
  );
}
