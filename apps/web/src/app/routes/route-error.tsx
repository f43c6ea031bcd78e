import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button, Stack, Title } from "@mantine/core";
import { useRouteError } from "react-router";
import { LocalizedLink } from "@/components/localized-link";
import { errorMessage } from "@/lib/api-client";

/** What a section shows when its page failed (its code did not load, or it threw while drawing). */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useLingui();
  return (
    <Stack align="flex-start" py="xl" component="section">
      <Title order={1}>
        <Trans>Something went wrong</Trans>
      </Title>
      <Alert color="red" title={t`This page could not be shown`}>
        {errorMessage(error)}
      </Alert>
      <Button component={LocalizedLink} to="/">
        <Trans>Go to the home page</Trans>
      </Button>
    </Stack>
  );
}

/** A route's error element: the error React Router caught, shown in the page's place. */
export function RouteErrorElement() {
  return <RouteError error={useRouteError()} />;
}
