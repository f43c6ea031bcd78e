import { formatCalendarDate, formatCount } from "@app/shared/format";
import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Stack, Text } from "@mantine/core";
import { Link, useParams } from "react-router";
import { PageHeader } from "@/components/page-header";
import { QueryStates } from "@/components/query-states";
import { useDeparture, useStaffTrip } from "@/features/trips/api/trips";
import { PassengerList } from "@/features/trips/components/passenger-list";
import { useLanguage } from "@/lib/i18n";

export function StaffDepartureRoute() {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const { departureId = "" } = useParams();
  const departure = useDeparture(departureId);
  const trip = useStaffTrip(departure.data?.tripId);
  const title = trip.data ? trip.data.title.en || trip.data.title.bn : "";
  return (
    <QueryStates
      query={departure}
      data={departure.data}
      loadingLabel={t`Loading the departure`}
      errorTitle={t`Could not load the departure`}
    >
      {(data) => {
        const date = formatCalendarDate(data.date, locale);
        const taken = formatCount(data.seatsTaken, locale);
        const seats = formatCount(data.seats, locale);
        return (
          <Stack>
            <PageHeader
              title={title ? t`Passengers: ${title}, ${date}` : t`Passengers: ${date}`}
              actions={
                <Anchor component={Link} to={`/staff/trips/${data.tripId}`}>
                  <Trans>Back to the trip</Trans>
                </Anchor>
              }
            />
            <Text>
              <Trans>
                {taken} of {seats} seats taken
              </Trans>
            </Text>
            <PassengerList departureId={departureId} />
          </Stack>
        );
      }}
    </QueryStates>
  );
}
