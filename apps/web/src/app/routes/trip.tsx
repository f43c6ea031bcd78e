import { PageHeader } from "@/components/page-header";
import { TripCards } from "@/features/trips/components/trip-cards";

export function TripRoute() {
  return (
    <>
      <PageHeader title="Places Available For Booking" />
      <TripCards />
    </>
  );
}
