// The three trips the institute runs; a support ticket is about one of them (its `product`).
import { z } from "zod";
import { type SharedMessage, sharedText } from "./messages";

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
