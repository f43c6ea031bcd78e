// A gallery's first data when it is the page the browser opened (router.tsx's prefetch): the
// product list is sent for at once, before the list's own code (and its schemas) has arrived.
import type { ProductKind } from "@app/shared/products";
import type { QueryClient } from "@tanstack/react-query";
import { startEarly } from "@/lib/api-client";

export const PRODUCTS_PATH = "/photo";

export async function startGallery(client: QueryClient, kind: ProductKind): Promise<void> {
  startEarly(PRODUCTS_PATH, { query: { kind } });
  (await import("./get-products")).prefetchGallery(client, kind);
}
