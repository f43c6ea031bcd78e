// A user's stored position on an OpenStreetMap map (Leaflet), labelled with their name.
import "leaflet/dist/leaflet.css";
import { Alert, Stack, Text } from "@mantine/core";
import { icon, type Map as LeafletMap } from "leaflet";
import markerIconUrl from "leaflet/dist/images/marker-icon.png";
import markerIconRetinaUrl from "leaflet/dist/images/marker-icon-2x.png";
import markerShadowUrl from "leaflet/dist/images/marker-shadow.png";
import { useCallback } from "react";
import { MapContainer, Marker, TileLayer, Tooltip } from "react-leaflet";
import { ErrorState, LoadingState } from "@/components/query-states";
import { ApiError } from "@/lib/api-client";
import { useMapPosition } from "../api/get-map-position";
import classes from "./tracking-map.module.css";

/** The specification's tracking zoom and minimum zoom. */
const TRACKING_ZOOM = 4;
const MIN_ZOOM = 3;

// Leaflet's default icon guesses its image folder from its CSS, which bundling breaks.
const markerIcon = icon({
  iconUrl: markerIconUrl,
  iconRetinaUrl: markerIconRetinaUrl,
  shadowUrl: markerShadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  tooltipAnchor: [16, -28],
  shadowSize: [41, 41],
});

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
  const label = `Map showing where ${name} is`;
  // Leaflet owns the container element; it gets its name and role once the map exists.
  const nameContainer = useCallback(
    (map: LeafletMap | null) => {
      const container = map?.getContainer();
      if (!container) return;
      container.setAttribute("role", "region");
      container.setAttribute("aria-label", label);
    },
    [label],
  );

  return (
    <Stack gap="xs">
      <Text>
        {name} is at latitude {lat}, longitude {long}.
      </Text>
      <MapContainer
        ref={nameContainer}
        center={[lat, long]}
        zoom={TRACKING_ZOOM}
        minZoom={MIN_ZOOM}
        scrollWheelZoom={false}
        className={classes.map}
      >
        <TileLayer
          attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
          url="https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png"
          subdomains={["a", "b", "c"]}
        />
        <Marker position={[lat, long]} icon={markerIcon} alt={name} title={name}>
          <Tooltip permanent direction="right">
            {name}
          </Tooltip>
        </Marker>
      </MapContainer>
      <Text size="sm" c="dimmed">
        Drag or use the arrow keys to move the map; + and − zoom.
      </Text>
    </Stack>
  );
}
