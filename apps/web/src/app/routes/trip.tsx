import { splitLanguage } from "@app/shared/i18n";
import { useLingui } from "@lingui/react/macro";
import { PageHeader } from "@/components/page-header";
import { getTripsQueryOptions } from "@/features/trips/api/trips";
import { TripCards } from "@/features/trips/components/trip-cards";
import { queryLoader } from "../query-loader";

export function TripRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`Places Available For Booking`}
        subtitle={t`Reserve seats on a departure, or ask us about a trip on a ticket; our staff answer there.`}
      />
      <TripCards />
    </>
  );
}

/** The trips and their next departures, in the page's HTML from the server. */
export const loader = queryLoader((client, url) =>
  client.ensureQueryData(getTripsQueryOptions(splitLanguage(url.pathname).language)),
);
