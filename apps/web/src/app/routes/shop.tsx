import { useLingui } from "@lingui/react/macro";
import { PageHeader } from "@/components/page-header";
import { ProductShop } from "@/features/products/components/product-shop";
import { galleryLoader } from "../gallery-loader";

/** /shop and /plasseyshop: the shop items, with search (and the upload form for an admin). */
export function ShopRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`E-shop`} subtitle={t`Books, stationery and more from the institute`} />
      <ProductShop kind="shop" label={t`Shop items`} />
    </>
  );
}

export const loader = galleryLoader("shop");
