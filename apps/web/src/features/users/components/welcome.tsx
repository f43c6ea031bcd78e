import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Group, List, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useUser } from "@/lib/auth";

// The specification's fixed travel-rules text about an island destination.
const TRAVEL_RULES = [
  msg`Carry a government photo ID; it is checked before boarding the ferry to the island.`,
  msg`Be at the jetty 30 minutes before departure; the ferry leaves on time and does not wait.`,
  msg`Plastic bags and bottles are not allowed on the island; bring a reusable bottle.`,
  msg`Swim only at the marked beaches and only while the lifeguards are on duty.`,
  msg`Do not touch or collect coral, shells or turtle eggs; the reefs are protected.`,
  msg`Follow the guide's instructions during storms and keep your phone charged.`,
];

export function Welcome() {
  const { t, i18n } = useLingui();
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
      <section aria-labelledby="travel-rules">
        <Title order={2} size="h3" id="travel-rules" mb="xs">
          <Trans>Travel rules for the island trip</Trans>
        </Title>
        <List spacing="xs">
          {TRAVEL_RULES.map((rule) => (
            <List.Item key={rule.id}>{i18n._(rule)}</List.Item>
          ))}
        </List>
      </section>
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
