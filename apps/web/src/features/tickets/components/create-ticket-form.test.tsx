// The new ticket's form takes any trip staff keep (docs/product.md: support desk): a trip staff
// added, named in the address by a trip card, is shown by its title; the choice lists every trip.
import type { PublicTrip } from "@app/shared/trips";
import { beforeAll, describe, expect, it } from "vitest";
import { loadLanguages, queryCache, renderScreen } from "@/test/render-screen";
import { ticketTripsQueryKey } from "../api/ticket-trips";
import { CreateTicketForm } from "./create-ticket-form";

beforeAll(loadLanguages);

const ADDED = "0196a1b2-c3d4-7e5f-a7b8-c9d0e1f2a3b4";

const trip = (_id: string, title: string): PublicTrip => ({
  _id,
  title,
  description: "",
  duration: "",
  included: "",
  pickupPoints: [],
  rules: "",
  photo: null,
  photos: [],
  departures: [],
});

const withTrips = () => {
  const client = queryCache();
  const items = [trip("plassey", "Plassey Monument"), trip(ADDED, "Murshidabad by boat")];
  client.setQueryData(ticketTripsQueryKey("en"), { items, total: items.length });
  return client;
};

describe("the new ticket's trip", () => {
  it("is a trip staff added when the address names it", () => {
    const markup = renderScreen(<CreateTicketForm trip={ADDED} />, { client: withTrips() });
    expect(markup).toMatch(/<input[^>]*readOnly=""[^>]*value="Murshidabad by boat"/);
  });

  it("offers every trip, the added ones too, when the address names none or an unknown one", () => {
    for (const named of [null, "taj"]) {
      const markup = renderScreen(<CreateTicketForm trip={named} />, { client: withTrips() });
      expect(markup).toContain(`<option value="${ADDED}">Murshidabad by boat</option>`);
      expect(markup).toContain('<option value="plassey">Plassey Monument</option>');
    }
  });
});
