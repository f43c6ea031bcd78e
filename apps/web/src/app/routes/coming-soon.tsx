import { Button, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";

/** Placeholder for pages of the specification that a later issue builds. */
export function ComingSoonRoute() {
  return (
    <Stack align="flex-start" py="xl">
      <Title order={1}>Coming soon</Title>
      <Text>This part of the institute's site is being built. Please check back shortly.</Text>
      <Button component={Link} to="/">
        Go to the home page
      </Button>
    </Stack>
  );
}
