// Trips: the seeded trips in both languages, staff keeping trips and departures, travellers
// reserving seats (the server's amount, never past the seats, even racing), cancelling (the seats
// return), and who may see which booking.

import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { Booking, Departure, PublicTrip, StaffTrip } from "@app/shared/trips";
import type { AuthUser } from "@app/shared/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indiaDay } from "../../lib/days";
import { errorBody } from "../../test/error-body";
import { multipartBody, multipartForm } from "../../test/multipart";
import { photoPart, pngImage } from "../../test/shop-fixtures";
import { auth, buildTestApp, createUser, type TestApp } from "../../test/test-app";

let t: TestApp;
let staff: AuthUser;
let admin: AuthUser;
let traveller: AuthUser;
let other: AuthUser;

beforeAll(async () => {
  t = await buildTestApp();
  staff = await createUser(t.app, "staff", "Sam Staff");
  admin = await createUser(t.app, "admin", "Ada Admin");
  traveller = await createUser(t.app, "user", "Tara Traveller");
  other = await createUser(t.app, "user", "Omar Other");
});
afterAll(async () => {
  await t?.close();
});

type Method = "GET" | "POST" | "PUT" | "DELETE";
const call = (
  method: Method,
  url: string,
  by?: AuthUser,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { ...(by ? auth(by.token) : {}), ...headers },
    ...(payload ? { payload } : {}),
  });

