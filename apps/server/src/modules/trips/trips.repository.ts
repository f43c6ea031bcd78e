// Kysely queries for trips, their departures and the bookings on them; no rules here.
import {
  type BookingListQuery,
  type DepartureListQuery,
  isTicketTrip,
  type StaffTripListQuery,
  TRIP_NAMES,
  type TripListQuery,
} from "@app/shared/trips";
import { type Insertable, type Kysely, type Selectable, sql, type Updateable } from "kysely";
import type { Database, TripBookingsTable, TripDeparturesTable, TripsTable } from "../../db/schema";
import { containsText, orderBySort, type Paged, readPage, rowCount } from "../../lib/paging";
import { closeOpenPayments } from "../payments/debts";

export type TripRow = Selectable<TripsTable>;
export type StaffTripRow = TripRow & { departures: number | string | bigint };
export type DepartureRow = Selectable<TripDeparturesTable>;
export type BookingRow = Selectable<TripBookingsTable> & {
  trip_id: string;
  trip_title_en: string;
  trip_title_bn: string;
  date: string;
  user_name: string;
  user_email: string;
};

type Db = Kysely<Database>;

/** One page of trips in the order the site lists them. */
export function listTrips(db: Db, { page, limit, sort }: TripListQuery): Promise<Paged<TripRow>> {
  const query = db.selectFrom("trips").selectAll();
  return readPage(
    orderBySort(query, sort ?? "position", { position: "trips.position" }, "trips.id", "asc"),
    {
      page,
      limit,
    },
  );
}

/** One page of trips for staff, each with its number of departures. */
export function listStaffTrips(
  db: Db,
  { page, limit, sort, q }: StaffTripListQuery,
): Promise<Paged<StaffTripRow>> {
  let query = db
    .selectFrom("trips")
    .selectAll("trips")
    .select((eb) =>
      eb
        .selectFrom("trip_departures")
        .select(eb.fn.countAll().as("n"))
        .whereRef("trip_departures.trip_id", "=", "trips.id")
        .as("departures"),
    );
  if (q) query = query.where(containsText(["trips.title_en", "trips.title_bn"], q));
  const columns = { position: "trips.position", title: "trips.title_en" };
  return readPage(orderBySort(query, sort ?? "position", columns, "trips.id", "asc"), {
    page,
    limit,
  }) as Promise<Paged<StaffTripRow>>;
}

