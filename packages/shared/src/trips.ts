// Trips: the trips the institute runs, kept by staff in both languages, their departures with
// seats and prices, and the seats a signed-in traveller reserves on a departure. A support ticket
// is about a trip (its `product`): one of the three first trips, named by their ids below, or any
// trip staff added, by its id.
import { z } from "zod";
import { IdSchema, TimestampSchema, textField, wholeNumber } from "./common";
import { type GstRate, GstRateFieldSchema, HsnSacSchema } from "./gst";
import { LanguageSchema } from "./i18n";
import { type LocalizedText, localizedText, optionalLocalizedText } from "./localized-text";
import { type SharedMessage, sharedText } from "./messages";
import { MAX_PRICE_RUPEES } from "./money";
import { DaySchema, listQuerySchema } from "./paging";
import { PaymentStatusSchema } from "./payments";

export const TRIPS = ["plassey", "hazarduari", "iskon"] as const;
export type Trip = (typeof TRIPS)[number];

export const TRIP_NAMES: Record<Trip, string> = {
  plassey: "Plassey Monument",
  hazarduari: "Hazarduari Palace",
  iskon: "Nabadwip Iskon Temple",
};

/** Each trip's name as a reader knows it, in any language (the refusal below names them). */
const TRIP_LABELS: Record<Trip, SharedMessage> = {
  plassey: /*i18n*/ { id: "trips.name.plassey", message: "Plassey Monument" },
  hazarduari: /*i18n*/ { id: "trips.name.hazarduari", message: "Hazarduari Palace" },
  iskon: /*i18n*/ { id: "trips.name.iskon", message: "Nabadwip Iskon Temple" },
};

/** The refusal of a missing or unknown trip: the trips by their names, never by their codes. */
export const TRIP_MISSING = sharedText(
  /*i18n*/ { id: "trips.choose", message: "Please choose a trip: {first}, {second} or {third}" },
  { first: TRIP_LABELS.plassey, second: TRIP_LABELS.hazarduari, third: TRIP_LABELS.iskon },
);

export const TripSchema = z.enum(TRIPS, { error: TRIP_MISSING });

/** The id of a trip staff added: a UUID, as the server makes every id. */
const ADDED_TRIP_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The trip a support ticket is about: one of the three first trips, or a trip staff added, by its
 * id; anything else is refused naming the trips. The server refuses an id no trip has the same way.
 */
export const TicketTripSchema = z
  .string({ error: TRIP_MISSING })
  .refine((id) => isTicketTrip(id) || ADDED_TRIP_ID.test(id), TRIP_MISSING);

/** Whether a trip's id is one of the three first trips, which "Book Trip" names (the specification). */
export const isTicketTrip = (id: string): id is Trip => (TRIPS as readonly string[]).includes(id);

export const DEPARTURE_STATUSES = ["open", "closed", "cancelled"] as const;
export const DepartureStatusSchema = z.enum(DEPARTURE_STATUSES);
export type DepartureStatus = z.infer<typeof DepartureStatusSchema>;

export const BOOKING_STATUSES = ["awaiting_payment", "cancelled"] as const;
export const BookingStatusSchema = z.enum(BOOKING_STATUSES);
export type BookingStatus = z.infer<typeof BookingStatusSchema>;

/** Most pickup points a trip lists, seats a departure offers, and people one booking holds. */
export const MAX_PICKUP_POINTS = 10;
export const MAX_DEPARTURE_SEATS = 500;
export const MAX_BOOKING_PEOPLE = 20;
/** How many photos a trip keeps at most (migration 0054 made the one photo the first of them). */
export const MAX_TRIP_PHOTOS = 6;
const MAX_PRICE_PAISE = MAX_PRICE_RUPEES * 100;

const PICKUP_POINTS_COUNT = /*i18n*/ {
  id: "trips.pickupPoints.count",
  message: "List from {min} to {max} pickup points",
};
const NOBODY = /*i18n*/ {
  id: "trips.booking.nobody",
  message: "A booking is for at least one person",
};
const NAMES_PER_SEAT = /*i18n*/ {
  id: "trips.booking.namesPerSeat",
  message: "Write one passenger name for each seat",
};
const PASSENGER_LABEL = /*i18n*/ { id: "trips.field.passenger", message: "the passenger's name" };

const kept = z.object({ en: z.string(), bn: z.string() });

/** A text in both languages (localized-text.ts) that also refuses a key that is not a language. */
const strictText = (max: number) => localizedText(max).strict();
const optionalStrictText = (max: number) => optionalLocalizedText(max).strict().prefault({});

