// The uploaded teacher photos with their names and birthdates, newest first, a page at a time.

import { formatCalendarDate } from "@app/shared/format";
import type { TeacherPhoto } from "@app/shared/teachers";
import { Trans, useLingui } from "@lingui/react/macro";
import { Card, Group, Image, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { DeleteButton } from "@/components/delete-button";
import { LoadMore } from "@/components/load-more";
import { QueryStates } from "@/components/query-states";
import { useLanguage } from "@/lib/i18n";
import { notifyError, notifySuccess } from "@/lib/notify";
import { loadedItems, totalOf } from "@/lib/page-list";
import { useDeleteTeacherPhoto } from "../api/delete-teacher-photo";
import { useTeacherPhotos } from "../api/get-teacher-photos";

export function TeacherPhotoList() {
  const { t } = useLingui();
  const photos = useTeacherPhotos();
  const items = loadedItems(photos.data, (photo) => photo._id);
  const headingId = "teacher-photos-heading";
  return (
    <Stack component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        <Trans>Uploaded photos</Trans>
      </Title>
      <QueryStates
        query={photos}
        data={photos.data && items}
        loadingLabel={t`Loading the photos`}
        errorTitle={t`Could not load the photos`}
        empty={t`No photos uploaded yet`}
      >
        {(items) => (
          <>
            <SimpleGrid cols={{ base: 1, xs: 2, sm: 3, md: 4 }} component="ul" p={0} m={0}>
              {items.map((photo) => (
                <PhotoCard key={photo._id} photo={photo} />
              ))}
            </SimpleGrid>
            <LoadMore
              shown={items.length}
              total={totalOf(photos.data)}
              hasMore={photos.hasNextPage}
              loading={photos.isFetchingNextPage}
              onMore={() => void photos.fetchNextPage()}
              label={t`Show more photos`}
            />
          </>
        )}
      </QueryStates>
    </Stack>
  );
}

function PhotoCard({ photo }: { photo: TeacherPhoto }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const { name } = photo;
  const born = formatCalendarDate(photo.birthdate, locale);
  const remove = useDeleteTeacherPhoto();
  return (
    <Card withBorder component="li" style={{ listStyle: "none" }} data-photo={photo._id}>
      <Card.Section>
        <Image src={photo.imageUrl} alt={t`Photo of ${name}`} h={200} fit="cover" loading="lazy" />
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Text fw={600} style={{ overflowWrap: "anywhere" }}>
          {photo.name}
        </Text>
        <Text size="sm">
          <Trans>Born {born}</Trans>
        </Text>
        <Group mt="xs">
          <DeleteButton
            label={t`Delete the photo of ${name}`}
            title={t`Delete this photo?`}
            consequence={
              <Text size="sm">
                <Trans>The photo of {name} will be removed for good.</Trans>
              </Text>
            }
            pending={remove.isPending}
            onConfirm={() =>
              remove.mutate(photo._id, {
                onSuccess: () => notifySuccess(t`The photo of ${name} was deleted`),
                onError: notifyError,
              })
            }
          />
        </Group>
      </Stack>
    </Card>
  );
}
