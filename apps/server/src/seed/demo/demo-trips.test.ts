// The demo departures: each trip shows its next departures on /trip, and the first Plassey one
// has a demo traveller's two seats on its passenger list; seeded once.
import type { Booking, PublicTrip } from "@app/shared/trips";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, auth, buildTestApp, login, type TestApp } from "../../test/test-app";
import { seedDemoData } from "./demo-data";
import { seedDemoTrips } from "./demo-trips";

let t: TestApp;
const quiet = { info: () => {} };

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoData(t.app.db, quiet);
});
afterAll(async () => {
  await t?.close();
});

describe("demo trips", () => {
  it("gives each trip two departures and a demo traveller two seats, once", async () => {
    expect(await seedDemoTrips(t.app.db)).toBe(true);
    expect(await seedDemoTrips(t.app.db)).toBe(false);
    const trips = (await t.app.inject({ method: "GET", url: "/api/trips" })).json<PublicTrip[]>();
    expect(trips.map((trip) => trip.departures.length)).toEqual([2, 2, 2]);
    expect(trips[0]?.departures[0]?.seatsLeft).toBe(28);
    const admin = await login(t.app, ADMIN.email, ADMIN.password);
    const passengers = await t.app.inject({
      method: "GET",
      url: `/api/staff/departures/${trips[0]?.departures[0]?._id}/bookings`,
      headers: auth(admin.token),
    });
    expect(passengers.json<Booking[]>()).toMatchObject([
      { name: "Tapan Roy", seats: 2, amountPaise: 70_000, status: "awaiting_payment" },
    ]);
  });
});