/**
 * A trip's tax (docs/accountant.md): tour operator services, SAC 998552, at 5 % (the rate a tour
 * operator charges without input tax credit). A new trip starts with them.
 */
export const TRIP_SAC = "998552";
export const TRIP_GST_RATE: GstRate = 5;

/**
 * POST /api/staff/trips and PUT /api/staff/trips/{id}: a trip's texts in both languages, and the
 * SAC and GST rate its booking invoices use (absent: TRIP_SAC and TRIP_GST_RATE for a new trip,
 * kept as they are on a change).
 */
export const TripInputSchema = z.strictObject({
  title: strictText(120),
  description: strictText(2000),
  duration: strictText(100),
  included: optionalStrictText(2000),
  pickupPoints: z
    .array(strictText(120))
    .min(1, sharedText(PICKUP_POINTS_COUNT, { min: 1, max: MAX_PICKUP_POINTS }))
    .max(MAX_PICKUP_POINTS, sharedText(PICKUP_POINTS_COUNT, { min: 1, max: MAX_PICKUP_POINTS })),
  rules: optionalStrictText(4000),
  hsnSac: HsnSacSchema.optional(),
  gstRate: GstRateFieldSchema.optional(),
});
export type TripInput = z.input<typeof TripInputSchema>;

/** One of a trip's photos as staff keep it. */
export const TripPhotoSchema = z.object({ file: z.string(), url: z.string() });
export type TripPhoto = z.infer<typeof TripPhotoSchema>;

const PHOTO_FILE = /^[a-f0-9]{32}\.webp$/;
const PHOTOS_ORDER = sharedText(
  /*i18n*/ {
    id: "trips.photos.order",
    message: "List each of the trip's own photos once, at most {max}",
  },
  { max: MAX_TRIP_PHOTOS },
);

/** DELETE /api/staff/trips/{id}/photos/{file}: one of the trip's photos, by its stored name. */
export const TripPhotoParamsSchema = z.object({
  id: IdSchema,
  file: z.string().regex(PHOTO_FILE, PHOTOS_ORDER),
});

/**
 * PUT /api/staff/trips/{id}/photos: the trip's stored photo names (`photos[].file`) in their new
 * order, every one of them once (removing one is DELETE on it).
 */
export const TripPhotoOrderSchema = z.strictObject({
  photos: z
    .array(z.string().regex(PHOTO_FILE, PHOTOS_ORDER), { error: PHOTOS_ORDER })
    .min(1, PHOTOS_ORDER)
    .max(MAX_TRIP_PHOTOS, PHOTOS_ORDER)
    .refine((names) => new Set(names).size === names.length, PHOTOS_ORDER),
});
export type TripPhotoOrder = z.infer<typeof TripPhotoOrderSchema>;

