// A gallery page: the marquee, search (kept in `?q=` so Back works), the grid and, for an
// admin, the upload form. `kind` undefined shows every product (the admin's /admin page).

import { formatCount } from "@app/shared/format";
import type { ProductKind } from "@app/shared/products";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Stack } from "@mantine/core";
import { lazy, Suspense } from "react";
import { useSearchParams } from "react-router";
import { useUser } from "@/lib/auth";
import { useLanguage } from "@/lib/i18n";
import { totalOf } from "@/lib/page-list";
import { useProducts } from "../api/get-products";
import { useSearchProducts } from "../api/search-products";
import { GenuineMarquee } from "./genuine-marquee";
import { ProductGallery } from "./product-gallery";
import { ProductSearch } from "./product-search";

// Only admins see the upload form: its inputs and file handling load for them alone.
const ProductUploadForm = lazy(async () => ({
  default: (await import("./product-upload-form")).ProductUploadForm,
}));

export function ProductShop({ kind, label }: { kind?: ProductKind; label: string }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const isAdmin = useUser()?.role === "admin";
  const [params, setParams] = useSearchParams();
  const query = params.get("q");
  const search = query === null || query.trim() === "" ? null : query.trim();
  const all = useProducts(kind);
  const found = useSearchProducts(search, kind);
  const matches = totalOf(found.data);
  const count = formatCount(matches, locale);

  const setSearch = (text: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (text === null) next.delete("q");
        else next.set("q", text);
        return next;
      },
      { preventScrollReset: true },
    );

  return (
    <Stack>
      <GenuineMarquee />
      {isAdmin && (
        <Suspense fallback={null}>
          <ProductUploadForm defaultKind={kind ?? "shop"} />
        </Suspense>
      )}
      <ProductSearch active={search} onSearch={setSearch} onClear={() => setSearch(null)} />
      <div aria-live="polite">
        {search !== null && found.isSuccess && !found.isPlaceholderData && (
          <p>
            {t`${plural(matches, {
              one: `${count} product matches “${search}”`,
              other: `${count} products match “${search}”`,
            })}`}
          </p>
        )}
      </div>
      <ProductGallery
        products={search === null ? all : found}
        emptyMessage={search === null ? t`No products yet` : t`No products match "${search}"`}
        canDelete={isAdmin}
        label={search === null ? label : t`${label}: search results`}
      />
    </Stack>
  );
}
