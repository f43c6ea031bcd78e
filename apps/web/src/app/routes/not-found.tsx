import { Button, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { Link, useLocation } from "react-router";

export function NotFoundRoute() {
  const { pathname } = useLocation();
  useDocumentTitle("Page not found | Plassey Institute");
  return (
    <Stack align="flex-start" py="xl">
      <Title order={1}>Page not found</Title>
      <Text>
        There is no page at <code>{pathname}</code>. It may have moved, or the address may be
        mistyped.
      </Text>
      <Button component={Link} to="/">
        Go to the home page
      </Button>
    </Stack>
  );
}
