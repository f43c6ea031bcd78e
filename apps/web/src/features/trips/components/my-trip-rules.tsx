// The welcome page's travel rules: those of each trip the traveller holds a booking on, or, with
// none booked, an invitation to see the trips.
import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, List, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { QueryStates } from "@/components/query-states";
import { useMyTripRules } from "../api/trips";

export function MyTripRules() {
  const { t } = useLingui();
  const rules = useMyTripRules();
  return (
    <Stack component="section" aria-labelledby="travel-rules" gap="sm">
      <Title order={2} size="h3" id="travel-rules">
        <Trans>Travel rules for your trips</Trans>
      </Title>
      <QueryStates
        query={rules}
        data={rules.data}
        loadingLabel={t`Loading your trips' rules`}
        errorTitle={t`Could not load your trips' rules`}
        empty={t`You have no trip booked yet.`}
        emptyHint={t`The rules of a trip show here once you reserve seats.`}
        emptyAction={
          <Anchor component={Link} to="/trip">
            <Trans>See the trips</Trans>
          </Anchor>
        }
      >
        {(trips) =>
          trips.map((trip) => (
            <Stack gap={4} key={trip.tripId} data-testid="trip-rules">
              <Title order={3} size="h4">
                {trip.trip}
              </Title>
              {trip.rules ? (
                <List spacing="xs">
                  {trip.rules
                    .split("\n")
                    .filter((line) => line.trim() !== "")
                    .map((line, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the rules' lines as written
                      <List.Item key={index}>{line}</List.Item>
                    ))}
                </List>
              ) : (
                <Text size="sm" c="gray.7">
                  <Trans>No particular rules for this trip.</Trans>
                </Text>
              )}
            </Stack>
          ))
        }
      </QueryStates>
    </Stack>
  );
}
