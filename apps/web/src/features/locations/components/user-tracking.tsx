// A user's stored position on an OpenStreetMap map (Leaflet), labelled with their name.
import { formatCoordinate } from "@app/shared/format";
import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Stack, Text } from "@mantine/core";
import { Tooltip } from "react-leaflet";
import { OsmMap } from "@/components/osm-map";
import { ErrorState, LoadingState } from "@/components/query-states";
import { ApiError } from "@/lib/api-client";
import { useLanguage } from "@/lib/i18n";
import { useMapPosition } from "../api/get-map-position";

/** The specification's tracking zoom and minimum zoom. */
const TRACKING_ZOOM = 4;
const MIN_ZOOM = 3;

function NotFound({ message }: { message: string }) {
  const { t } = useLingui();
  return (
    <Alert color="yellow" title={t`No location to show`} role="alert">
      {message}
    </Alert>
  );
}

export function UserTracking({ id, name }: { id: string; name: string }) {
  const { t } = useLingui();
  const position = useMapPosition(id);
  if (position.isPending) return <LoadingState label={t`Loading the location`} />;
  if (position.isError) {
    if (position.error instanceof ApiError && position.error.status === 404) {
      return (
        <NotFound message={t`Nobody shares a location under this id; it may have been deleted.`} />
      );
    }
    return <ErrorState error={position.error} onRetry={() => void position.refetch()} />;
  }
  if (!position.data) return <NotFound message={t`This user has no stored location.`} />;
  const { lat, long } = position.data;
  return <TrackingMap lat={lat} long={long} name={name || position.data.name} />;
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
