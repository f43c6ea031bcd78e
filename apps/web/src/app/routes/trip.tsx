import { useLingui } from "@lingui/react/macro";
import { PageHeader } from "@/components/page-header";
import { TripCards } from "@/features/trips/components/trip-cards";

export function TripRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`Places Available For Booking`}
        subtitle={t`Choose a trip and tell us your dates and questions; our staff answer on your ticket.`}
      />
      <TripCards />
    </>
  );
}
