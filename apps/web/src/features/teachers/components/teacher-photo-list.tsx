// The uploaded teacher photos with their names and birthdates, newest first, a page at a time.

import { formatCalendarDate } from "@app/shared/format";
import type { TeacherPhoto } from "@app/shared/teachers";
import { Button, Card, Image, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { LoadMore } from "@/components/load-more";
import { EmptyState, ErrorState, LoadingState } from "@/components/query-states";
import { openConfirm } from "@/lib/confirm";
import { notifyError, notifySuccess } from "@/lib/notify";
import { loadedItems, totalOf } from "@/lib/page-list";
import { useDeleteTeacherPhoto } from "../api/delete-teacher-photo";
import { useTeacherPhotos } from "../api/get-teacher-photos";

export function TeacherPhotoList() {
  const photos = useTeacherPhotos();
  const items = loadedItems(photos.data, (photo) => photo._id);
  const headingId = "teacher-photos-heading";
  return (
    <Stack component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        Uploaded photos
      </Title>
      {photos.isPending ? (
        <LoadingState label="Loading the photos" />
      ) : photos.isError && !photos.data ? (
        <ErrorState
          error={photos.error}
          title="Could not load the photos"
          onRetry={() => void photos.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState message="No photos uploaded yet" />
      ) : (
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
            label="Show more photos"
          />
        </>
      )}
    </Stack>
  );
}

function PhotoCard({ photo }: { photo: TeacherPhoto }) {
  const remove = useDeleteTeacherPhoto();
  const confirmDelete = () =>
    openConfirm({
      title: "Delete this photo?",
      children: <Text size="sm">The photo of {photo.name} will be removed for good.</Text>,
      labels: { confirm: "Delete", cancel: "Cancel" },
      confirmProps: { color: "red.9" },
      onConfirm: () =>
        remove.mutate(photo._id, {
          onSuccess: () => notifySuccess(`The photo of ${photo.name} was deleted`),
          onError: notifyError,
        }),
    });

  return (
    <Card withBorder component="li" style={{ listStyle: "none" }} data-photo={photo._id}>
      <Card.Section>
        <Image
          src={photo.imageUrl}
          alt={`Photo of ${photo.name}`}
          h={200}
          fit="cover"
          loading="lazy"
        />
      </Card.Section>
      <Stack gap={4} mt="sm">
        <Text fw={600} style={{ overflowWrap: "anywhere" }}>
          {photo.name}
        </Text>
        <Text size="sm">Born {formatCalendarDate(photo.birthdate)}</Text>
        <Button
          variant="outline"
          color="red.9"
          size="xs"
          mt="xs"
          loading={remove.isPending}
          onClick={confirmDelete}
          aria-label={`Delete the photo of ${photo.name}`}
        >
          Delete
        </Button>
      </Stack>
    </Card>
  );
}
