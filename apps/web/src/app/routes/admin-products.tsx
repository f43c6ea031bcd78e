import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Text } from "@mantine/core";
import { Link } from "react-router";
import { PageHeader } from "@/components/page-header";
import { ProductShop } from "@/features/products/components/product-shop";

/**
 * /admin (the specification's signed-in '/'): every product, the form that adds one, and each
 * product's Edit (its own page) and Delete.
 */
export function AdminProductsRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`Products`}
        subtitle={t`Add, edit and delete shop items and study materials`}
      />
      <Text mb="md">
        <Trans>
          Orders to handle?{" "}
          <Anchor component={Link} to="/seeorder">
            Open all orders
          </Anchor>
        </Trans>
      </Text>
      <ProductShop label={t`All products`} />
    </>
  );
}
