// A user's stored position on an OpenStreetMap map (Leaflet), labelled with their name.
import { Alert, Stack, Text } from "@mantine/core";
import { Tooltip } from "react-leaflet";
import { OsmMap } from "@/components/osm-map";
import { ErrorState, LoadingState } from "@/components/query-states";
import { ApiError } from "@/lib/api-client";
import { useMapPosition } from "../api/get-map-position";

/** The specification's tracking zoom and minimum zoom. */
const TRACKING_ZOOM = 4;
const MIN_ZOOM = 3;

function NotFound({ message }: { message: string }) {
  return (
    <Alert color="yellow" title="No location to show" role="alert">
      {message}
    </Alert>
  );
}

export function UserTracking({ id, name }: { id: string; name: string }) {
  const position = useMapPosition(id);
  if (position.isPending) return <LoadingState label="Loading the location" />;
  if (position.isError) {
    if (position.error instanceof ApiError && position.error.status === 404) {
      return (
        <NotFound message="Nobody shares a location under this id; it may have been deleted." />
      );
    }
    return <ErrorState error={position.error} onRetry={() => void position.refetch()} />;
  }
  if (!position.data) return <NotFound message="This user has no stored location." />;
  const { lat, long } = position.data;
  return <TrackingMap lat={lat} long={long} name={name || position.data.name} />;
}

function TrackingMap({ lat, long, name }: { lat: number; long: number; name: string }) {
  return (
    <Stack gap="xs">
      <Text>
        {name} is at latitude {lat}, longitude {long}.
      </Text>
      <OsmMap
        label={`Map showing where ${name} is`}
        position={{ lat, lng: long }}
        zoom={TRACKING_ZOOM}
        minZoom={MIN_ZOOM}
        markerLabel={name}
        tall
      >
        <Tooltip permanent direction="right">
          {name}
        </Tooltip>
      </OsmMap>
      <Text size="sm" c="dimmed">
        Drag or use the arrow keys to move the map; + and − zoom.
      </Text>
    </Stack>
  );
}
