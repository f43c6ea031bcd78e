// Reserving seats: the form for a trip with a departure that has seats left, and the empty state,
// with a way back to the trips, for a trip with none or no trip at all.
import type { PublicTrip } from "@app/shared/trips";
import { beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { failQuery, loadLanguages, queryCache, renderScreen, textOf } from "@/test/render-screen";
import { getTripsQueryOptions } from "../api/trips";
import { BookingForm } from "./booking-form";

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

const NO_SEATS = "This trip has no departure with free seats right now. See the trips";

describe("reserving seats on a trip", () => {
  it("shows the form for a departure with seats left", () => {
    const markup = renderScreen(<BookingForm tripId="t1" />, { client: withTrips([trip(3)]) });
    expect(markup).toContain('aria-label="Reserve seats"');
    expect(textOf(markup)).toContain("Nabadwip Iskon Temple");
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
