// Reserving seats: the form for a trip with a departure that has seats left, its refusals under
// their fields in the reader's language, and the empty state, with a way back to the trips, for a
// trip with none or no trip at all.
import type { PublicTrip } from "@app/shared/trips";
import { beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { failQuery, loadLanguages, queryCache, renderScreen, textOf } from "@/test/render-screen";
import { getTripsQueryOptions } from "../api/trips";
import {
  BookingForm,
  type BookingValues,
  ReserveSeats,
  useBookingValidation,
} from "./booking-form";

beforeAll(loadLanguages);

const trip = (seatsLeft: number): PublicTrip => ({
  _id: "t1",
  title: "Nabadwip Iskon Temple",
  description: "A day at the temple.",
  duration: "1 day",
  included: "Bus and lunch",
  pickupPoints: ["Krishnanagar"],
  rules: "",
  photo: null,
  photos: [],
  departures: [
    { _id: "d1", date: "2026-12-20", seatsLeft, adultPricePaise: 50_000, childPricePaise: 25_000 },
  ],
});

function withTrips(trips: PublicTrip[]) {
  const client = queryCache();
  client.setQueryData(getTripsQueryOptions("en").queryKey, { items: trips, total: trips.length });
  return client;
}

/** The form as it stands after a submit of `values`: its own check's refusals under their fields. */
function Submitted({ values }: { values: BookingValues }) {
  const errors = useBookingValidation()(values);
  const { departures, pickupPoints, title } = trip(3);
  return (
    <ReserveSeats
      title={title}
      pickupPoints={pickupPoints}
      departures={departures}
      initialDeparture={undefined}
      initialValues={values}
      initialErrors={errors}
    />
  );
}

const submitted = (values: BookingValues, language: "en" | "bn") =>
  textOf(renderScreen(<Submitted values={values} />, { language }));

const CLEARED: BookingValues = { adults: "", children: 0, pickupPoint: "0", passengers: [""] };

const NO_SEATS = "This trip has no departure with free seats right now. See the trips";

describe("reserving seats on a trip", () => {
  it("shows the form for a departure with seats left", () => {
    const markup = renderScreen(<BookingForm tripId="t1" />, { client: withTrips([trip(3)]) });
    expect(markup).toContain('aria-label="Reserve seats"');
    expect(textOf(markup)).toContain("Nabadwip Iskon Temple");
  });

  it("says a cleared count's refusal under its field, in words without the field's key", () => {
    const text = submitted(CLEARED, "en");
    // Under the Adults field, ahead of the Children field.
    expect(text).toContain("Adults Enter a whole number from 0 to 20 Children Pickup point");
    expect(text).not.toMatch(/adults must/i);
  });

  it("says the refusal in Bengali, in Bengali digits, on a Bengali page", () => {
    const text = submitted(CLEARED, "bn");
    expect(text).toContain("প্রাপ্তবয়স্ক ০ থেকে ২০-এর মধ্যে একটি পূর্ণসংখ্যা লিখুন শিশু পিকআপ স্থান");
    expect(text).not.toContain("Enter a whole number");
  });

  it("says there is no departure with free seats, and links to the trips", () => {
    const full = renderScreen(<BookingForm tripId="t1" />, { client: withTrips([trip(0)]) });
    expect(textOf(full)).toBe(NO_SEATS);
    expect(full).toMatch(/<a[^>]*href="\/trip"/);
    const unlisted = renderScreen(<BookingForm tripId="gone" />, { client: withTrips([trip(3)]) });
    expect(textOf(unlisted)).toBe(NO_SEATS);
  });

  it("says the trip could not load, and offers to try again", async () => {
    const client = queryCache();
    const error = new ApiError("The server is not answering", 503);
    await failQuery(client, getTripsQueryOptions("en").queryKey, error);
    expect(textOf(renderScreen(<BookingForm tripId="t1" />, { client }))).toBe(
      "Could not load the trip The server is not answering Try again",
    );
  });
});
