import { Alert, Button, Stack, Title } from "@mantine/core";
import { Link, useRouteError } from "react-router";
import { errorMessage } from "@/lib/api-client";

/** What a section shows when its page failed (its code did not load, or it threw while drawing). */
export function RouteError({ error }: { error: unknown }) {
  return (
    <Stack align="flex-start" py="xl" component="section">
      <Title order={1}>Something went wrong</Title>
      <Alert color="red" title="This page could not be shown">
        {errorMessage(error)}
      </Alert>
      <Button component={Link} to="/">
        Go to the home page
      </Button>
    </Stack>
  );
}

/** A route's error element: the error React Router caught, shown in the page's place. */
export function RouteErrorElement() {
  return <RouteError error={useRouteError()} />;
}
