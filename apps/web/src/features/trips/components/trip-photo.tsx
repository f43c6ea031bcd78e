// A trip's photo (back office): shown, replaced by an uploaded PNG or JPEG, or removed.
import type { StaffTrip } from "@app/shared/trips";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Image, Paper, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { FormError } from "@/components/form-error";
import { UploadField } from "@/components/upload-field";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useSetTripPhoto } from "../api/trips";

export function TripPhoto({ trip }: { trip: StaffTrip }) {
  const { t } = useLingui();
  const [file, setFile] = useState<File | null>(null);
  const setPhoto = useSetTripPhoto();
  const upload = () => {
    if (!file) return;
    setPhoto.mutate(
      { id: trip._id, photo: file },
      {
        onSuccess: () => {
          setFile(null);
          notifySuccess(t`The photo was saved`);
        },
      },
    );
  };
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="trip-photo-heading">
      <Stack gap="sm">
        <Title order={2} size="h3" id="trip-photo-heading">
          <Trans>Photo</Trans>
        </Title>
        {trip.photo ? (
          <Image src={trip.photo} alt={t`The trip's photo`} maw={360} radius="sm" />
        ) : (
          <Text size="sm" c="gray.7">
            <Trans>No photo yet; the trip's card shows its texts only.</Trans>
          </Text>
        )}
        <Group align="flex-end" wrap="wrap">
          <UploadField
            label={t`New photo (PNG or JPEG)`}
            placeholder={t`Choose a photo`}
            clearLabel={t`Remove the chosen photo`}
            accept="image/png,image/jpeg"
            value={file}
            onChange={(next) => {
              setFile(next);
              setPhoto.reset();
            }}
            style={{ flex: "1 1 240px", minWidth: 0 }}
          />
          <Button onClick={upload} disabled={!file} loading={setPhoto.isPending}>
            <Trans>Upload the photo</Trans>
          </Button>
          {trip.photo && (
            <Button
              color="red"
              variant="light"
              onClick={() =>
                setPhoto.mutate(
                  { id: trip._id, photo: null },
                  {
                    onSuccess: () => notifySuccess(t`The photo was removed`),
                    onError: notifyError,
                  },
                )
              }
            >
              <Trans>Remove the photo</Trans>
            </Button>
          )}
        </Group>
        <FormError error={setPhoto.error} title={t`The photo was not saved`} />
      </Stack>
    </Paper>
  );
}
