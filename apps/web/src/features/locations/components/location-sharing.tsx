// Location sharing (docs/product.md): watch the position, send it, see and delete what is stored.

import { formatCoordinate, formatCount, formatDateTime, formatSpeed } from "@app/shared/format";
import type { MapUser } from "@app/shared/locations";
import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { QueryStates } from "@/components/query-states";
import { useUser } from "@/lib/auth";
import { useLanguage } from "@/lib/i18n";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useOwnLocation } from "../api/get-own-location";
import { useShareLocation } from "../api/share-location";
import { useStopSharing } from "../api/stop-sharing";
import { useWatchPosition } from "./use-watch-position";

export function LocationSharing() {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const speedText = (speed: number | null) =>
    speed === null ? t`not reported` : formatSpeed(speed, locale);
  const user = useUser();
  const watch = useWatchPosition();
  const stored = useOwnLocation();
  const share = useShareLocation();
  const stopSharing = useStopSharing();
  // The status line the product asks for: whether the browser could watch; null until pressed.
  const [status, setStatus] = useState<"watching" | "unsupported" | null>(null);

  const onLocate = () => {
    setStatus(watch.start() ? "watching" : "unsupported");
  };

  const onSubmit = () => {
    if (!watch.position) return;
    const { lat, long, speed } = watch.position;
    share.mutate(
      // The server takes name and email from the token; they are sent as the spec's client does.
      { name: user?.name, email: user?.email, lat, long, speed },
      {
        onSuccess: () => notifySuccess(t`Your location has been shared`),
        onError: notifyError,
      },
    );
  };

  const onStop = () => {
    watch.stop();
    setStatus(null);
    if (stored.data?.location === null) {
      notifySuccess(t`Stopped watching your position. Nothing was stored.`);
      return;
    }
    stopSharing.mutate(undefined, {
      onSuccess: () =>
        notifySuccess(t`You stopped sharing your location. Your stored position was deleted.`),
      onError: notifyError,
    });
  };

  const hasStored = Boolean(stored.data?.location);

  return (
    <Stack maw={720}>
      <Text>
        <Trans>
          Share your live position while you travel with us, so that our staff can find you if
          something goes wrong. Your position is sent only when you press Submit.
        </Trans>
      </Text>
      <Group>
        <Button onClick={onLocate} disabled={watch.watching && !watch.error}>
          <Trans>Let me Know your geolocation</Trans>
        </Button>
      </Group>
      {status && (
        <Text role="status" fw={500} data-testid="geolocation-status">
          {status === "watching" ? t`Thank you .You will be safe` : t`no`}
        </Text>
      )}
      {status === "unsupported" && (
        <Text c="dimmed">
          <Trans>This browser cannot tell its position, so there is nothing to share.</Trans>
        </Text>
      )}
      {watch.error && (
        <Alert color="red" title={t`Could not read your position`} role="alert">
          <PositionError code={watch.error.code} message={watch.error.message} />
        </Alert>
      )}

      <Paper withBorder p="md" component="section" aria-labelledby="live-position">
        <Title order={2} size="h4" id="live-position" mb="xs">
          <Trans>Your position now</Trans>
        </Title>
        {watch.position ? (
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" data-testid="live-position">
            <Text>{t`Latitude: ${formatCoordinate(watch.position.lat, locale)}`}</Text>
            <Text>{t`Longitude: ${formatCoordinate(watch.position.long, locale)}`}</Text>
            <Text>{t`Speed: ${speedText(watch.position.speed)}`}</Text>
          </SimpleGrid>
        ) : (
          <Text c="dimmed">
            {watch.watching
              ? t`Waiting for your position…`
              : t`Press the button above to see your position.`}
          </Text>
        )}
      </Paper>

      <Group>
        <Button onClick={onSubmit} disabled={!watch.position} loading={share.isPending}>
          <Trans>Submit</Trans>
        </Button>
        <Button
          variant="outline"
          color="red.9"
          onClick={onStop}
          disabled={!watch.watching && !hasStored}
          loading={stopSharing.isPending}
        >
          <Trans>Stop sharing</Trans>
        </Button>
      </Group>

      <Paper withBorder p="md" component="section" aria-labelledby="stored-position">
        <Title order={2} size="h4" id="stored-position" mb="xs">
          <Trans>What we have stored</Trans>
        </Title>
        {/* One test id for what is stored, or the words saying nothing is. */}
        <div data-testid="stored-position">
          <QueryStates
            query={stored}
            data={stored.data}
            loadingLabel={t`Loading your shared position`}
            errorTitle={t`Could not load your shared position`}
            empty={t`You are not sharing a location with us.`}
            isEmpty={(data) => data.location === null}
          >
            {({ location }) =>
              location && <StoredLocation location={location} speedText={speedText} />
            }
          </QueryStates>
        </div>
      </Paper>
    </Stack>
  );
}

/** The browser's own words for why it could not tell the position, after its code. */
function PositionError({ code, message }: { code: number; message: string }) {
  const { locale } = useLanguage();
  const number = formatCount(code, locale);
  return (
    <Trans>
      Error code = {number}-{message}
    </Trans>
  );
}

function StoredLocation({
  location,
  speedText,
}: {
  location: MapUser;
  speedText: (speed: number | null) => string;
}) {
  const { locale } = useLanguage();
  const lat = formatCoordinate(location.lat, locale);
  const long = formatCoordinate(location.long, locale);
  const speed = speedText(location.speed);
  const shared = formatDateTime(location.updatedAt, locale);
  const { name, email } = location;
  return (
    <Stack gap={4}>
      <Text>
        <Trans>
          Latitude {lat}, longitude {long}, speed {speed}
        </Trans>
      </Text>
      <Text size="sm" c="dimmed">
        <Trans>
          Shared on {shared} as {name} ({email})
        </Trans>
      </Text>
    </Stack>
  );
}
