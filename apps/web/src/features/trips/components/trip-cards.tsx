import { TRIP_NAMES, TRIPS, type Trip } from "@app/shared/trips";
import { Button, Card, SimpleGrid, Text, Title, type TitleOrder } from "@mantine/core";
import { useId } from "react";
import { useNavigate } from "react-router";

const DESCRIPTIONS: Record<Trip, string> = {
  plassey:
    "The memorial at the site of the 1757 Battle of Plassey, on the bank of the Bhagirathi. A half-day guided visit.",
  hazarduari:
    "The palace of a thousand doors in Murshidabad, with its museum of arms, paintings and the old Nawabi court.",
  iskon:
    "The temple town of Nabadwip and the ISKCON complex at Mayapur across the river, with an evening aarti.",
};

/**
 * The three trips. 'Book Trip' submits a GET to /new-ticket with the trip (docs/product.md), which
 * raises a ticket about it; a visitor signs in first and comes back to the same address.
 */
export function TripCards({ titleOrder = 2 }: { titleOrder?: TitleOrder }) {
  const idPrefix = useId();
  const navigate = useNavigate();
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      {TRIPS.map((product) => {
        const titleId = `${idPrefix}-${product}`;
        return (
          <Card
            key={product}
            withBorder
            padding="lg"
            component="article"
            aria-labelledby={titleId}
            data-trip={product}
          >
            <Title order={titleOrder} size="h3" mb="xs" id={titleId}>
              {TRIP_NAMES[product]}
            </Title>
            <Text mb="md" style={{ flex: 1 }}>
              {DESCRIPTIONS[product]}
            </Text>
            {/* A plain GET form, sent as an in-app navigation (the same address it would load). */}
            <form
              method="get"
              action="/new-ticket"
              onSubmit={(event) => {
                event.preventDefault();
                void navigate(`/new-ticket?${new URLSearchParams({ trip: product })}`);
              }}
            >
              <input type="hidden" name="trip" value={product} />
              <Button type="submit" fullWidth aria-describedby={titleId}>
                Book Trip
              </Button>
            </form>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
