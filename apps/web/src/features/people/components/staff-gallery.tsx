// The gallery (back office): photos uploaded with a caption in English and Bengali, shown or
// hidden, and deleted.
import { type StaffGalleryPhoto, StaffPeopleListQuerySchema } from "@app/shared/people";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  Button,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from "@mantine/core";
import { useState } from "react";
import { type Column, DataTable } from "@/components/data-table";
import { DeleteButton } from "@/components/delete-button";
import { FormError } from "@/components/form-error";
import { MissingLanguages } from "@/components/missing-languages";
import { UploadField } from "@/components/upload-field";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useListParams } from "@/lib/use-list-params";
import {
  useAddGalleryPhoto,
  useChangeGalleryPhoto,
  useDeleteGalleryPhoto,
  useStaffGallery,
} from "../api/people";
import { ShownBadge } from "./shown-badge";

function GalleryUpload() {
  const { t } = useLingui();
  const add = useAddGalleryPhoto();
  const [file, setFile] = useState<File | null>(null);
  const [caption, setCaption] = useState({ en: "", bn: "" });
  const upload = () => {
    if (!file) return;
    add.mutate(
      { photo: file, caption },
      {
        onSuccess: () => {
          setFile(null);
          setCaption({ en: "", bn: "" });
          notifySuccess(t`The photo was added`);
        },
      },
    );
  };
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <UploadField
          label={t`Photo (PNG or JPEG)`}
          accept="image/png,image/jpeg"
          value={file}
          onChange={(next) => {
            setFile(next);
            add.reset();
          }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t`Caption (English)`}
            lang="en"
            value={caption.en}
            onChange={(event) => setCaption({ ...caption, en: event.currentTarget.value })}
          />
          <TextInput
            label={t`Caption (Bengali)`}
            lang="bn"
            value={caption.bn}
            onChange={(event) => setCaption({ ...caption, bn: event.currentTarget.value })}
          />
        </SimpleGrid>
        <Group>
          <Button onClick={upload} disabled={!file} loading={add.isPending}>
            <Trans>Add the photo</Trans>
          </Button>
        </Group>
        <FormError error={add.error} title={t`The photo was not added`} />
      </Stack>
    </Paper>
  );
}

export function StaffGalleryTable() {
  const { t } = useLingui();
  const list = useListParams(StaffPeopleListQuerySchema, { prefix: "gallery-" });
  const change = useChangeGalleryPhoto();
  const remove = useDeleteGalleryPhoto();
  const columns: Column<StaffGalleryPhoto>[] = [
    {
      header: t`Photo`,
      cell: (photo) => (
        <Image
          src={photo.photo}
          alt={photo.caption.en || photo.caption.bn || t`Gallery photo`}
          w={96}
          h={64}
          fit="cover"
          radius="sm"
        />
      ),
    },
    {
      header: t`Caption`,
      cell: (photo) => (
        <Stack gap={0}>
          <Text size="sm">{photo.caption.en || "—"}</Text>
          <Text size="sm" lang="bn">
            {photo.caption.bn}
          </Text>
        </Stack>
      ),
      wrap: true,
    },
    {
      header: t`On the site`,
      cell: (photo) => (
        <Switch
          aria-label={t`Show this photo on the site`}
          checked={photo.published}
          onChange={(event) =>
            change.mutate(
              {
                id: photo._id,
                input: { caption: photo.caption, published: event.currentTarget.checked },
              },
              { onError: notifyError },
            )
          }
          label={<ShownBadge shown={photo.published} />}
        />
      ),
    },
    {
      header: t`Languages`,
      cell: (photo) => <MissingLanguages missing={photo.missing} showComplete />,
    },
    {
      header: t`Actions`,
      cell: (photo) => (
        <DeleteButton
          label={t`Delete the photo ${photo.caption.en || photo.caption.bn}`}
          title={t`Delete this photo?`}
          consequence={t`It is no longer shown anywhere.`}
          onConfirm={() =>
            remove.mutate(photo._id, {
              onSuccess: () => notifySuccess(t`The photo was deleted`),
              onError: notifyError,
            })
          }
        />
      ),
    },
  ];
  return (
    <Stack gap="sm" component="section" aria-labelledby="gallery-heading">
      <Text component="h2" fw={700} size="xl" id="gallery-heading" m={0}>
        <Trans>Gallery</Trans>
      </Text>
      <GalleryUpload />
      <DataTable
        query={useStaffGallery(list.query)}
        list={list}
        columns={columns}
        rowKey={(photo) => photo._id}
        label={t`Gallery`}
        minWidth={640}
        loadingLabel={t`Loading the photos`}
        empty={t`No photos yet`}
        noMatch={t`No photos match`}
      />
    </Stack>
  );
}
