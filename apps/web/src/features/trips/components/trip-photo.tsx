// A trip's photos (back office), as a product's images are kept: shown in their order, the first
// being the one the trip's card shows; each moved earlier or later, or removed once confirmed, at
// once; new ones added up to MAX_TRIP_PHOTOS. The server re-encodes what it takes.
import { formatCount } from "@app/shared/format";
import { MAX_TRIP_PHOTOS, type StaffTrip } from "@app/shared/trips";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { FormError } from "@/components/form-error";
import { UploadButton } from "@/components/upload-field";
import { openConfirm } from "@/lib/confirm";
import { useLanguage } from "@/lib/i18n";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useAddTripPhotos, useOrderTripPhotos, useRemoveTripPhoto } from "../api/trips";

const ACCEPTED = "image/png,image/jpeg";

export function TripPhoto({ trip }: { trip: StaffTrip }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const max = formatCount(MAX_TRIP_PHOTOS, locale);
  const add = useAddTripPhotos();
  const order = useOrderTripPhotos();
  const remove = useRemoveTripPhoto();
  const busy = add.isPending || order.isPending || remove.isPending;
  const name = trip.title.en || trip.title.bn;
  const files = trip.photos.map((photo) => photo.file);
  const room = MAX_TRIP_PHOTOS - files.length;
  const count = files.length;
  const move = (index: number, by: -1 | 1) => {
    const next = [...files];
    const [moved] = next.splice(index, 1);
    if (moved === undefined) return;
    next.splice(index + by, 0, moved);
    order.mutate(
      { id: trip._id, photos: next },
      { onSuccess: () => notifySuccess(t`The photos were saved`), onError: notifyError },
    );
  };
  const confirmRemove = (file: string, place: number) =>
    openConfirm({
      title: t`Remove photo ${place}?`,
      children: (
        <Text size="sm">
          <Trans>The photo is deleted; upload it again to have it back.</Trans>
        </Text>
      ),
      labels: { confirm: t`Remove the photo`, cancel: t`Keep it` },
      confirmProps: { color: "red" },
      onConfirm: () =>
        remove.mutate(
          { id: trip._id, file },
          { onSuccess: () => notifySuccess(t`The photo was removed`), onError: notifyError },
        ),
    });
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="trip-photo-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="trip-photo-heading">
          <Trans>Photos</Trans>
        </Title>
        <Text size="sm" c="gray.7">
          <Trans>
            The first photo is the one the trip's card shows. A trip has up to {max} photos: .png,
            .jpg or .jpeg.
          </Trans>
        </Text>
        {trip.photos.length === 0 ? (
          <Text size="sm" c="gray.7">
            <Trans>No photo yet; the trip's card shows its texts only.</Trans>
          </Text>
        ) : (
          <SimpleGrid
            cols={{ base: 1, xs: 2, md: 3 }}
            component="ol"
            p={0}
            m={0}
            style={{ listStyle: "none" }}
          >
            {trip.photos.map((photo, index) => {
              const place = index + 1;
              return (
                <Stack component="li" key={photo.file} gap="xs" data-testid="trip-photo">
                  <Image
                    src={photo.url}
                    alt={t`${name}, ${place} of ${count}`}
                    w="100%"
                    h={160}
                    fit="cover"
                    radius="sm"
                  />
                  <Group gap="xs">
                    <Button
                      size="xs"
                      variant="default"
                      disabled={busy || index === 0}
                      onClick={() => move(index, -1)}
                      aria-label={t`Move photo ${place} earlier`}
                    >
                      <Trans>Earlier</Trans>
                    </Button>
                    <Button
                      size="xs"
                      variant="default"
                      disabled={busy || index === trip.photos.length - 1}
                      onClick={() => move(index, 1)}
                      aria-label={t`Move photo ${place} later`}
                    >
                      <Trans>Later</Trans>
                    </Button>
                    <Button
                      size="xs"
                      color="red"
                      variant="outline"
                      disabled={busy}
                      onClick={() => confirmRemove(photo.file, place)}
                      aria-label={t`Remove photo ${place}`}
                    >
                      <Trans>Remove</Trans>
                    </Button>
                  </Group>
                </Stack>
              );
            })}
          </SimpleGrid>
        )}
        <Group>
          <UploadButton
            accept={ACCEPTED}
            multiple
            disabled={busy || room <= 0}
            onPick={(photos) =>
              add.mutate(
                { id: trip._id, photos },
                { onSuccess: () => notifySuccess(t`The photos were saved`) },
              )
            }
          >
            {(props) => (
              <Button
                {...props}
                variant="default"
                disabled={busy || room <= 0}
                loading={add.isPending}
              >
                <Trans>Add photos</Trans>
              </Button>
            )}
          </UploadButton>
          {room <= 0 && (
            <Text size="sm" c="gray.7">
              <Trans>Remove a photo to add another.</Trans>
            </Text>
          )}
        </Group>
        <FormError error={add.error} title={t`The photos were not saved`} />
      </Stack>
    </Paper>
  );
}
