import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Stack, Text, Title } from "@mantine/core";
import { LocalizedLink } from "@/components/localized-link";
import { usePageTitle } from "@/lib/use-page-title";

/** What /single and /order show for a missing or unknown product id. */
export function ProductNotFound() {
  const { t } = useLingui();
  usePageTitle(t`Product not found`);
  return (
    <Stack align="flex-start" py="xl">
      <Title order={1}>
        <Trans>Product not found</Trans>
      </Title>
      <Text>
        <Trans>This product does not exist or has been removed from the shop.</Trans>
      </Text>
      <Button component={LocalizedLink} to="/shop">
        <Trans>Go to the shop</Trans>
      </Button>
    </Stack>
  );
}
