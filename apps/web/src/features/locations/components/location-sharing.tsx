// Location sharing (docs/product.md): watch the position, send it, see and delete what is stored.

import { formatDateTime, formatSpeed } from "@app/shared/format";
import type { MapUser } from "@app/shared/locations";
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { ErrorState, LoadingState } from "@/components/query-states";
import { useUser } from "@/lib/auth";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useOwnLocation } from "../api/get-own-location";
import { useShareLocation } from "../api/share-location";
import { useStopSharing } from "../api/stop-sharing";
import { useWatchPosition } from "./use-watch-position";

const speedText = (speed: number | null) => (speed === null ? "not reported" : formatSpeed(speed));

export function LocationSharing() {
  const user = useUser();
  const watch = useWatchPosition();
  const stored = useOwnLocation();
  const share = useShareLocation();
  const stopSharing = useStopSharing();
  // The status line the product asks for; null until the button is pressed.
  const [status, setStatus] = useState<string | null>(null);

  const onLocate = () => {
    setStatus(watch.start() ? "Thank you .You will be safe" : "no");
  };

  const onSubmit = () => {
    if (!watch.position) return;
    const { lat, long, speed } = watch.position;
    share.mutate(
      // The server takes name and email from the token; they are sent as the spec's client does.
      { name: user?.name, email: user?.email, lat, long, speed },
      {
        onSuccess: () => notifySuccess("Your location has been shared"),
        onError: notifyError,
      },
    );
  };

  const onStop = () => {
    watch.stop();
    setStatus(null);
    if (stored.data?.location === null) {
      notifySuccess("Stopped watching your position. Nothing was stored.");
      return;
    }
    stopSharing.mutate(undefined, {
      onSuccess: () =>
        notifySuccess("You stopped sharing your location. Your stored position was deleted."),
      onError: notifyError,
    });
  };

  const hasStored = Boolean(stored.data?.location);

  return (
    <Stack maw={720}>
      <Text>
        Share your live position while you travel with us, so that our staff can find you if
        something goes wrong. Your position is sent only when you press Submit.
      </Text>
      <Group>
        <Button onClick={onLocate} disabled={watch.watching && !watch.error}>
          Let me Know your geolocation
        </Button>
      </Group>
      {status && (
        <Text role="status" fw={500} data-testid="geolocation-status">
          {status}
        </Text>
      )}
      {status === "no" && (
        <Text c="dimmed">This browser cannot tell its position, so there is nothing to share.</Text>
      )}
      {watch.error && (
        <Alert color="red" title="Could not read your position" role="alert">
          Error code = {watch.error.code}-{watch.error.message}
        </Alert>
      )}

      <Paper withBorder p="md" component="section" aria-labelledby="live-position">
        <Title order={2} size="h4" id="live-position" mb="xs">
          Your position now
        </Title>
        {watch.position ? (
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" data-testid="live-position">
            <Text>Latitude: {watch.position.lat}</Text>
            <Text>Longitude: {watch.position.long}</Text>
            <Text>Speed: {speedText(watch.position.speed)}</Text>
          </SimpleGrid>
        ) : (
          <Text c="dimmed">
            {watch.watching
              ? "Waiting for your position…"
              : "Press the button above to see your position."}
          </Text>
        )}
      </Paper>

      <Group>
        <Button onClick={onSubmit} disabled={!watch.position} loading={share.isPending}>
          Submit
        </Button>
        <Button
          variant="outline"
          color="red.9"
          onClick={onStop}
          disabled={!watch.watching && !hasStored}
          loading={stopSharing.isPending}
        >
          Stop sharing
        </Button>
      </Group>

      <Paper withBorder p="md" component="section" aria-labelledby="stored-position">
        <Title order={2} size="h4" id="stored-position" mb="xs">
          What we have stored
        </Title>
        {stored.isPending ? (
          <LoadingState label="Loading your shared position" />
        ) : stored.isError ? (
          <ErrorState
            error={stored.error}
            title="Could not load your shared position"
            onRetry={() => void stored.refetch()}
          />
        ) : stored.data.location ? (
          <StoredLocation location={stored.data.location} />
        ) : (
          <Text data-testid="stored-position">You are not sharing a location with us.</Text>
        )}
      </Paper>
    </Stack>
  );
}

function StoredLocation({ location }: { location: MapUser }) {
  return (
    <Stack gap={4} data-testid="stored-position">
      <Text>
        Latitude {location.lat}, longitude {location.long}, speed {speedText(location.speed)}
      </Text>
      <Text size="sm" c="dimmed">
        Shared on {formatDateTime(location.updatedAt)} as {location.name} ({location.email})
      </Text>
    </Stack>
  );
}
