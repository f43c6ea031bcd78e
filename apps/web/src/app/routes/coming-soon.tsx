import { Trans } from "@lingui/react/macro";
import { Button, Stack, Text, Title } from "@mantine/core";
import { LocalizedLink } from "@/components/localized-link";

/** Placeholder for pages of the specification that a later issue builds. */
export function ComingSoonRoute() {
  return (
    <Stack align="flex-start" py="xl">
      <Title order={1}>
        <Trans>Coming soon</Trans>
      </Title>
      <Text>
        <Trans>This part of the institute's site is being built. Please check back shortly.</Trans>
      </Text>
      <Button component={LocalizedLink} to="/">
        <Trans>Go to the home page</Trans>
      </Button>
    </Stack>
  );
}
