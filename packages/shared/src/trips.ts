// The three trips the institute runs; a support ticket is about one of them (its `product`).
import { z } from "zod";

export const TRIPS = ["plassey", "hazarduari", "iskon"] as const;
export const TripSchema = z.enum(TRIPS, {
  error: "Please choose a trip: plassey, hazarduari or iskon",
});
export type Trip = z.infer<typeof TripSchema>;

export const TRIP_NAMES: Record<Trip, string> = {
  plassey: "Plassey Monument",
  hazarduari: "Hazarduari Palace",
  iskon: "Nabadwip Iskon Temple",
};
