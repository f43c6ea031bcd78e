import { PageHeader } from "@/components/page-header";
import { ProductShop } from "@/features/products/components/product-shop";
import { galleryLoader } from "../gallery-loader";

/** /studymaterials: the study materials only. */
export function StudyMaterialsRoute() {
  return (
    <>
      <PageHeader title="Study materials" subtitle="Notes, guides and practice sets" />
      <ProductShop kind="study" label="Study materials" />
    </>
  );
}

export const loader = galleryLoader("study");
