// The three trips the institute runs; a support ticket is about one of them (its `product`).
import { z } from "zod";
import { sharedText } from "./messages";

const TRIP_MISSING = /*i18n*/ {
  id: "trips.trip.missing",
  message: "Please choose a trip: plassey, hazarduari or iskon",
};

export const TRIPS = ["plassey", "hazarduari", "iskon"] as const;
export const TripSchema = z.enum(TRIPS, {
  error: sharedText(TRIP_MISSING),
});
export type Trip = z.infer<typeof TripSchema>;

export const TRIP_NAMES: Record<Trip, string> = {
  plassey: "Plassey Monument",
  hazarduari: "Hazarduari Palace",
  iskon: "Nabadwip Iskon Temple",
};
