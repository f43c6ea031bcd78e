// Trip rules: staff keep the trips (texts in both languages) and their departures; a signed-in
// traveller reserves seats on an open departure that has not left, the server working out the
// amount from the departure's prices and taking the seats atomically; a booking awaits payment
// until it is cancelled, by its traveller (while it awaits payment) or by staff, and the seats
// go back. A traveller's booking is theirs alone: anyone else but staff is told it does not exist.
import type { Language } from "@app/shared/i18n";
import {
  type LocalizedText,
  missingLanguages,
  textFromColumns,
  textIn,
} from "@app/shared/localized-text";
import { purchaseStatusOf } from "@app/shared/payments";
import {
  type Booking,
  type BookingInputSchema,
  type BookingListQuery,
  bookingAmountPaise,
  type Departure,
  type DepartureInputSchema,
  type DepartureListQuery,
  MAX_TRIP_PHOTOS,
  type MyTripRules,
  NEXT_DEPARTURES,
  type PublicTrip,
  type StaffTrip,
  type StaffTripListQuery,
  TRIP_GST_RATE,
  TRIP_SAC,
  type TripInputSchema,
  type TripListQuery,
  type TripPhoto,
} from "@app/shared/trips";
import { isStaffRole } from "@app/shared/users";
import type { Kysely } from "kysely";
import type { z } from "zod";
import type { Database, TripsTable } from "../../db/schema";
import { indiaDay } from "../../lib/days";
import { ConflictError, invalidField, NotFoundError } from "../../lib/errors";
import { newId, nowIso } from "../../lib/ids";
import { mapPage, type Paged } from "../../lib/paging";
import type { CurrentUser } from "../../plugins/auth";
import { removeTripPhoto, saveTripPhoto, tripPhotoUrl } from "./trip-photo-storage";
import {
  type BookingRow,
  cancelBooking,
  countDeparturesOf,
  type DepartureRow,
  deleteDeparture,
  deleteTrip,
  departureHasBookings,
  findBooking,
  findDeparture,
  findTrip,
  insertDeparture,
  insertTrip,
  listBookings,
  listDepartures,
  listStaffTrips,
  listTrips,
  nextDepartures,
  nextTripPosition,
  replaceTripPhotos,
  type StaffTripRow,
  type TripRow,
  takeSeatsAndBook,
  tripHasBookings,
  tripsBookedBy,
  updateDeparture,
  updateTrip,
} from "./trips.repository";

const TRIP_NOT_FOUND = /*i18n*/ { id: "trips.tripNotFound", message: "Trip not found" };
const DEPARTURE_NOT_FOUND = /*i18n*/ {
  id: "trips.departureNotFound",
  message: "Departure not found",
};
const BOOKING_NOT_FOUND = /*i18n*/ { id: "trips.bookingNotFound", message: "Booking not found" };
const TRIP_HAS_BOOKINGS = /*i18n*/ {
  id: "trips.tripHasBookings",
  message: "Seats were reserved on this trip's departures; it cannot be deleted",
};
const DEPARTURE_HAS_BOOKINGS = /*i18n*/ {
  id: "trips.departureHasBookings",
  message: "Seats were reserved on this departure; close or cancel it instead of deleting it",
};
const SEATS_BELOW_TAKEN = /*i18n*/ {
  id: "trips.seatsBelowTaken",
  message:
    "{taken, plural, one {# seat is} other {# seats are}} already reserved; offer at least that many",
};
const NOT_BOOKABLE = /*i18n*/ {
  id: "trips.departureNotBookable",
  message: "This departure takes no more bookings",
};
const NOT_ENOUGH_SEATS = /*i18n*/ {
  id: "trips.notEnoughSeats",
  message:
    "{left, plural, =0 {No seats are left} one {Only # seat is left} other {Only # seats are left}} on this departure",
};
const NO_SUCH_PICKUP_POINT = /*i18n*/ {
  id: "trips.noSuchPickupPoint",
  message: "Please choose one of the trip's pickup points",
};
const ALREADY_CANCELLED = /*i18n*/ {
  id: "trips.bookingAlreadyCancelled",
  message: "This booking is already cancelled",
};
const PHOTOS_FULL = /*i18n*/ {
  id: "trips.photos.full",
  message: "A trip has at most {max} photos: remove one before adding another",
};
const PHOTOS_NOT_OWN = /*i18n*/ {
  id: "trips.photos.notOwn",
  message: "List each of the trip's own photos once, at most {max}",
};
const PHOTO_NOT_FOUND = /*i18n*/ { id: "trips.photo.notFound", message: "Photo not found" };
const PHOTOS_CHANGED = /*i18n*/ {
  id: "trips.photos.changedMeanwhile",
  message: "The trip's photos were changed meanwhile: reload it and try again",
};
const BOOKING_PAID = /*i18n*/ {
  id: "trips.booking.paid",
  message: "Money has been paid on this booking; please ask the office to cancel it and refund you",
};

