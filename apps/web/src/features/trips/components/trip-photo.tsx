// A trip's photos (back office), as a product's images are kept (the shared ordered row): shown in
// their order, the first being the one the trip's card shows; each moved earlier or later, or
// removed once confirmed, at once; new ones added up to MAX_TRIP_PHOTOS. The server re-encodes
// what it takes.
import { formatCount } from "@app/shared/format";
import { MAX_TRIP_PHOTOS, type StaffTrip } from "@app/shared/trips";
import { Trans, useLingui } from "@lingui/react/macro";
import { Paper, Stack, Text, Title } from "@mantine/core";
import { FormError } from "@/components/form-error";
import { OrderedPhotos } from "@/components/ordered-photos";
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
  const name = trip.title.en || trip.title.bn;
  const count = trip.photos.length;
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
        <OrderedPhotos
          noun="photo"
          accept={ACCEPTED}
          photos={trip.photos}
          alt={(place) => t`${name}, ${place} of ${count}`}
          busy={add.isPending || order.isPending || remove.isPending}
          max={MAX_TRIP_PHOTOS}
          cols={{ base: 1, xs: 2, md: 3 }}
          thumb={{ h: 160 }}
          testId="trip-photo"
          empty={
            <Text size="sm" c="gray.7">
              <Trans>No photo yet; the trip's card shows its texts only.</Trans>
            </Text>
          }
          full={
            <Text size="sm" c="gray.7">
              <Trans>Remove a photo to add another.</Trans>
            </Text>
          }
          adding={add.isPending}
          onAdd={(photos) =>
            add.mutate(
              { id: trip._id, photos },
              { onSuccess: () => notifySuccess(t`The photos were saved`) },
            )
          }
          onOrder={(photos) =>
            order.mutate(
              { id: trip._id, photos },
              { onSuccess: () => notifySuccess(t`The photos were saved`), onError: notifyError },
            )
          }
          onRemove={(photo, place) => confirmRemove(photo.file, place)}
        />
        <FormError error={add.error} title={t`The photos were not saved`} />
      </Stack>
    </Paper>
  );
}
