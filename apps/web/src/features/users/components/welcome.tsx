import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useUser } from "@/lib/auth";

/** `travelRules`: the rules of the reader's own booked trips (features/trips draws them). */
export function Welcome({ travelRules }: { travelRules: ReactNode }) {
  const { t } = useLingui();
  const user = useUser();
  return (
    <Stack>
      <Title order={1}>
        <Trans>Welcome</Trans>
      </Title>
      <Paper withBorder p="md">
        <Text fw={600}>{user?.name}</Text>
        <Text>{user?.email}</Text>
      </Paper>
      {travelRules}
      <Group component="nav" aria-label={t`Dashboard`}>
        <Anchor component={Link} to="/tickets">
          <Trans>My tickets</Trans>
        </Anchor>
        <Anchor component={Link} to="/trip">
          <Trans>Book a trip</Trans>
        </Anchor>
        <Anchor component={Link} to="/profile">
          <Trans>My profile</Trans>
        </Anchor>
        <Anchor component={Link} to="/share-location">
          <Trans>Share my location</Trans>
        </Anchor>
      </Group>
    </Stack>
  );
}
