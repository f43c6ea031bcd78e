import { useLingui } from "@lingui/react/macro";
import { Anchor, Stack } from "@mantine/core";
import { Link, useParams } from "react-router";
import { PageHeader } from "@/components/page-header";
import { ErrorState, LoadingState } from "@/components/query-states";
import { useStaffTrip } from "@/features/trips/api/trips";
import { DeparturesTable } from "@/features/trips/components/departures-table";
import { TripEditor } from "@/features/trips/components/trip-editor";
import { TripPhoto } from "@/features/trips/components/trip-photo";

export function StaffTripRoute() {
  const { t } = useLingui();
  const { tripId = "" } = useParams();
  const isNew = tripId === "new";
  const trip = useStaffTrip(isNew ? undefined : tripId);
  const back = (
    <Anchor component={Link} to="/staff/trips">
      {t`All trips`}
    </Anchor>
  );
  if (isNew) {
    return (
      <Stack>
        <PageHeader title={t`New trip`} actions={back} />
        <TripEditor />
      </Stack>
    );
  }
  if (trip.isPending) return <LoadingState label={t`Loading the trip`} />;
  if (trip.isError) {
    return (
      <ErrorState
        error={trip.error}
        title={t`Could not load the trip`}
        onRetry={() => void trip.refetch()}
      />
    );
  }
  return (
    <Stack>
      <PageHeader title={trip.data.title.en || trip.data.title.bn} actions={back} />
      {/* A fresh editor for each trip, starting from its saved texts. */}
      <TripEditor key={trip.data._id} trip={trip.data} />
      <TripPhoto trip={trip.data} />
      <DeparturesTable tripId={trip.data._id} />
    </Stack>
  );
}
