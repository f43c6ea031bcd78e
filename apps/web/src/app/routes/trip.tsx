import { PageHeader } from "@/components/page-header";
import { TripCards } from "@/features/trips/components/trip-cards";

export function TripRoute() {
  return (
    <>
      <PageHeader
        title="Places Available For Booking"
        subtitle="Choose a trip and tell us your dates and questions; our staff answer on your ticket."
      />
      <TripCards />
    </>
  );
}
