// The trips' cards (/trip): each departure with its adult and child prices and the trip's pickup
// points; every trip, one staff added as well as the three first ones, has Book Trip (a ticket
// about it) beside Reserve seats; a trip with no departure links to a new ticket about it.
import type { PublicTrip } from "@app/shared/trips";
import { beforeAll, describe, expect, it } from "vitest";
import { loadLanguages, queryCache, renderScreen, textOf } from "@/test/render-screen";
import { getTripsQueryOptions } from "../api/trips";
import { TripCards } from "./trip-cards";

beforeAll(loadLanguages);

const ADDED = "0196a1b2-c3d4-7e5f-a7b8-c9d0e1f2a3b4";

const trip = (overrides: Partial<PublicTrip>): PublicTrip => ({
  _id: "plassey",
  title: "Plassey Monument",
  description: "The battlefield of 1757.",
  duration: "1 day",
  included: "Bus",
  pickupPoints: ["Krishnanagar bus stand", "Palashi station"],
  rules: "",
  photo: null,
  photos: [],
  departures: [
    {
      _id: "d1",
      date: "2026-12-20",
      seatsLeft: 12,
      adultPricePaise: 125_000,
      childPricePaise: 60_000,
    },
    { _id: "d2", date: "2027-01-10", seatsLeft: 30, adultPricePaise: 125_000, childPricePaise: 0 },
  ],
  ...overrides,
});

const render = (trips: PublicTrip[], language: "en" | "bn" = "en") => {
  const client = queryCache();
  client.setQueryData(getTripsQueryOptions(language).queryKey, {
    items: trips,
    total: trips.length,
  });
  return renderScreen(<TripCards />, {
    client,
    language,
    at: language === "bn" ? "/bn/trip" : "/trip",
  });
};

describe("the trips' cards", () => {
  it("show each departure's adult and child price and the trip's pickup points", () => {
    const text = textOf(render([trip({})]));
    expect(text).toMatch(/₹1,250\.00 per adult · 12 seats left ₹600\.00 per child/);
    expect(text).toContain("Children travel free");
    expect(text).toContain("Pickup points: Krishnanagar bus stand, Palashi station");
  });

  it("link a trip staff added with no departure to a new ticket about it", () => {
    const markup = render([trip({ _id: ADDED, title: "Murshidabad by boat", departures: [] })]);
    const text = textOf(markup);
    expect(text).toMatch(/No departures are planned yet; ask us on a ticket ?\./);
    expect(markup).toContain(`href="/new-ticket?trip=${ADDED}"`);
    expect(markup).toContain('aria-label="Ask us on a ticket: Murshidabad by boat"');
    // No departure, no pickup points to go to.
    expect(text).not.toContain("Pickup points");
  });

  it("offer Book Trip and Reserve seats on a trip staff added, as on the three first ones", () => {
    for (const id of ["plassey", ADDED]) {
      const markup = render([trip({ _id: id, title: "Murshidabad by boat" })]);
      expect(textOf(markup)).toMatch(/Book Trip ?Reserve seats/);
      // Book Trip: a GET to the new ticket's form with the trip.
      expect(markup).toMatch(/<form[^>]*action="\/new-ticket"/);
      expect(markup).toContain(`<input type="hidden" name="trip" value="${id}"/>`);
      expect(markup).toContain(`href="/trip/reserve?trip=${id}"`);
    }
  });

  it("show all of a trip's photos in a row, the first the card's, each named, the others loaded lazily", () => {
    const photos = ["/media/trips/a.webp", "/media/trips/b.webp", "/media/trips/c.webp"];
    const markup = render([trip({ photo: photos[0] ?? null, photos })]);
    const images = [...markup.matchAll(/<img [^>]*>/g)].map(([tag]) => tag);
    expect(images).toHaveLength(3);
    expect(images[0]).toContain('src="/media/trips/a.webp"');
    expect(images[0]).toContain('alt="Plassey Monument, 1 of 3"');
    expect(images[0]).toContain('loading="eager"');
    expect(images[2]).toContain('alt="Plassey Monument, 3 of 3"');
    expect(images[1]).toContain('loading="lazy"');
    expect(images[2]).toContain('loading="lazy"');
    // A row scrolled sideways: reached by Tab and named.
    expect(markup).toMatch(
      /<ul[^>]*tabindex="0"[^>]*aria-label="Photos of Plassey Monument: 3, scroll sideways"/,
    );
    // One photo: the card's alone, as before.
    const one = render([trip({ photo: "/media/trips/a.webp", photos: ["/media/trips/a.webp"] })]);
    expect([...one.matchAll(/<img /g)]).toHaveLength(1);
    expect(one).not.toContain("trip-photos");
  });

  it("read in Bengali under /bn/trip", () => {
    const text = textOf(render([trip({})], "bn"));
    expect(text).toContain("শিশু প্রতি");
    expect(text).toContain("পিকআপ স্থান: Krishnanagar bus stand, Palashi station");
  });
});
