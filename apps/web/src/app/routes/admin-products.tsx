import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Text } from "@mantine/core";
import { Link } from "react-router";
import { PageHeader } from "@/components/page-header";
import { ProductShop } from "@/features/products/components/product-shop";

/** /admin (the specification's signed-in '/'): every product, the upload form and Delete. */
export function AdminProductsRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`Products`}
        subtitle={t`Upload and delete shop items and study materials`}
      />
      <Text mb="md">
        <Trans>Orders to handle?</Trans>{" "}
        <Anchor component={Link} to="/seeorder">
          <Trans>Open all orders</Trans>
        </Anchor>
      </Text>
      <ProductShop label={t`All products`} />
    </>
  );
}
