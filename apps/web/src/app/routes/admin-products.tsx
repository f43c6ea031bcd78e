import { Anchor, Text } from "@mantine/core";
import { Link } from "react-router";
import { PageHeader } from "@/components/page-header";
import { ProductShop } from "@/features/products/components/product-shop";

/** /admin (the specification's signed-in '/'): every product, the upload form and Delete. */
export function AdminProductsRoute() {
  return (
    <>
      <PageHeader title="Products" subtitle="Upload and delete shop items and study materials" />
      <Text mb="md">
        Orders to handle?{" "}
        <Anchor component={Link} to="/seeorder">
          Open all orders
        </Anchor>
      </Text>
      <ProductShop label="All products" />
    </>
  );
}
