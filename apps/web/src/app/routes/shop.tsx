import { PageHeader } from "@/components/page-header";
import { ProductShop } from "@/features/products/components/product-shop";
import { galleryLoader } from "../gallery-loader";

/** /shop and /plasseyshop: the shop items, with search (and the upload form for an admin). */
export function ShopRoute() {
  return (
    <>
      <PageHeader title="E-shop" subtitle="Books, stationery and more from the institute" />
      <ProductShop kind="shop" label="Shop items" />
    </>
  );
}

export const loader = galleryLoader("shop");
