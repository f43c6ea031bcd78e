import { TRIPS, type Trip } from "@app/shared/trips";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Card, SimpleGrid, Text, Title, type TitleOrder } from "@mantine/core";
import { useId } from "react";
import { useNavigate } from "react-router";

/** Each trip's name as a reader reads it (TRIP_NAMES is the name a ticket records, in English). */
const TITLES: Record<Trip, MessageDescriptor> = {
  plassey: msg`Plassey Monument`,
  hazarduari: msg`Hazarduari Palace`,
  iskon: msg`Nabadwip Iskon Temple`,
};

const DESCRIPTIONS: Record<Trip, MessageDescriptor> = {
  plassey: msg`The memorial at the site of the 1757 Battle of Plassey, on the bank of the Bhagirathi. A half-day guided visit.`,
  hazarduari: msg`The palace of a thousand doors in Murshidabad, with its museum of arms, paintings and the old Nawabi court.`,
  iskon: msg`The temple town of Nabadwip and the ISKCON complex at Mayapur across the river, with an evening aarti.`,
};

/**
 * The three trips. 'Book Trip' submits a GET to /new-ticket with the trip (docs/product.md), which
 * raises a ticket about it; a visitor signs in first and comes back to the same address.
 */
export function TripCards({ titleOrder = 2 }: { titleOrder?: TitleOrder }) {
  const { i18n } = useLingui();
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
              {i18n._(TITLES[product])}
            </Title>
            <Text mb="md" style={{ flex: 1 }}>
              {i18n._(DESCRIPTIONS[product])}
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
                <Trans>Book Trip</Trans>
              </Button>
            </form>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
