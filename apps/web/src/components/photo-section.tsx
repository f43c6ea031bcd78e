// One picture an editor keeps beside its form (a teacher's photo, a course's picture): shown,
// replaced by an uploaded PNG or JPEG at once, or removed. The server re-encodes what it takes.
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Image, Paper, Stack, Text, Title } from "@mantine/core";
import type { UseMutationResult } from "@tanstack/react-query";
import { type ReactNode, useId, useState } from "react";
import { FormError } from "@/components/form-error";
import { UploadField } from "@/components/upload-field";
import { notifyError, notifySuccess } from "@/lib/notify";

export function PhotoSection({
  title,
  photo,
  alt,
  none,
  save,
  children,
}: {
  title: string;
  /** The picture's address, or null when there is none. */
  photo: string | null;
  alt: string;
  /** What shows when there is no picture. */
  none: string;
  /** Uploads a file, or removes the picture when given null. */
  save: UseMutationResult<unknown, Error, File | null>;
  /** Another way to give the picture, shown under the upload (a teacher's: decision 067). */
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const headingId = useId();
  const [file, setFile] = useState<File | null>(null);
  const upload = () => {
    if (!file) return;
    save.mutate(file, {
      onSuccess: () => {
        setFile(null);
        notifySuccess(t`The photo was saved`);
      },
    });
  };
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {title}
        </Title>
        {photo ? (
          <Image src={photo} alt={alt} maw={240} radius="sm" />
        ) : (
          <Text size="sm" c="gray.7">
            {none}
          </Text>
        )}
        <Group align="flex-end" wrap="wrap">
          <UploadField
            label={t`New photo (PNG or JPEG)`}
            accept="image/png,image/jpeg"
            value={file}
            onChange={(next) => {
              setFile(next);
              save.reset();
            }}
            style={{ flex: "1 1 240px", minWidth: 0 }}
          />
          <Button onClick={upload} disabled={!file} loading={save.isPending && file !== null}>
            <Trans>Upload the photo</Trans>
          </Button>
          {photo && (
            <Button
              color="red"
              variant="light"
              onClick={() =>
                save.mutate(null, {
                  onSuccess: () => notifySuccess(t`The photo was removed`),
                  onError: notifyError,
                })
              }
            >
              <Trans>Remove the photo</Trans>
            </Button>
          )}
        </Group>
        <FormError error={save.error} title={t`The photo was not saved`} />
        {children}
      </Stack>
    </Paper>
  );
}