/** A day `days` from today in India. */
const inDays = (days: number): string => {
  const day = new Date(`${indiaDay()}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

const departureInput = (overrides: object = {}) => ({
  date: inDays(30),
  seats: 10,
  adultPricePaise: 120_000,
  childPricePaise: 60_050,
  ...overrides,
});

async function addDeparture(tripId: string, overrides: object = {}): Promise<Departure> {
  const res = await call(
    "POST",
    `/api/staff/trips/${tripId}/departures`,
    staff,
    departureInput(overrides),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Departure>();
}

const book = (departureId: string, by: AuthUser, payload: object) =>
  call("POST", `/api/trips/departures/${departureId}/bookings`, by, payload);

const twoAdults = { adults: 2, children: 0, pickupPoint: 0, passengers: ["Tara", "Tapan"] };

describe("the trips", () => {
  it("are seeded: the three the ticket form names, in both languages, in their order", async () => {
    const res = await call("GET", "/api/trips");
    expect(res.statusCode).toBe(200);
    const trips = res.json<PublicTrip[]>();
    expect(trips.map((trip) => trip._id)).toEqual(["plassey", "hazarduari", "iskon"]);
    expect(trips[0]).toMatchObject({
      title: "Plassey Monument",
      description: expect.stringContaining("1757 Battle of Plassey"),
    });
    expect(trips[0]?.pickupPoints.length).toBeGreaterThan(0);
    expect(trips[0]?.rules).not.toBe("");
    expect(res.headers["x-total-count"]).toBe("3");

    const bengali = await call("GET", "/api/trips?lang=bn");
    expect(bengali.json<PublicTrip[]>()[1]?.title).toBe("হাজারদুয়ারি প্রাসাদ");
    const byHeader = await call("GET", "/api/trips", undefined, undefined, {
      "accept-language": "bn",
    });
    expect(byHeader.json<PublicTrip[]>()[2]?.title).toBe("নবদ্বীপ ইসকন মন্দির");
  });

  it("are kept by staff in both languages; a reader sees the other language where theirs is missing", async () => {
    const created = await call("POST", "/api/staff/trips", staff, {
      title: { en: "Murshidabad by boat", bn: "" },
      description: { en: "", bn: "নৌকায় মুর্শিদাবাদ" },
      duration: { en: "One day", bn: "একদিন" },
      pickupPoints: [{ en: "Berhampore ghat", bn: "" }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const trip = created.json<StaffTrip>();
    expect(trip).toMatchObject({
      title: { en: "Murshidabad by boat", bn: "" },
      included: { en: "", bn: "" },
      missing: ["bn", "en"],
      departures: 0,
    });

    const list = await call("GET", "/api/staff/trips?q=boat", admin);
    expect(list.json<StaffTrip[]>().map((row) => row._id)).toEqual([trip._id]);

    const inBengali = (await call("GET", "/api/trips?lang=bn")).json<PublicTrip[]>();
    expect(inBengali.find((row) => row._id === trip._id)).toMatchObject({
      title: "Murshidabad by boat",
      description: "নৌকায় মুর্শিদাবাদ",
      pickupPoints: ["Berhampore ghat"],
    });
    const inEnglish = (await call("GET", "/api/trips?lang=en")).json<PublicTrip[]>();
    expect(inEnglish.find((row) => row._id === trip._id)?.description).toBe("নৌকায় মুর্শিদাবাদ");

    const changed = await call("PUT", `/api/staff/trips/${trip._id}`, staff, {
      title: { en: "Murshidabad by boat", bn: "নৌকায় মুর্শিদাবাদ" },
      description: { en: "Down the river", bn: "নৌকায় মুর্শিদাবাদ" },
      duration: { en: "One day", bn: "একদিন" },
      included: { en: "Lunch", bn: "দুপুরের খাবার" },
      pickupPoints: [{ en: "Berhampore ghat", bn: "বহরমপুর ঘাট" }],
      rules: { en: "Wear a life jacket", bn: "লাইফ জ্যাকেট পরুন" },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<StaffTrip>().missing).toEqual([]);

    const departure = await addDeparture(trip._id);
    expect((await call("DELETE", `/api/staff/trips/${trip._id}`, staff)).statusCode).toBe(204);
    expect((await call("GET", `/api/staff/departures/${departure._id}`, staff)).statusCode).toBe(
      404,
    );
    expect((await call("GET", `/api/staff/trips/${trip._id}`, staff)).statusCode).toBe(404);
  });

  it("refuses a trip without a title in any language or without pickup points", async () => {
    const res = await call("POST", "/api/staff/trips", staff, {
      title: { en: " ", bn: "" },
      description: { en: "x", bn: "" },
      duration: { en: "x", bn: "" },
      pickupPoints: [],
    });
    expect(res.statusCode).toBe(400);
    const paths = errorBody(res).issues.map((issue) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(["title", "pickupPoints"]));
  });

  it("refuses visitors (401) and travellers (403) the staff's calls, and answers 404 for what is not there", async () => {
    expect((await call("GET", "/api/staff/trips")).statusCode).toBe(401);
    expect((await call("GET", "/api/staff/trips", traveller)).statusCode).toBe(403);
    expect(
      (await call("POST", "/api/staff/trips/plassey/departures", traveller, departureInput()))
        .statusCode,
    ).toBe(403);
    expect((await call("GET", "/api/staff/trips/nope", staff)).statusCode).toBe(404);
    expect(
      (await call("POST", "/api/staff/trips/nope/departures", staff, departureInput())).statusCode,
    ).toBe(404);
    expect(
      (await call("PUT", "/api/staff/departures/nope", staff, departureInput())).statusCode,
    ).toBe(404);
    expect((await call("GET", "/api/staff/departures/nope/bookings", staff)).statusCode).toBe(404);
    expect((await call("GET", "/api/trips/bookings/mine")).statusCode).toBe(401);
    expect((await book("nope", traveller, twoAdults)).statusCode).toBe(404);
  });
});

describe("departures and bookings", () => {
  it("lists a trip's next departures on the public page, with the seats left", async () => {
    const soon = await addDeparture("hazarduari", { date: inDays(3) });
    await addDeparture("hazarduari", { date: inDays(2), status: "closed" });
    await addDeparture("hazarduari", { date: inDays(-1) });
    const trips = (await call("GET", "/api/trips")).json<PublicTrip[]>();
    const hazarduari = trips.find((trip) => trip._id === "hazarduari");
    expect(hazarduari?.departures[0]).toEqual({
      _id: soon._id,
      date: inDays(3),
      seatsLeft: 10,
      adultPricePaise: 120_000,
      childPricePaise: 60_050,
    });
    expect(hazarduari?.departures.every((d) => d.date >= indiaDay())).toBe(true);
  });

  it("reserves seats for the amount the server works out, and the traveller sees them", async () => {
    const departure = await addDeparture("plassey");
    const res = await book(departure._id, traveller, {
      adults: 2,
      children: 1,
      pickupPoint: 1,
      passengers: ["Tara", "Tapan", "Tinku"],
    });
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json<Booking>();
    expect(booking).toMatchObject({
      tripId: "plassey",
      trip: "Plassey Monument",
      date: departure.date,
      seats: 3,
      amountPaise: 2 * 120_000 + 60_050,
      status: "awaiting_payment",
      pickupPoint: "Berhampore bus stand",
      passengers: ["Tara", "Tapan", "Tinku"],
      name: "Tara Traveller",
    });
    const after = (
      await call("GET", `/api/staff/departures/${departure._id}`, staff)
    ).json<Departure>();
    expect(after).toMatchObject({ seatsTaken: 3, seatsLeft: 7 });

    const mine = await call("GET", "/api/trips/bookings/mine", traveller);
    expect(mine.json<Booking[]>().map((b) => b._id)).toContain(booking._id);
    expect((await call("GET", "/api/trips/bookings/mine", other)).json<Booking[]>()).toEqual([]);

    // A Bengali account reads the trip and the pickup point in Bengali.
    await call("PUT", "/api/users/me", traveller, { locale: "bn" });
    const bengali = await call("GET", `/api/trips/bookings/${booking._id}`, traveller);
    await call("PUT", "/api/users/me", traveller, { locale: "en" });
    expect(bengali.json<Booking>()).toMatchObject({
      trip: "পলাশী মনুমেন্ট",
      pickupPoint: "বহরমপুর বাস স্ট্যান্ড",
    });

    // Staff see it on the departure's passenger list.
    const passengers = await call("GET", `/api/staff/departures/${departure._id}/bookings`, staff);
    expect(passengers.statusCode).toBe(200);
    expect(passengers.json<Booking[]>().map((b) => b.passengers)).toEqual([
      ["Tara", "Tapan", "Tinku"],
    ]);
    expect(passengers.headers["x-total-count"]).toBe("1");

    // The welcome page's rules are those of the traveller's own trips.
    const rules = await call("GET", "/api/trips/rules/mine", traveller);
    expect(rules.json()).toEqual([
      { tripId: "plassey", trip: "Plassey Monument", rules: expect.stringContaining("photo ID") },
    ]);
    expect((await call("GET", "/api/trips/rules/mine", other)).json()).toEqual([]);
  });

  it("refuses a booking for nobody, with a name missing, or at a pickup point the trip lacks", async () => {
    const departure = await addDeparture("plassey");
    const nobody = await book(departure._id, traveller, {
      adults: 0,
      children: 0,
      pickupPoint: 0,
      passengers: [],
    });
    expect(nobody.statusCode).toBe(400);
    expect(errorBody(nobody).issues.map((issue) => issue.path)).toEqual(["adults"]);
    const names = await book(departure._id, traveller, { ...twoAdults, passengers: ["Tara"] });
    expect(names.statusCode).toBe(400);
    expect(errorBody(names).issues.map((issue) => issue.path)).toEqual(["passengers"]);
    const point = await book(departure._id, traveller, { ...twoAdults, pickupPoint: 7 });
    expect(point.statusCode).toBe(400);
    expect(errorBody(point).issues.map((issue) => issue.path)).toEqual(["pickupPoint"]);
    const negative = await book(departure._id, traveller, { ...twoAdults, children: -1 });
    expect(negative.statusCode).toBe(400);
    const amount = await book(departure._id, traveller, { ...twoAdults, amountPaise: 1 });
    expect(amount.statusCode).toBe(400);
    expect((await book(departure._id, traveller, twoAdults)).statusCode).toBe(201);
  });

  it("refuses more seats than are left, a closed departure and one that has left", async () => {
    const departure = await addDeparture("iskon", { seats: 3 });
    const tooMany = await book(departure._id, traveller, {
      adults: 4,
      children: 0,
      pickupPoint: 0,
      passengers: ["A", "B", "C", "D"],
    });
    expect(tooMany.statusCode).toBe(409);
    expect(errorBody(tooMany).message).toBe("Only 3 seats are left on this departure");
    const closed = await addDeparture("iskon", { status: "closed" });
    expect((await book(closed._id, traveller, twoAdults)).statusCode).toBe(409);
    const gone = await addDeparture("iskon", { date: inDays(-2) });
    expect((await book(gone._id, traveller, twoAdults)).statusCode).toBe(409);
  });

  it("gives two bookings racing for the last seats one winner; the seats never run over", async () => {
    const departure = await addDeparture("plassey", { seats: 5 });
    expect(
      (await book(departure._id, traveller, { ...twoAdults, adults: 1, passengers: ["A"] }))
        .statusCode,
    ).toBe(201);
    // Four seats left; each asks for three.
    const three = { adults: 3, children: 0, pickupPoint: 0, passengers: ["A", "B", "C"] };
    const answers = await Promise.all([
      book(departure._id, traveller, three),
      book(departure._id, other, three),
      book(departure._id, other, three),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409, 409]);
    const after = (
      await call("GET", `/api/staff/departures/${departure._id}`, staff)
    ).json<Departure>();
    expect(after).toMatchObject({ seatsTaken: 4, seatsLeft: 1 });
  });

  it("is cancelled by its traveller while it awaits payment, and the seats return", async () => {
    const departure = await addDeparture("plassey", { seats: 2 });
    const booking = (await book(departure._id, traveller, twoAdults)).json<Booking>();
    expect(
      (await book(departure._id, other, { ...twoAdults, adults: 1, passengers: ["O"] })).statusCode,
    ).toBe(409);

    // Someone else is told it does not exist.
    expect((await call("GET", `/api/trips/bookings/${booking._id}`, other)).statusCode).toBe(404);
    expect(
      (await call("POST", `/api/trips/bookings/${booking._id}/cancel`, other)).statusCode,
    ).toBe(404);
    expect((await call("POST", `/api/trips/bookings/${booking._id}/cancel`)).statusCode).toBe(401);

    const cancelled = await call("POST", `/api/trips/bookings/${booking._id}/cancel`, traveller);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<Booking>()).toMatchObject({
      status: "cancelled",
      cancelledBy: "traveller",
    });
    expect(
      (await call("POST", `/api/trips/bookings/${booking._id}/cancel`, traveller)).statusCode,
    ).toBe(409);
    const after = (
      await call("GET", `/api/staff/departures/${departure._id}`, staff)
    ).json<Departure>();
    expect(after.seatsTaken).toBe(0);
    expect((await book(departure._id, other, twoAdults)).statusCode).toBe(201);
  });

  it("is not cancelled by its traveller once money is paid on it; staff still can", async () => {
    const departure = await addDeparture("iskon", { seats: 3 });
    const booking = (await book(departure._id, traveller, twoAdults)).json<Booking>();
    const paid = await call("POST", "/api/staff/payments", staff, {
      for: { booking: booking._id },
      amountPaise: 1_000,
      method: "cash",
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const refused = await call("POST", `/api/trips/bookings/${booking._id}/cancel`, traveller);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain("ask the office");
    const kept = (
      await call("GET", `/api/trips/bookings/${booking._id}`, traveller)
    ).json<Booking>();
    expect(kept).toMatchObject({ status: "awaiting_payment", paymentStatus: "partly-paid" });
    expect(
      (await call("GET", `/api/staff/departures/${departure._id}`, staff)).json<Departure>()
        .seatsTaken,
    ).toBe(2);

    const byStaff = await call("POST", `/api/trips/bookings/${booking._id}/cancel`, staff);
    expect(byStaff.statusCode, byStaff.body).toBe(200);
    expect(byStaff.json<Booking>()).toMatchObject({ status: "cancelled", cancelledBy: "staff" });
  });

  it("is cancelled by staff from the passenger list; staff keep seats above those taken", async () => {
    const departure = await addDeparture("hazarduari", { seats: 4 });
    const booking = (await book(departure._id, traveller, twoAdults)).json<Booking>();
    const fewer = await call(
      "PUT",
      `/api/staff/departures/${departure._id}`,
      staff,
      departureInput({ seats: 1 }),
    );
    expect(fewer.statusCode).toBe(409);
    expect(errorBody(fewer).issues.map((issue) => issue.path)).toEqual(["seats"]);
    expect((await call("DELETE", `/api/staff/departures/${departure._id}`, staff)).statusCode).toBe(
      409,
    );
    expect((await call("DELETE", "/api/staff/trips/hazarduari", staff)).statusCode).toBe(409);

    const cancelled = await call("POST", `/api/trips/bookings/${booking._id}/cancel`, staff);
    expect(cancelled.json<Booking>()).toMatchObject({ status: "cancelled", cancelledBy: "staff" });
    const changed = await call(
      "PUT",
      `/api/staff/departures/${departure._id}`,
      staff,
      departureInput({ seats: 1, adultPricePaise: 99_900 }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<Departure>()).toMatchObject({
      seats: 1,
      seatsTaken: 0,
      adultPricePaise: 99_900,
    });

    const list = await call(
      "GET",
      `/api/staff/departures/${departure._id}/bookings?status=cancelled`,
      staff,
    );
    expect(list.json<Booking[]>().map((b) => b._id)).toEqual([booking._id]);
    const departures = await call(
      "GET",
      "/api/staff/trips/hazarduari/departures?sort=-date&limit=2",
      staff,
    );
    expect(departures.statusCode).toBe(200);
    expect(departures.json<Departure[]>()).toHaveLength(2);
  });
});

describe("a deleted account", () => {
  it("gives back the seats its bookings held", async () => {
    const departure = await addDeparture("iskon", { seats: 4 });
    const leaving = await createUser(t.app, "user", "Lina Leaving");
    expect((await book(departure._id, leaving, twoAdults)).statusCode).toBe(201);
    const deleted = await call("DELETE", `/api/users/${leaving._id}`, admin);
    expect(deleted.statusCode, deleted.body).toBe(204);
    const after = (
      await call("GET", `/api/staff/departures/${departure._id}`, staff)
    ).json<Departure>();
    expect(after).toMatchObject({ seatsTaken: 0, seatsLeft: 4 });
  });
});

describe("a trip's photo", () => {
  const upload = async (
    tripId: string,
    by: AuthUser | undefined,
    content: Buffer,
    type = "image/png",
  ) => {
    const body = multipartBody("photo", "trip.png", type, content);
    return t.app.inject({
      method: "PUT",
      url: `/api/staff/trips/${tripId}/photo`,
      headers: { ...body.headers, ...(by ? auth(by.token) : {}) },
      payload: body.payload,
    });
  };

  it("is stored re-encoded as WebP, shown on the public list, replaced and removed", async () => {
    const first = await upload("iskon", staff, await pngImage(1600, 900));
    expect(first.statusCode, first.body).toBe(200);
    const photo = first.json<StaffTrip>().photo ?? "";
    expect(photo).toMatch(/^\/media\/trips\/[a-f0-9]{32}\.webp$/);
    const served = await t.app.inject({ method: "GET", url: photo });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    const trips = (await call("GET", "/api/trips")).json<PublicTrip[]>();
    expect(trips.find((trip) => trip._id === "iskon")?.photo).toBe(photo);

    const second = await upload("iskon", admin, await pngImage(300, 200));
    const replaced = second.json<StaffTrip>().photo;
    expect(replaced).not.toBe(photo);
    expect((await t.app.inject({ method: "GET", url: photo })).statusCode).toBe(404);

    const removed = await call("DELETE", "/api/staff/trips/iskon/photo", staff);
    expect(removed.json<StaffTrip>().photo).toBeNull();
    expect((await t.app.inject({ method: "GET", url: replaced ?? "" })).statusCode).toBe(404);
  });

  it("refuses what is not a PNG or JPEG (415), visitors (401), travellers (403) and unknown trips (404)", async () => {
    expect(
      (await upload("iskon", staff, Buffer.from("GIF89a not really"), "image/gif")).statusCode,
    ).toBe(415);
    expect((await upload("iskon", undefined, await pngImage())).statusCode).toBe(401);
    expect((await upload("iskon", traveller, await pngImage())).statusCode).toBe(403);
    expect((await upload("nope", staff, await pngImage())).statusCode).toBe(404);
  });
});

describe("a trip's photos", () => {
  /** A new trip of staff's, so each test starts without photos. */
  const freshTrip = async (): Promise<string> => {
    const res = await call("POST", "/api/staff/trips", staff, {
      title: { en: "Gaur and Pandua", bn: "গৌড় ও পাণ্ডুয়া" },
      description: { en: "Ruins of Bengal's old capitals", bn: "" },
      duration: { en: "One day", bn: "একদিন" },
      pickupPoints: [{ en: "Malda", bn: "মালদা" }],
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<StaffTrip>()._id;
  };
  const add = async (tripId: string, by: AuthUser | undefined, count = 1) => {
    const parts = [];
    for (let n = 0; n < count; n += 1) parts.push(photoPart(await pngImage(80 + n, 40)));
    const body = multipartForm(parts);
    return t.app.inject({
      method: "POST",
      url: `/api/staff/trips/${tripId}/photos`,
      headers: { ...body.headers, ...(by ? auth(by.token) : {}) },
      payload: body.payload,
    });
  };
  const stored = () => {
    const dir = join(t.config.dataDir, "uploads", "trips");
    return existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith(".webp")) : [];
  };
  const publicTrip = async (tripId: string) =>
    (await call("GET", "/api/trips?limit=100"))
      .json<PublicTrip[]>()
      .find((row) => row._id === tripId);

  it("are added in order, shown on the public list (the first as the card's), reordered and removed with their files", async () => {
    const tripId = await freshTrip();
    const first = await add(tripId, staff);
    expect(first.statusCode, first.body).toBe(200);
    const two = await add(tripId, admin, 2);
    expect(two.statusCode, two.body).toBe(200);
    const trip = two.json<StaffTrip>();
    expect(trip.photos).toHaveLength(3);
    const [a, b, c] = trip.photos.map((photo) => photo.file);
    expect(trip.photos[0]).toEqual({ file: a, url: `/media/trips/${a}` });
    expect(trip.photo).toBe(`/media/trips/${a}`);
    expect(await publicTrip(tripId)).toMatchObject({
      photo: `/media/trips/${a}`,
      photos: [`/media/trips/${a}`, `/media/trips/${b}`, `/media/trips/${c}`],
    });
    for (const photo of trip.photos) {
      const served = await t.app.inject({ method: "GET", url: photo.url });
      expect(served.headers["content-type"]).toBe("image/webp");
    }

    const ordered = await call("PUT", `/api/staff/trips/${tripId}/photos`, staff, {
      photos: [c, a, b],
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(ordered.json<StaffTrip>().photos.map((photo) => photo.file)).toEqual([c, a, b]);
    expect((await publicTrip(tripId))?.photo).toBe(`/media/trips/${c}`);

    const removed = await call("DELETE", `/api/staff/trips/${tripId}/photos/${a}`, staff);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<StaffTrip>().photos.map((photo) => photo.file)).toEqual([c, b]);
    expect(stored()).not.toContain(a);
    expect((await t.app.inject({ method: "GET", url: `/media/trips/${a}` })).statusCode).toBe(404);
    expect(stored()).toEqual(expect.arrayContaining([b, c]));

    // Deleting the trip deletes the files of all its photos.
    expect((await call("DELETE", `/api/staff/trips/${tripId}`, staff)).statusCode).toBe(204);
    expect(stored()).not.toContain(b);
    expect(stored()).not.toContain(c);
  });

  it("are at most six: one more is refused (409) and nothing of it is stored", async () => {
    const tripId = await freshTrip();
    expect((await add(tripId, staff, 6)).statusCode).toBe(200);
    const before = stored();
    const seventh = await add(tripId, staff);
    expect(seventh.statusCode, seventh.body).toBe(409);
    expect(errorBody(seventh).message).toContain("at most 6 photos");
    expect(stored().sort()).toEqual(before.sort());
    // Seven at once are more files than the form takes.
    const other = await freshTrip();
    expect((await add(other, staff, 7)).statusCode).toBe(413);
  });

  it("are reordered only as the trip's own, each once (400); an unknown photo or trip is 404", async () => {
    const tripId = await freshTrip();
    const [a, b] = (await add(tripId, staff, 2))
      .json<StaffTrip>()
      .photos.map((photo) => photo.file);
    const stranger = "0".repeat(32).concat(".webp");
    for (const photos of [[a], [a, a], [a, stranger], [b, a, stranger], ["../x.webp", a]]) {
      const res = await call("PUT", `/api/staff/trips/${tripId}/photos`, staff, { photos });
      expect(res.statusCode, JSON.stringify(photos)).toBe(400);
    }
    expect(
      (await call("DELETE", `/api/staff/trips/${tripId}/photos/${stranger}`, staff)).statusCode,
    ).toBe(404);
    expect(
      (await call("DELETE", `/api/staff/trips/${tripId}/photos/x.png`, staff)).statusCode,
    ).toBe(400);
    expect((await add("nope", staff)).statusCode).toBe(404);
    expect(
      (await call("PUT", "/api/staff/trips/nope/photos", staff, { photos: [a] })).statusCode,
    ).toBe(404);
    const after = (await call("GET", `/api/staff/trips/${tripId}`, staff)).json<StaffTrip>();
    expect(after.photos.map((photo) => photo.file)).toEqual([a, b]);
  });

  it("refuse visitors (401) and travellers (403)", async () => {
    const tripId = await freshTrip();
    const [a] = (await add(tripId, staff)).json<StaffTrip>().photos.map((photo) => photo.file);
    expect((await add(tripId, undefined)).statusCode).toBe(401);
    expect((await add(tripId, traveller)).statusCode).toBe(403);
    for (const [who, code] of [
      [undefined, 401],
      [traveller, 403],
    ] as const) {
      expect(
        (await call("PUT", `/api/staff/trips/${tripId}/photos`, who, { photos: [a] })).statusCode,
      ).toBe(code);
      expect((await call("DELETE", `/api/staff/trips/${tripId}/photos/${a}`, who)).statusCode).toBe(
        code,
      );
    }
    expect(stored()).toContain(a);
  });

  it("keep the single-photo calls: PUT replaces the first only, DELETE removes the first only", async () => {
    const tripId = await freshTrip();
    const [a, b] = (await add(tripId, staff, 2))
      .json<StaffTrip>()
      .photos.map((photo) => photo.file);
    const body = multipartBody("photo", "trip.png", "image/png", await pngImage(50, 50));
    const replaced = await t.app.inject({
      method: "PUT",
      url: `/api/staff/trips/${tripId}/photo`,
      headers: { ...body.headers, ...auth(staff.token) },
      payload: body.payload,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const files = replaced.json<StaffTrip>().photos.map((photo) => photo.file);
    expect(files).toHaveLength(2);
    expect(files[0]).not.toBe(a);
    expect(files[1]).toBe(b);
    expect(stored()).not.toContain(a);

    const removed = await call("DELETE", `/api/staff/trips/${tripId}/photo`, staff);
    expect(removed.json<StaffTrip>().photos.map((photo) => photo.file)).toEqual([b]);
    expect(stored()).not.toContain(files[0]);
  });
});