/** A trip as staff edit it: every text in both languages, and which languages it still lacks. */
export const StaffTripSchema = z.object({
  _id: IdSchema,
  title: kept,
  description: kept,
  duration: kept,
  included: kept,
  pickupPoints: kept.array(),
  rules: kept,
  /** The first of its photos' addresses (the one the public card shows), null without photos. */
  photo: z.string().nullable(),
  /** Its photos in their order: each one's stored name (`file`, which staff send back) and address. */
  photos: TripPhotoSchema.array(),
  /** The SAC and the GST rate in percent its booking invoices use. */
  hsnSac: z.string(),
  gstRate: z.number().int(),
  /** The languages some text of the trip is missing while another language has it. */
  missing: LanguageSchema.array(),
  departures: z.number().int(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type StaffTrip = z.infer<typeof StaffTripSchema>;

/** GET /api/staff/trips: `q` finds a part of a title in either language. */
export const StaffTripListQuerySchema = listQuerySchema({
  sort: ["position", "title"],
  search: true,
});
export type StaffTripListQuery = z.infer<typeof StaffTripListQuerySchema>;

/** POST /api/staff/trips/{id}/departures and PUT /api/staff/departures/{id}. */
export const DepartureInputSchema = z.strictObject({
  date: DaySchema,
  seats: wholeNumber(1, MAX_DEPARTURE_SEATS),
  adultPricePaise: wholeNumber(0, MAX_PRICE_PAISE),
  childPricePaise: wholeNumber(0, MAX_PRICE_PAISE),
  status: DepartureStatusSchema.default("open"),
});
export type DepartureInput = z.input<typeof DepartureInputSchema>;

export const DepartureSchema = z.object({
  _id: IdSchema,
  tripId: IdSchema,
  date: z.string(),
  seats: z.number().int(),
  seatsTaken: z.number().int(),
  seatsLeft: z.number().int(),
  adultPricePaise: z.number().int(),
  childPricePaise: z.number().int(),
  status: DepartureStatusSchema,
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type Departure = z.infer<typeof DepartureSchema>;

/** GET /api/staff/trips/{id}/departures: soonest first unless `sort` says otherwise. */
export const DepartureListQuerySchema = listQuerySchema({
  sort: ["date"],
  filters: { status: DepartureStatusSchema.optional() },
});
export type DepartureListQuery = z.infer<typeof DepartureListQuerySchema>;

/** A departure as the public page shows it. */
export const PublicDepartureSchema = DepartureSchema.pick({
  _id: true,
  date: true,
  seatsLeft: true,
  adultPricePaise: true,
  childPricePaise: true,
});
export type PublicDeparture = z.infer<typeof PublicDepartureSchema>;

/** A trip as a reader reads it, in their language (the other one where theirs is missing). */
export const PublicTripSchema = z.object({
  _id: IdSchema,
  title: z.string(),
  description: z.string(),
  duration: z.string(),
  included: z.string(),
  pickupPoints: z.string().array(),
  rules: z.string(),
  /** The first of its photos (the card's), null without photos. */
  photo: z.string().nullable(),
  /** All its photos' addresses in their order, the first being `photo`. */
  photos: z.string().array(),
  /** Its next open departures, soonest first. */
  departures: PublicDepartureSchema.array(),
});
export type PublicTrip = z.infer<typeof PublicTripSchema>;

/** How many of a trip's next departures the public list shows. */
export const NEXT_DEPARTURES = 4;

/** GET /api/trips: in the language of `lang`, else the reader's. */
export const TripListQuerySchema = listQuerySchema({
  sort: ["position"],
  filters: { lang: LanguageSchema.optional() },
});
export type TripListQuery = z.infer<typeof TripListQuerySchema>;

/** POST /api/trips/departures/{id}/bookings. */
export const BookingInputSchema = z
  .strictObject({
    adults: wholeNumber(0, MAX_BOOKING_PEOPLE),
    children: wholeNumber(0, MAX_BOOKING_PEOPLE),
    /** The pickup point's place in the trip's list, from 0. */
    pickupPoint: wholeNumber(0, MAX_PICKUP_POINTS - 1),
    /** One name per seat: the adults', then the children's. */
    passengers: z.array(textField(PASSENGER_LABEL, 100)).max(MAX_BOOKING_PEOPLE * 2),
  })
  .superRefine((booking, context) => {
    const seats = booking.adults + booking.children;
    if (seats < 1) {
      context.addIssue({ code: "custom", path: ["adults"], message: sharedText(NOBODY) });
    } else if (booking.passengers.length !== seats) {
      context.addIssue({
        code: "custom",
        path: ["passengers"],
        message: sharedText(NAMES_PER_SEAT),
      });
    }
  });
export type BookingInput = z.input<typeof BookingInputSchema>;

/** The amount a booking costs, in paise: the server's sum, never the client's. */
export const bookingAmountPaise = (
  departure: Pick<Departure, "adultPricePaise" | "childPricePaise">,
  adults: number,
  children: number,
): number => departure.adultPricePaise * adults + departure.childPricePaise * children;

export const BookingSchema = z.object({
  _id: IdSchema,
  tripId: IdSchema,
  /** The trip's title in the reader's language. */
  trip: z.string(),
  departureId: IdSchema,
  date: z.string(),
  adults: z.number().int(),
  children: z.number().int(),
  seats: z.number().int(),
  /** The pickup point in the reader's language. */
  pickupPoint: z.string(),
  passengers: z.string().array(),
  amountPaise: z.number().int(),
  /** How far it is paid (docs/payments.md), and how much has come in. */
  paymentStatus: PaymentStatusSchema,
  paidPaise: z.number().int(),
  status: BookingStatusSchema,
  cancelledBy: z.enum(["traveller", "staff"]).nullable(),
  /** The traveller who booked (their account's name and email). */
  name: z.string(),
  email: z.string(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type Booking = z.infer<typeof BookingSchema>;

/** GET /api/trips/bookings/mine and GET /api/staff/departures/{id}/bookings. */
export const BookingListQuerySchema = listQuerySchema({
  sort: ["createdAt"],
  search: true,
  filters: { status: BookingStatusSchema.optional() },
});
export type BookingListQuery = z.infer<typeof BookingListQuerySchema>;

/** GET /api/trips/rules/mine: the rules of each trip the reader holds a booking on. */
export const MyTripRulesSchema = z
  .object({ tripId: IdSchema, trip: z.string(), rules: z.string() })
  .array();
export type MyTripRules = z.infer<typeof MyTripRulesSchema>;

export type { LocalizedText };
