// Reserving seats on a trip's departure (a signed-in traveller): the departure, how many adults
// and children, the pickup point, and one passenger name per seat. The amount shown is worked out
// from the departure's prices as a guide; the server works it out again and keeps its own.
import { formatCalendarDate, formatCount, formatRupeesFromPaise } from "@app/shared/format";
import {
  type Booking,
  type BookingInput,
  BookingInputSchema,
  bookingAmountPaise,
  MAX_BOOKING_PEOPLE,
} from "@app/shared/trips";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  Alert,
  Anchor,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { type FormErrors, useForm } from "@mantine/form";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { FormError } from "@/components/form-error";
import { QueryStates } from "@/components/query-states";
import { showFieldErrors } from "@/lib/form-errors";
import { useLanguage } from "@/lib/i18n";
import { useSchemaResolver } from "@/lib/schema-resolver";
import { useBookSeats, useTrips } from "../api/trips";

/** The form's values: a count is "" while its field is cleared. */
export type BookingValues = {
  adults: number | string;
  children: number | string;
  pickupPoint: string;
  passengers: string[];
};

const FIRST_VALUES: BookingValues = { adults: 1, children: 0, pickupPoint: "0", passengers: [""] };

/** The form's own check: the shared schema's, its refusals in the reader's language. */
export function useBookingValidation(): (values: BookingValues) => FormErrors {
  return useSchemaResolver(BookingInputSchema);
}

const count = (value: unknown): number => {
  const number = typeof value === "number" ? value : Number(value);
  return Number.isInteger(number) && number >= 0 ? Math.min(number, MAX_BOOKING_PEOPLE) : 0;
};

export function BookingForm({ tripId, departureId }: { tripId: string; departureId?: string }) {
  const { t } = useLingui();
  const { language } = useLanguage();
  const trips = useTrips(language);
  const trip = trips.data?.items.find((item) => item._id === tripId);
  // The departures that still have seats; none when the trip is not (or no longer) listed.
  const departures = trip?.departures.filter((departure) => departure.seatsLeft > 0) ?? [];
  return (
    <QueryStates
      query={trips}
      data={trips.data && departures}
      loadingLabel={t`Loading the trip`}
      errorTitle={t`Could not load the trip`}
      empty={t`This trip has no departure with free seats right now.`}
      emptyAction={
        <Anchor component={Link} to="/trip">
          <Trans>See the trips</Trans>
        </Anchor>
      }
    >
      {(departures) =>
        trip && (
          <ReserveSeats
            title={trip.title}
            pickupPoints={trip.pickupPoints}
            departures={departures}
            initialDeparture={
              departures.some((d) => d._id === departureId) ? departureId : undefined
            }
          />
        )
      }
    </QueryStates>
  );
}

/**
 * The form for the departures of one trip; `initialValues` and `initialErrors` show it as it
 * stands after a submit (a unit test's).
 */
export function ReserveSeats({
  title,
  pickupPoints,
  departures,
  initialDeparture,
  initialValues = FIRST_VALUES,
  initialErrors = {},
}: {
  title: string;
  pickupPoints: string[];
  departures: {
    _id: string;
    date: string;
    seatsLeft: number;
    adultPricePaise: number;
    childPricePaise: number;
  }[];
  initialDeparture: string | undefined;
  initialValues?: BookingValues;
  initialErrors?: FormErrors;
}) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const book = useBookSeats();
  const [departureId, setDepartureId] = useState(initialDeparture ?? departures[0]?._id ?? "");
  const [booked, setBooked] = useState<Booking | null>(null);
  const form = useForm<BookingValues>({
    mode: "controlled",
    initialValues,
    initialErrors,
    validate: useBookingValidation(),
  });
  const seats = count(form.values.adults) + count(form.values.children);
  // One name field per seat: more seats add empty ones, fewer drop the last ones.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the seat count only
  useEffect(() => {
    const names = form.getValues().passengers;
    if (names.length === seats) return;
    form.setFieldValue(
      "passengers",
      Array.from({ length: seats }, (_, index) => names[index] ?? ""),
    );
  }, [seats]);

  const departure = departures.find((d) => d._id === departureId) ?? departures[0];
  const amount = departure
    ? bookingAmountPaise(departure, count(form.values.adults), count(form.values.children))
    : 0;

  const submit = form.onSubmit((values) => {
    const input: BookingInput = { ...values, pickupPoint: values.pickupPoint };
    book.mutate(
      { departureId, input },
      { onSuccess: (booking) => setBooked(booking), onError: showFieldErrors(form) },
    );
  });

  if (booked) {
    const date = formatCalendarDate(booked.date, locale);
    const total = formatRupeesFromPaise(booked.amountPaise, locale);
    const seatCount = formatCount(booked.seats, locale);
    const trip = booked.trip;
    return (
      <Alert color="green" title={t`Seats reserved`} role="status">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            <Trans>
              Seats held for you on {trip}, {date}: {seatCount}. Amount: {total}, awaiting payment.
            </Trans>
          </Text>
          <Anchor component={Link} to="/profile#my-bookings">
            <Trans>See my bookings</Trans>
          </Anchor>
        </Stack>
      </Alert>
    );
  }

  return (
    <Paper
      withBorder
      p="md"
      component="form"
      onSubmit={submit}
      noValidate
      aria-label={t`Reserve seats`}
    >
      <Stack>
        <Title order={2} size="h3">
          {title}
        </Title>
        <NativeSelect
          label={t`Departure`}
          value={departureId}
          onChange={(event) => setDepartureId(event.currentTarget.value)}
          data={departures.map((d) => ({
            value: d._id,
            label: t`${formatCalendarDate(d.date, locale)}: ${formatRupeesFromPaise(d.adultPricePaise, locale)} per adult, ${formatRupeesFromPaise(d.childPricePaise, locale)} per child`,
          }))}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NumberInput
            label={t`Adults`}
            min={0}
            max={MAX_BOOKING_PEOPLE}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps("adults")}
          />
          <NumberInput
            label={t`Children`}
            min={0}
            max={MAX_BOOKING_PEOPLE}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps("children")}
          />
        </SimpleGrid>
        <NativeSelect
          label={t`Pickup point`}
          data={pickupPoints.map((point, index) => ({ value: String(index), label: point }))}
          {...form.getInputProps("pickupPoint")}
        />
        {form.values.passengers.length > 0 && (
          <Stack gap="xs">
            <Text fw={600} size="sm">
              <Trans>Passengers (adults first, then children)</Trans>
            </Text>
            {form.values.passengers.map((_, index) => (
              <TextInput
                // Each seat's field keeps its place as seats are added or removed.
                // biome-ignore lint/suspicious/noArrayIndexKey: a seat is its place in the list
                key={index}
                label={t`Passenger ${formatCount(index + 1, locale)}`}
                maxLength={100}
                {...form.getInputProps(`passengers.${index}`)}
              />
            ))}
          </Stack>
        )}
        {form.errors.passengers && (
          <Text size="sm" c="red.8" role="alert">
            {form.errors.passengers}
          </Text>
        )}
        <Text fw={600} aria-live="polite">
          <Trans>Amount: {formatRupeesFromPaise(amount, locale)}</Trans>
        </Text>
        <Text size="sm" c="gray.7">
          <Trans>The seats are held for you until payment; you can cancel them meanwhile.</Trans>
        </Text>
        <FormError error={book.error} form={form} title={t`The seats were not reserved`} />
        <Group justify="flex-end">
          <Button type="submit" loading={book.isPending}>
            <Trans>Reserve seats</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
