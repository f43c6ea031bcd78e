import { Alert, Button, Stack, Title } from "@mantine/core";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { errorMessage } from "@/lib/api-client";

/** Error boundary of a section: the page failed, the navigation bar still works. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : errorMessage(error);
  return (
    <Stack align="flex-start" py="xl" component="section">
      <Title order={1}>Something went wrong</Title>
      <Alert color="red" title="This page could not be shown">
        {message}
      </Alert>
      <Button component={Link} to="/">
        Go to the home page
      </Button>
    </Stack>
  );
}
