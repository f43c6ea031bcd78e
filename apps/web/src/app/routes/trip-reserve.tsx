import { useLingui } from "@lingui/react/macro";
import { useSearchParams } from "react-router";
import { PageHeader } from "@/components/page-header";
import { BookingForm } from "@/features/trips/components/booking-form";

export function TripReserveRoute() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  return (
    <>
      <PageHeader
        title={t`Reserve seats`}
        subtitle={t`Choose a departure, who travels and where we pick you up.`}
      />
      <BookingForm
        tripId={params.get("trip") ?? ""}
        departureId={params.get("departure") ?? undefined}
      />
    </>
  );
}
