import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Stack, Text, Title } from "@mantine/core";
import { useLocation } from "react-router";
import { LocalizedLink } from "@/components/localized-link";
import { usePageTitle } from "@/lib/use-page-title";

export function NotFoundRoute() {
  const { pathname } = useLocation();
  const { t } = useLingui();
  usePageTitle(t`Page not found`);
  return (
    <Stack align="flex-start" py="xl">
      <Title order={1}>
        <Trans>Page not found</Trans>
      </Title>
      <Text>
        <Trans>
          There is no page at <code>{pathname}</code>. It may have moved, or the address may be
          mistyped.
        </Trans>
      </Text>
      <Button component={LocalizedLink} to="/">
        <Trans>Go to the home page</Trans>
      </Button>
    </Stack>
  );
}
