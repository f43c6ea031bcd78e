import { useLingui } from "@lingui/react/macro";
import { Anchor, Stack } from "@mantine/core";
import { Link, useParams } from "react-router";
import { PageHeader } from "@/components/page-header";
import { QueryStates } from "@/components/query-states";
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
  return (
    <QueryStates
      query={trip}
      data={trip.data}
      loadingLabel={t`Loading the trip`}
      errorTitle={t`Could not load the trip`}
    >
      {(data) => (
        <Stack>
          <PageHeader title={data.title.en || data.title.bn} actions={back} />
          {/* A fresh editor for each trip, starting from its saved texts. */}
          <TripEditor key={data._id} trip={data} />
          <TripPhoto trip={data} />
          <DeparturesTable tripId={data._id} />
        </Stack>
      )}
    </QueryStates>
  );
}