type TripInput = z.output<typeof TripInputSchema>;
type DepartureInput = z.output<typeof DepartureInputSchema>;
type BookingInput = z.output<typeof BookingInputSchema>;

const TEXTS = ["title", "description", "duration", "included", "rules"] as const;

const pickupPointsOf = (row: Pick<TripRow, "pickup_points">): LocalizedText[] =>
  JSON.parse(row.pickup_points) as LocalizedText[];

const textsOf = (row: TripRow) => ({
  title: textFromColumns(row, "title"),
  description: textFromColumns(row, "description"),
  duration: textFromColumns(row, "duration"),
  included: textFromColumns(row, "included"),
  rules: textFromColumns(row, "rules"),
});

const toStaffTrip = (row: StaffTripRow): StaffTrip => {
  const texts = textsOf(row);
  const pickupPoints = pickupPointsOf(row);
  const missing = new Set(
    [...Object.values(texts), ...pickupPoints].flatMap((text) => missingLanguages(text)),
  );
  return {
    _id: row.id,
    ...texts,
    pickupPoints,
    photo: firstPhotoUrl(row),
    photos: photoFilesOf(row).map((file): TripPhoto => ({ file, url: tripPhotoUrl(file) })),
    hsnSac: row.hsn_sac,
    gstRate: row.gst_rate,
    missing: [...missing].sort(),
    departures: Number(row.departures),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
};

/** A trip's stored photo names in their order. */
export const photoFilesOf = (row: Pick<TripRow, "photos">): string[] =>
  JSON.parse(row.photos) as string[];

/** The address of a trip's first photo (the one its card shows), null without photos. */
export const firstPhotoUrl = (row: Pick<TripRow, "photos">): string | null => {
  const [first] = photoFilesOf(row);
  return first === undefined ? null : tripPhotoUrl(first);
};

const toDeparture = (row: DepartureRow): Departure => ({
  _id: row.id,
  tripId: row.trip_id,
  date: row.date,
  seats: row.seats,
  seatsTaken: row.seats_taken,
  seatsLeft: Math.max(0, row.seats - row.seats_taken),
  adultPricePaise: row.adult_price_paise,
  childPricePaise: row.child_price_paise,
  status: row.status,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const toBooking = (row: BookingRow, language: Language): Booking => ({
  _id: row.id,
  tripId: row.trip_id,
  trip: textIn(
    textFromColumns({ title_en: row.trip_title_en, title_bn: row.trip_title_bn }, "title"),
    language,
  ),
  departureId: row.departure_id,
  date: row.date,
  adults: row.adults,
  children: row.children,
  seats: row.adults + row.children,
  pickupPoint: textIn(textFromColumns(row, "pickup_point"), language),
  passengers: JSON.parse(row.passengers) as string[],
  amountPaise: row.amount_paise,
  paidPaise: row.paid_paise,
  paymentStatus: purchaseStatusOf(row.amount_paise, row.paid_paise, row.refunded_paise),
  status: row.status,
  cancelledBy: row.cancelled_by,
  name: row.user_name,
  email: row.user_email,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** A trip's texts as its columns. */
function tripColumns(input: TripInput) {
  const columns: Partial<Record<`${(typeof TEXTS)[number]}_${Language}`, string>> = {};
  for (const text of TEXTS) {
    columns[`${text}_en`] = input[text].en;
    columns[`${text}_bn`] = input[text].bn;
  }
  return {
    ...(columns as Pick<TripsTable, `${(typeof TEXTS)[number]}_${Language}`>),
    pickup_points: JSON.stringify(input.pickupPoints.map(({ en, bn }) => ({ en, bn }))),
    ...(input.hsnSac === undefined ? {} : { hsn_sac: input.hsnSac }),
    ...(input.gstRate === undefined ? {} : { gst_rate: input.gstRate }),
  };
}

export function createTripsService(db: Kysely<Database>, dataDir: string) {
  const staffTrip = async (id: string): Promise<StaffTrip> => {
    const row = await findTrip(db, id);
    if (!row) throw new NotFoundError(TRIP_NOT_FOUND);
    return toStaffTrip({ ...row, departures: await countDeparturesOf(db, id) });
  };
  const tripRow = async (id: string): Promise<TripRow> => {
    const row = await findTrip(db, id);
    if (!row) throw new NotFoundError(TRIP_NOT_FOUND);
    return row;
  };
  /** Writes the trip's photos if no one changed them since `trip` was read (else 409). */
  const writePhotos = async (trip: TripRow, files: readonly string[]): Promise<void> => {
    if (!(await replaceTripPhotos(db, trip.id, trip.photos, JSON.stringify(files), nowIso()))) {
      if (!(await findTrip(db, trip.id))) throw new NotFoundError(TRIP_NOT_FOUND);
      throw new ConflictError(PHOTOS_CHANGED);
    }
  };
  const removeTripPhotos = async (files: readonly string[]): Promise<void> => {
    for (const file of files) await removeTripPhoto(dataDir, file);
  };
  const departure = async (id: string): Promise<DepartureRow> => {
    const row = await findDeparture(db, id);
    if (!row) throw new NotFoundError(DEPARTURE_NOT_FOUND);
    return row;
  };

  return {
    /** The trips in the reader's language, each with its next open departures. */
    async list(query: TripListQuery, language: Language): Promise<Paged<PublicTrip>> {
      const page = await listTrips(db, query);
      const departures = await nextDepartures(
        db,
        page.rows.map((row) => row.id),
        indiaDay(),
        NEXT_DEPARTURES,
      );
      return mapPage(page, (row) => {
        const texts = textsOf(row);
        return {
          _id: row.id,
          title: textIn(texts.title, language),
          description: textIn(texts.description, language),
          duration: textIn(texts.duration, language),
          included: textIn(texts.included, language),
          pickupPoints: pickupPointsOf(row).map((point) => textIn(point, language)),
          rules: textIn(texts.rules, language),
          photo: firstPhotoUrl(row),
          photos: photoFilesOf(row).map(tripPhotoUrl),
          departures: departures
            .filter((d) => d.trip_id === row.id)
            .map((d) => {
              const { _id, date, seatsLeft, adultPricePaise, childPricePaise } = toDeparture(d);
              return { _id, date, seatsLeft, adultPricePaise, childPricePaise };
            }),
        };
      });
    },

    async listForStaff(query: StaffTripListQuery): Promise<Paged<StaffTrip>> {
      return mapPage(await listStaffTrips(db, query), toStaffTrip);
    },

    getForStaff: staffTrip,

    async create(input: TripInput): Promise<StaffTrip> {
      const now = nowIso();
      const id = newId();
      await insertTrip(db, {
        id,
        position: await nextTripPosition(db),
        hsn_sac: TRIP_SAC,
        gst_rate: TRIP_GST_RATE,
        ...tripColumns(input),
        created_at: now,
        updated_at: now,
      });
      return staffTrip(id);
    },

    async change(id: string, input: TripInput): Promise<StaffTrip> {
      const changed = await updateTrip(db, id, { ...tripColumns(input), updated_at: nowIso() });
      if (!changed) throw new NotFoundError(TRIP_NOT_FOUND);
      return staffTrip(id);
    },

    /** Deletes a trip and its departures (and its photos), unless seats were ever reserved on one. */
    async remove(id: string): Promise<void> {
      const trip = await findTrip(db, id);
      if (!trip) throw new NotFoundError(TRIP_NOT_FOUND);
      if (await tripHasBookings(db, id)) throw new ConflictError(TRIP_HAS_BOOKINGS);
      if (!(await deleteTrip(db, id))) throw new NotFoundError(TRIP_NOT_FOUND);
      await removeTripPhotos(photoFilesOf(trip));
    },

    /**
     * Adds photos (encoded images) after the trip's own, up to MAX_TRIP_PHOTOS in all (else 409,
     * nothing stored).
     */
    async addPhotos(id: string, images: readonly Buffer[]): Promise<StaffTrip> {
      const trip = await tripRow(id);
      const before = photoFilesOf(trip);
      if (before.length + images.length > MAX_TRIP_PHOTOS) {
        throw new ConflictError({ ...PHOTOS_FULL, values: { max: MAX_TRIP_PHOTOS } });
      }
      const files: string[] = [];
      try {
        for (const image of images) files.push(await saveTripPhoto(dataDir, image));
        await writePhotos(trip, [...before, ...files]);
      } catch (error) {
        await removeTripPhotos(files);
        throw error;
      }
      return staffTrip(id);
    },

    /** Removes one of the trip's photos, by its stored name, and its file. */
    async removePhoto(id: string, file: string): Promise<StaffTrip> {
      const trip = await tripRow(id);
      const before = photoFilesOf(trip);
      if (!before.includes(file)) throw new NotFoundError(PHOTO_NOT_FOUND);
      await writePhotos(
        trip,
        before.filter((name) => name !== file),
      );
      await removeTripPhoto(dataDir, file);
      return staffTrip(id);
    },

    /** Puts the trip's photos in a new order: `files` lists each of its own once. */
    async orderPhotos(id: string, files: readonly string[]): Promise<StaffTrip> {
      const trip = await tripRow(id);
      const before = photoFilesOf(trip);
      if (files.length !== before.length || files.some((file) => !before.includes(file))) {
        throw invalidField("photos", { ...PHOTOS_NOT_OWN, values: { max: MAX_TRIP_PHOTOS } });
      }
      await writePhotos(trip, files);
      return staffTrip(id);
    },

    /**
     * The single-photo call outside callers know: gives the trip a new first photo in place of
     * the first it had (null: removes the first); the others stay.
     */
    async setPhoto(id: string, image: Buffer | null): Promise<StaffTrip> {
      const trip = await tripRow(id);
      const [first, ...rest] = photoFilesOf(trip);
      if (!image) {
        if (first === undefined) return staffTrip(id);
        return this.removePhoto(id, first);
      }
      const file = await saveTripPhoto(dataDir, image);
      try {
        await writePhotos(trip, [file, ...rest]);
      } catch (error) {
        await removeTripPhoto(dataDir, file);
        throw error;
      }
      if (first !== undefined) await removeTripPhoto(dataDir, first);
      return staffTrip(id);
    },

    async listDepartures(tripId: string, query: DepartureListQuery): Promise<Paged<Departure>> {
      if (!(await findTrip(db, tripId))) throw new NotFoundError(TRIP_NOT_FOUND);
      return mapPage(await listDepartures(db, tripId, query), toDeparture);
    },

    async getDeparture(id: string): Promise<Departure> {
      return toDeparture(await departure(id));
    },

    async addDeparture(tripId: string, input: DepartureInput): Promise<Departure> {
      if (!(await findTrip(db, tripId))) throw new NotFoundError(TRIP_NOT_FOUND);
      const now = nowIso();
      const id = newId();
      await insertDeparture(db, {
        id,
        trip_id: tripId,
        date: input.date,
        seats: input.seats,
        seats_taken: 0,
        adult_price_paise: input.adultPricePaise,
        child_price_paise: input.childPricePaise,
        status: input.status,
        created_at: now,
        updated_at: now,
      });
      return toDeparture(await departure(id));
    },

    async changeDeparture(id: string, input: DepartureInput): Promise<Departure> {
      const outcome = await updateDeparture(db, id, {
        date: input.date,
        seats: input.seats,
        adult_price_paise: input.adultPricePaise,
        child_price_paise: input.childPricePaise,
        status: input.status,
        updated_at: nowIso(),
      });
      if (outcome === "missing") throw new NotFoundError(DEPARTURE_NOT_FOUND);
      if (outcome === "too-few-seats") {
        const taken = (await departure(id)).seats_taken;
        const message = { ...SEATS_BELOW_TAKEN, values: { taken } };
        throw new ConflictError(message, [{ path: "seats", message }]);
      }
      return toDeparture(await departure(id));
    },

    async removeDeparture(id: string): Promise<void> {
      await departure(id);
      if (await departureHasBookings(db, id)) throw new ConflictError(DEPARTURE_HAS_BOOKINGS);
      if (!(await deleteDeparture(db, id))) throw new NotFoundError(DEPARTURE_NOT_FOUND);
    },

    /** Reserves seats for the signed-in traveller; the amount is the departure's prices'. */
    async book(
      user: CurrentUser,
      departureId: string,
      input: BookingInput,
      language: Language,
    ): Promise<Booking> {
      const found = await departure(departureId);
      const trip = await findTrip(db, found.trip_id);
      if (!trip) throw new NotFoundError(DEPARTURE_NOT_FOUND);
      if (found.status !== "open" || found.date < indiaDay()) {
        throw new ConflictError(NOT_BOOKABLE);
      }
      const point = pickupPointsOf(trip)[input.pickupPoint];
      if (!point) throw invalidField("pickupPoint", NO_SUCH_PICKUP_POINT);
      const seats = input.adults + input.children;
      const now = nowIso();
      const id = newId();
      const booked = await takeSeatsAndBook(
        db,
        {
          id,
          departure_id: found.id,
          user_id: user.id,
          adults: input.adults,
          children: input.children,
          pickup_point_en: point.en,
          pickup_point_bn: point.bn,
          passengers: JSON.stringify(input.passengers),
          amount_paise: bookingAmountPaise(toDeparture(found), input.adults, input.children),
          status: "awaiting_payment",
          cancelled_by: null,
          created_at: now,
          updated_at: now,
        },
        seats,
      );
      if (!booked) {
        const now = await departure(departureId);
        if (now.status !== "open") throw new ConflictError(NOT_BOOKABLE);
        throw new ConflictError({
          ...NOT_ENOUGH_SEATS,
          values: { left: Math.max(0, now.seats - now.seats_taken) },
        });
      }
      return this.getBooking(user, id, language);
    },

    /** A booking its traveller or staff may read; anyone else is told it does not exist. */
    async getBooking(user: CurrentUser, id: string, language: Language): Promise<Booking> {
      const row = await findBooking(db, id);
      if (!row || (row.user_id !== user.id && !isStaffRole(user.role))) {
        throw new NotFoundError(BOOKING_NOT_FOUND);
      }
      return toBooking(row, language);
    },

    /**
     * Cancels a booking awaiting payment and gives its seats back: its traveller's own while
     * nothing is paid on it, or any booking for staff. Anyone else is told it does not exist.
     */
    async cancel(user: CurrentUser, id: string, language: Language): Promise<Booking> {
      const row = await findBooking(db, id);
      const staff = isStaffRole(user.role);
      if (!row || (row.user_id !== user.id && !staff)) throw new NotFoundError(BOOKING_NOT_FOUND);
      const by = row.user_id === user.id && !staff ? "traveller" : "staff";
      if (!(await cancelBooking(db, id, by, nowIso()))) {
        const now = await findBooking(db, id);
        // Money was paid on it: the office cancels it and gives the money back.
        if (now?.status === "awaiting_payment") throw new ConflictError(BOOKING_PAID);
        throw new ConflictError(ALREADY_CANCELLED);
      }
      return this.getBooking(user, id, language);
    },

    async listMine(
      user: CurrentUser,
      query: BookingListQuery,
      language: Language,
    ): Promise<Paged<Booking>> {
      const page = await listBookings(db, { userId: user.id }, query);
      return mapPage(page, (row) => toBooking(row, language));
    },

    async listPassengers(
      departureId: string,
      query: BookingListQuery,
      language: Language,
    ): Promise<Paged<Booking>> {
      await departure(departureId);
      const page = await listBookings(db, { departureId }, query);
      return mapPage(page, (row) => toBooking(row, language));
    },

    /** The rules of each trip the traveller holds a booking on. */
    async myRules(user: CurrentUser, language: Language): Promise<MyTripRules> {
      const trips = await tripsBookedBy(db, user.id);
      return trips.map((row) => ({
        tripId: row.id,
        trip: textIn(textFromColumns(row, "title"), language),
        rules: textIn(textFromColumns(row, "rules"), language),
      }));
    },
  };
}
