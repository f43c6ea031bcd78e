import { Button, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { Link } from "react-router";

/** What /single and /order show for a missing or unknown product id. */
export function ProductNotFound() {
  useDocumentTitle("Product not found | Plassey Institute");
  return (
    <Stack align="flex-start" py="xl">
      <Title order={1}>Product not found</Title>
      <Text>This product does not exist or has been removed from the shop.</Text>
      <Button component={Link} to="/shop">
        Go to the shop
      </Button>
    </Stack>
  );
}
