import { useLingui } from "@lingui/react/macro";
import { PageHeader } from "@/components/page-header";
import { ProductShop } from "@/features/products/components/product-shop";
import { galleryLoader } from "../gallery-loader";

/** /studymaterials: the study materials only. */
export function StudyMaterialsRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Study materials`} subtitle={t`Notes, guides and practice sets`} />
      <ProductShop kind="study" label={t`Study materials`} />
    </>
  );
}

export const loader = galleryLoader("study");
