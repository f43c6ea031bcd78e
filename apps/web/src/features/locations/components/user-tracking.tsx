// A user's stored position on an OpenStreetMap map (Leaflet), labelled with their name.
import { formatCoordinate } from "@app/shared/format";
import { Trans, useLingui } from "@lingui/react/macro";
import { Stack, Text } from "@mantine/core";
import { Tooltip } from "react-leaflet";
import { OsmMap } from "@/components/osm-map";
import { ErrorState, QueryStates } from "@/components/query-states";
import { ApiError } from "@/lib/api-client";
import { useLanguage } from "@/lib/i18n";
import { useMapPosition } from "../api/get-map-position";

/** The specification's tracking zoom and minimum zoom. */
const TRACKING_ZOOM = 4;
const MIN_ZOOM = 3;

export function UserTracking({ id, name }: { id: string; name: string }) {
  const { t } = useLingui();
  const position = useMapPosition(id);
  if (position.error instanceof ApiError && position.error.status === 404) {
    // Nothing to try again: the id names no shared position (any more: a map already shown is
    // out of date). Said in words of its own; the server's are a bare "not found".
    return (
      <ErrorState
        error={t`Nobody shares a location under this id; it may have been deleted.`}
        title={t`No location to show`}
      />
    );
  }
  return (
    <QueryStates query={position} data={position.data} loadingLabel={t`Loading the location`}>
      {({ lat, long, name: sharedName }) => (
        <TrackingMap lat={lat} long={long} name={name || sharedName} />
      )}
    </QueryStates>
  );
}

function TrackingMap({ lat, long, name }: { lat: number; long: number; name: string }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const [latitude, longitude] = [formatCoordinate(lat, locale), formatCoordinate(long, locale)];
  return (
    <Stack gap="xs">
      <Text>
        <Trans>
          {name} is at latitude {latitude}, longitude {longitude}.
        </Trans>
      </Text>
      <OsmMap
        label={t`Map showing where ${name} is`}
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
        <Trans>Drag or use the arrow keys to move the map; + and − zoom.</Trans>
      </Text>
    </Stack>
  );
}
