import { formatCalendarDate, formatCount, formatRupeesFromPaise } from "@app/shared/format";
import type { PublicDeparture, PublicTrip } from "@app/shared/trips";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  Anchor,
  Box,
  Button,
  Card,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Title,
  type TitleOrder,
} from "@mantine/core";
import { useId } from "react";
import { Link, useNavigate } from "react-router";
import { QueryStates } from "@/components/query-states";
import { useLanguage } from "@/lib/i18n";
import { useTrips } from "../api/trips";
import classes from "./trip-photos.module.css";

/** The address of the booking form for a trip (a signed-in page; a visitor signs in first). */
export const reservePath = (tripId: string, departureId?: string): string =>
  `/trip/reserve?${new URLSearchParams({ trip: tripId, ...(departureId ? { departure: departureId } : {}) })}`;

/** The new ticket's form about a trip: any trip, the three first ones or one staff added. */
export const ticketPath = (tripId: string): string =>
  `/new-ticket?${new URLSearchParams({ trip: tripId })}`;

/**
 * The trips with their next departures, each with its adult and child prices, and the trip's
 * pickup points. 'Book Trip', on every trip, submits a GET to /new-ticket with the trip
 * (docs/product.md), which raises a ticket about it; 'Reserve seats' opens the booking form; a trip with no departure
 * links to a ticket about it. A visitor signs in first and comes back to the same address.
 */
export function TripCards({ titleOrder = 2 }: { titleOrder?: TitleOrder }) {
  const { t } = useLingui();
  const { language } = useLanguage();
  const trips = useTrips(language);
  return (
    <QueryStates
      query={trips}
      data={trips.data?.items}
      loadingLabel={t`Loading the trips`}
      errorTitle={t`Could not load the trips`}
      empty={t`No trips are offered yet.`}
    >
      {(items) => (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {items.map((trip) => (
            <TripCard key={trip._id} trip={trip} titleOrder={titleOrder} />
          ))}
        </SimpleGrid>
      )}
    </QueryStates>
  );
}

function TripCard({ trip, titleOrder }: { trip: PublicTrip; titleOrder: TitleOrder }) {
  const { t } = useLingui();
  const titleId = `${useId()}-title`;
  const navigate = useNavigate();
  const bookable = trip.departures.some((departure) => departure.seatsLeft > 0);
  const title = trip.title;
  const pickupPoints = trip.pickupPoints.join(", ");
  return (
    <Card
      withBorder
      padding="lg"
      component="article"
      aria-labelledby={titleId}
      data-trip={trip._id}
    >
      {trip.photos.length > 1 ? (
        <Card.Section mb="sm">
          <TripPhotos title={trip.title} photos={trip.photos} />
        </Card.Section>
      ) : (
        trip.photo && (
          <Card.Section mb="sm">
            <Image src={trip.photo} alt="" h={180} fit="cover" />
          </Card.Section>
        )
      )}
      <Title order={titleOrder} size="h3" mb="xs" id={titleId}>
        {trip.title}
      </Title>
      <Text mb="xs">{trip.description}</Text>
      {trip.duration && (
        <Text size="sm" mb="xs">
          <Trans>Duration: {trip.duration}</Trans>
        </Text>
      )}
      {trip.included && (
        <Text size="sm" mb="xs">
          <Trans>Included: {trip.included}</Trans>
        </Text>
      )}
      <Stack gap={4} mb="md" style={{ flex: 1 }}>
        <Text fw={600} size="sm">
          <Trans>Next departures</Trans>
        </Text>
        {trip.departures.length === 0 ? (
          <Text size="sm" c="gray.7" data-testid="no-departures">
            <Trans>
              No departures are planned yet;{" "}
              <Anchor
                component={Link}
                to={ticketPath(trip._id)}
                size="sm"
                underline="always"
                aria-label={t`Ask us on a ticket: ${title}`}
              >
                ask us on a ticket
              </Anchor>
              .
            </Trans>
          </Text>
        ) : (
          <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: "none" }}>
            {trip.departures.map((departure) => (
              <DepartureLine key={departure._id} departure={departure} />
            ))}
          </Stack>
        )}
        {trip.departures.length > 0 && trip.pickupPoints.length > 0 && (
          <Text size="sm" mt={4} data-testid="pickup-points">
            <Trans>Pickup points: {pickupPoints}</Trans>
          </Text>
        )}
      </Stack>
      {/* The two actions share a row while both labels fit whole and stack otherwise (a phone, a
          long Bengali label): each grows from its label's own width, with no share of the row
          imposed that would cut a label off. */}
      <Group gap="xs" wrap="wrap" data-testid="trip-actions">
        {/* On every trip's card, one staff added as well as the three first ones (decision 062): a
            plain GET form, sent as an in-app navigation (the same address it would load). */}
        <Box
          component="form"
          flex="1 1 auto"
          method="get"
          action="/new-ticket"
          onSubmit={(event) => {
            event.preventDefault();
            void navigate(ticketPath(trip._id));
          }}
        >
          <input type="hidden" name="trip" value={trip._id} />
          <Button type="submit" fullWidth aria-describedby={titleId}>
            <Trans>Book Trip</Trans>
          </Button>
        </Box>
        {bookable && (
          <Button
            component={Link}
            flex="1 1 auto"
            to={reservePath(trip._id)}
            variant="outline"
            aria-label={t`Reserve seats: ${trip.title}`}
          >
            <Trans>Reserve seats</Trans>
          </Button>
        )}
      </Group>
    </Card>
  );
}

/**
 * All of a trip's photos in a row that snaps to one at a time, the first (the card's) showing:
 * a scrollable region reached by Tab and scrolled by the arrow keys; the photos after the first
 * load only as they come near.
 */
function TripPhotos({ title, photos }: { title: string; photos: string[] }) {
  const { t } = useLingui();
  const count = photos.length;
  return (
    <ul
      className={classes.row}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
      tabIndex={0}
      aria-label={t`Photos of ${title}: ${count}, scroll sideways`}
      data-testid="trip-photos"
    >
      {photos.map((photo, index) => {
        const place = index + 1;
        return (
          <li key={photo} className={classes.item}>
            <img
              className={classes.image}
              src={photo}
              alt={t`${title}, ${place} of ${count}`}
              loading={index === 0 ? "eager" : "lazy"}
              decoding="async"
            />
          </li>
        );
      })}
    </ul>
  );
}

function DepartureLine({ departure }: { departure: PublicDeparture }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const date = formatCalendarDate(departure.date, locale);
  const price = formatRupeesFromPaise(departure.adultPricePaise, locale);
  const child = formatRupeesFromPaise(departure.childPricePaise, locale);
  const left = formatCount(departure.seatsLeft, locale);
  const seats =
    departure.seatsLeft === 0
      ? t`Full`
      : t`${plural(departure.seatsLeft, { one: `${left} seat left`, other: `${left} seats left` })}`;
  return (
    <Text component="li" size="sm">
      {/* The line the specification's pages read: date, adult price, seats; children's below. */}
      <Text component="span" size="sm" display="block" data-testid="departure">
        <Trans>
          {date}: {price} per adult · {seats}
        </Trans>
      </Text>
      <Text component="span" size="sm" c="gray.7" display="block" data-testid="child-price">
        {departure.childPricePaise === 0 ? (
          <Trans>Children travel free</Trans>
        ) : (
          <Trans>{child} per child</Trans>
        )}
      </Text>
    </Text>
  );
}
