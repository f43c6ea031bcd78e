import { Anchor, Group, List, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useUser } from "@/lib/auth";

// The specification's fixed travel-rules text about an island destination.
const TRAVEL_RULES = [
  "Carry a government photo ID; it is checked before boarding the ferry to the island.",
  "Be at the jetty 30 minutes before departure; the ferry leaves on time and does not wait.",
  "Plastic bags and bottles are not allowed on the island; bring a reusable bottle.",
  "Swim only at the marked beaches and only while the lifeguards are on duty.",
  "Do not touch or collect coral, shells or turtle eggs; the reefs are protected.",
  "Follow the guide's instructions during storms and keep your phone charged.",
];

export function Welcome() {
  const user = useUser();
  return (
    <Stack>
      <Title order={1}>Welcome</Title>
      <Paper withBorder p="md">
        <Text fw={600}>{user?.name}</Text>
        <Text>{user?.email}</Text>
      </Paper>
      <section aria-labelledby="travel-rules">
        <Title order={2} size="h3" id="travel-rules" mb="xs">
          Travel rules for the island trip
        </Title>
        <List spacing="xs">
          {TRAVEL_RULES.map((rule) => (
            <List.Item key={rule}>{rule}</List.Item>
          ))}
        </List>
      </section>
      <Group component="nav" aria-label="Dashboard">
        <Anchor component={Link} to="/tickets">
          My tickets
        </Anchor>
        <Anchor component={Link} to="/trip">
          Book a trip
        </Anchor>
        <Anchor component={Link} to="/profile">
          My profile
        </Anchor>
        <Anchor component={Link} to="/share-location">
          Share my location
        </Anchor>
      </Group>
    </Stack>
  );
}