export function findTrip(db: Db, id: string): Promise<TripRow | undefined> {
  return db.selectFrom("trips").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * The name a ticket's mails give the trip `id`: the three first trips' own (TRIP_NAMES), else its
 * English title (else its Bengali one), else the id of a trip since deleted.
 */
export async function ticketTripName(db: Db, id: string): Promise<string> {
  if (isTicketTrip(id)) return TRIP_NAMES[id];
  const row = await db
    .selectFrom("trips")
    .select(["title_en", "title_bn"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row?.title_en || row?.title_bn || id;
}

/** Whether a trip `id` exists (a ticket may be about it). */
export async function tripExists(db: Db, id: string): Promise<boolean> {
  return (
    (await db.selectFrom("trips").select("id").where("id", "=", id).executeTakeFirst()) !==
    undefined
  );
}

export async function countDeparturesOf(db: Db, tripId: string): Promise<number> {
  const row = await db
    .selectFrom("trip_departures")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("trip_id", "=", tripId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The next place in the list, after the last trip. */
export async function nextTripPosition(db: Db): Promise<number> {
  const row = await db
    .selectFrom("trips")
    .select((eb) => eb.fn.max("position").as("last"))
    .executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

export async function insertTrip(db: Db, row: Insertable<TripsTable>): Promise<void> {
  await db.insertInto("trips").values(row).execute();
}

/** Answers whether a row was changed. */
export async function updateTrip(
  db: Db,
  id: string,
  change: Updateable<TripsTable>,
): Promise<boolean> {
  const result = await db.updateTable("trips").set(change).where("id", "=", id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Writes a trip's photos (their JSON list) only if they are still `before`, the list it was read
 * with: two staff changing the photos at once cannot lose one's change. Answers whether it wrote.
 */
export async function replaceTripPhotos(
  db: Db,
  id: string,
  before: string,
  photos: string,
  updatedAt: string,
): Promise<boolean> {
  const result = await db
    .updateTable("trips")
    .set({ photos, updated_at: updatedAt })
    .where("id", "=", id)
    .where("photos", "=", before)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Whether any booking (cancelled ones too) was made on a departure of the trip. */
export async function tripHasBookings(db: Db, tripId: string): Promise<boolean> {
  const row = await db
    .selectFrom("trip_bookings")
    .innerJoin("trip_departures", "trip_departures.id", "trip_bookings.departure_id")
    .select("trip_bookings.id")
    .where("trip_departures.trip_id", "=", tripId)
    .limit(rowCount(1))
    .executeTakeFirst();
  return row !== undefined;
}

/** Deletes a trip with its departures (none of which has a booking); answers whether it existed. */
export function deleteTrip(db: Db, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom("trip_departures").where("trip_id", "=", id).execute();
    const result = await trx.deleteFrom("trips").where("id", "=", id).executeTakeFirst();
    return result.numDeletedRows > 0n;
  });
}

/** Each trip's next `count` open departures on or after `today`, soonest first. */
export async function nextDepartures(
  db: Db,
  tripIds: readonly string[],
  today: string,
  count: number,
): Promise<DepartureRow[]> {
  if (tripIds.length === 0) return [];
  const ranked = db
    .selectFrom("trip_departures")
    .selectAll()
    .select(sql<number>`row_number() over (partition by trip_id order by date, id)`.as("rank"))
    .where("trip_id", "in", tripIds)
    .where("status", "=", "open")
    .where("date", ">=", today)
    .as("ranked");
  const rows = await db
    .selectFrom(ranked)
    .selectAll()
    .where("rank", "<=", rowCount(count))
    .orderBy("date")
    .orderBy("id")
    .execute();
  return rows.map(({ rank: _rank, ...row }) => row as DepartureRow);
}

/** One page of a trip's departures, soonest first unless `sort` says otherwise. */
export function listDepartures(
  db: Db,
  tripId: string,
  { page, limit, sort, status }: DepartureListQuery,
): Promise<Paged<DepartureRow>> {
  let query = db.selectFrom("trip_departures").selectAll().where("trip_id", "=", tripId);
  if (status) query = query.where("status", "=", status);
  return readPage(
    orderBySort(
      query,
      sort ?? "date",
      { date: "trip_departures.date" },
      "trip_departures.id",
      "asc",
    ),
    { page, limit },
  );
}

export function findDeparture(db: Db, id: string): Promise<DepartureRow | undefined> {
  return db.selectFrom("trip_departures").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function insertDeparture(db: Db, row: Insertable<TripDeparturesTable>): Promise<void> {
  await db.insertInto("trip_departures").values(row).execute();
}

/**
 * Changes a departure unless its seats would fall below the seats already taken; answers
 * "changed", "missing" or "too-few-seats".
 */
export async function updateDeparture(
  db: Db,
  id: string,
  change: Pick<
    TripDeparturesTable,
    "date" | "seats" | "adult_price_paise" | "child_price_paise" | "status" | "updated_at"
  >,
): Promise<"changed" | "missing" | "too-few-seats"> {
  const result = await db
    .updateTable("trip_departures")
    .set(change)
    .where("id", "=", id)
    .where("seats_taken", "<=", change.seats)
    .executeTakeFirst();
  if (result.numUpdatedRows > 0n) return "changed";
  return (await findDeparture(db, id)) ? "too-few-seats" : "missing";
}

export async function departureHasBookings(db: Db, id: string): Promise<boolean> {
  const row = await db
    .selectFrom("trip_bookings")
    .select("id")
    .where("departure_id", "=", id)
    .limit(rowCount(1))
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteDeparture(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom("trip_departures").where("id", "=", id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * Takes `seats` seats of an open departure and records the booking, in one transaction: the
 * seats are taken by one conditional update, so two bookings racing for the last seats cannot
 * both get them on either engine. Answers false (nothing written) when the seats are not there.
 */
export function takeSeatsAndBook(
  db: Db,
  booking: Insertable<TripBookingsTable>,
  seats: number,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const taken = await trx
      .updateTable("trip_departures")
      .set((eb) => ({ seats_taken: eb("seats_taken", "+", seats), updated_at: booking.created_at }))
      .where("id", "=", booking.departure_id)
      .where("status", "=", "open")
      .where((eb) => eb(eb("seats_taken", "+", seats), "<=", eb.ref("seats")))
      .executeTakeFirst();
    if (taken.numUpdatedRows === 0n) return false;
    await trx.insertInto("trip_bookings").values(booking).execute();
    return true;
  });
}

/**
 * Cancels a booking still awaiting payment and gives its seats back to the departure, in one
 * transaction; answers whether this call cancelled it. A traveller's cancel takes only a booking
 * nothing was paid on (checked in the same statement, so a payment arriving meanwhile wins).
 */
export function cancelBooking(
  db: Db,
  id: string,
  by: "traveller" | "staff",
  now: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const booking = await trx
      .updateTable("trip_bookings")
      .set({ status: "cancelled", cancelled_by: by, updated_at: now })
      .where("id", "=", id)
      .where("status", "=", "awaiting_payment")
      .$if(by === "traveller", (qb) => qb.where("paid_paise", "=", 0))
      .returning(["departure_id", "adults", "children"])
      .executeTakeFirst();
    if (!booking) return false;
    // A cancelled booking is not paid: its payment still waiting closes (docs/payments.md).
    await closeOpenPayments(trx, "booking", [id], "booking cancelled");
    await trx
      .updateTable("trip_departures")
      .set((eb) => ({
        seats_taken: eb("seats_taken", "-", booking.adults + booking.children),
        updated_at: now,
      }))
      .where("id", "=", booking.departure_id)
      .execute();
    return true;
  });
}

const bookings = (db: Db) =>
  db
    .selectFrom("trip_bookings")
    .innerJoin("trip_departures", "trip_departures.id", "trip_bookings.departure_id")
    .innerJoin("trips", "trips.id", "trip_departures.trip_id")
    .innerJoin("users", "users.id", "trip_bookings.user_id")
    .selectAll("trip_bookings")
    .select([
      "trips.id as trip_id",
      "trips.title_en as trip_title_en",
      "trips.title_bn as trip_title_bn",
      "trip_departures.date as date",
      "users.name as user_name",
      "users.email as user_email",
    ]);

export function findBooking(db: Db, id: string): Promise<BookingRow | undefined> {
  return bookings(db).where("trip_bookings.id", "=", id).executeTakeFirst();
}

/** One page of bookings, of one traveller or on one departure; newest first by default. */
export function listBookings(
  db: Db,
  owner: { userId: string } | { departureId: string },
  { page, limit, sort, q, status }: BookingListQuery,
): Promise<Paged<BookingRow>> {
  let query =
    "userId" in owner
      ? bookings(db).where("trip_bookings.user_id", "=", owner.userId)
      : bookings(db).where("trip_bookings.departure_id", "=", owner.departureId);
  if (status) query = query.where("trip_bookings.status", "=", status);
  if (q) {
    query = query.where(containsText(["users.name", "users.email", "trip_bookings.passengers"], q));
  }
  const columns = { createdAt: "trip_bookings.id" };
  return readPage(orderBySort(query, sort, columns, "trip_bookings.id"), { page, limit });
}

/** The trips the traveller holds a booking on (not cancelled), in the site's order. */
export function tripsBookedBy(db: Db, userId: string): Promise<TripRow[]> {
  return db
    .selectFrom("trips")
    .selectAll()
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("trip_bookings")
          .innerJoin("trip_departures", "trip_departures.id", "trip_bookings.departure_id")
          .select("trip_bookings.id")
          .whereRef("trip_departures.trip_id", "=", "trips.id")
          .where("trip_bookings.user_id", "=", userId)
          .where("trip_bookings.status", "=", "awaiting_payment"),
      ),
    )
    .orderBy("position")
    .orderBy("id")
    .limit(rowCount(50))
    .execute();
}

/**
 * Gives back the seats a traveller's bookings still hold, before their account (and with it the
 * bookings) is deleted: run in the deletion's transaction.
 */
export async function releaseSeatsOf(db: Db, userId: string): Promise<void> {
  const held = await db
    .selectFrom("trip_bookings")
    .select(["departure_id", "adults", "children"])
    .where("user_id", "=", userId)
    .where("status", "=", "awaiting_payment")
    .execute();
  for (const booking of held) {
    await db
      .updateTable("trip_departures")
      .set((eb) => ({ seats_taken: eb("seats_taken", "-", booking.adults + booking.children) }))
      .where("id", "=", booking.departure_id)
      .execute();
  }
}
