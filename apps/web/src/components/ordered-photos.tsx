// The one ordered row of pictures an editor keeps (a trip's photos, a product's images: decision
// 066): shown in their order, the first being the one the site shows first; each moved earlier or
// later, given other buttons of its own, or removed; new ones added up to the most there may be.
// What a change does (at once, after a confirmation) is the caller's; the server re-encodes.
import { Trans, useLingui } from "@lingui/react/macro";
import {
  Button,
  Group,
  Image,
  SimpleGrid,
  type SimpleGridProps,
  Stack,
  type StyleProp,
} from "@mantine/core";
import type { ReactNode } from "react";
import { UploadButton } from "@/components/upload-field";

export type OrderedPhoto = { file: string; url: string };

/** The stored names after moving the one at `index` one place earlier (-1) or later (1). */
export function movedOrder(files: readonly string[], index: number, by: -1 | 1): string[] {
  const next = [...files];
  const [moved] = next.splice(index, 1);
  if (moved === undefined) return next;
  next.splice(index + by, 0, moved);
  return next;
}

export function OrderedPhotos({
  noun,
  accept,
  photos,
  alt,
  busy,
  max,
  min = 0,
  cols,
  thumb,
  testId,
  empty,
  full,
  actions,
  adding,
  onAdd,
  onOrder,
  onRemove,
}: {
  /** What the buttons call them: "Move photo 2 earlier", "Add images". */
  noun: "photo" | "image";
  /** The file picker's `accept`. */
  accept: string;
  photos: OrderedPhoto[];
  /** Each picture's text alternative, by its place (from 1). */
  alt: (place: number) => string;
  /** A change is under way: nothing else may start. */
  busy: boolean;
  max: number;
  /** As many as must stay: their Remove is off. */
  min?: number;
  cols: SimpleGridProps["cols"];
  thumb: { h: number; maw?: StyleProp<number> };
  testId: string;
  /** Shown instead of the row when there are none. */
  empty?: ReactNode;
  /** Shown beside the add button once there are `max`. */
  full?: ReactNode;
  /** Buttons of one picture's own, before its Remove (a product's Replace). */
  actions?: (photo: OrderedPhoto, place: number) => ReactNode;
  adding: boolean;
  onAdd: (files: File[]) => void;
  /** The stored names in their new order. */
  onOrder: (files: string[]) => void;
  onRemove: (photo: OrderedPhoto, place: number) => void;
}) {
  const { t } = useLingui();
  const files = photos.map((photo) => photo.file);
  const room = max - photos.length;
  const move = (index: number, by: -1 | 1) => onOrder(movedOrder(files, index, by));
  const photo = noun === "photo";
  return (
    <Stack gap="sm">
      {photos.length === 0 ? (
        empty
      ) : (
        <SimpleGrid cols={cols} component="ol" p={0} m={0} style={{ listStyle: "none" }}>
          {photos.map((item, index) => {
            const place = index + 1;
            return (
              <Stack component="li" key={item.file} gap="xs" data-testid={testId}>
                <Image
                  src={item.url}
                  alt={alt(place)}
                  w="100%"
                  maw={thumb.maw}
                  h={thumb.h}
                  fit="cover"
                  radius="sm"
                />
                <Group gap="xs">
                  <Button
                    size="xs"
                    variant="default"
                    disabled={busy || index === 0}
                    onClick={() => move(index, -1)}
                    aria-label={
                      photo ? t`Move photo ${place} earlier` : t`Move image ${place} earlier`
                    }
                  >
                    <Trans>Earlier</Trans>
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    disabled={busy || index === photos.length - 1}
                    onClick={() => move(index, 1)}
                    aria-label={photo ? t`Move photo ${place} later` : t`Move image ${place} later`}
                  >
                    <Trans>Later</Trans>
                  </Button>
                  {actions?.(item, place)}
                  <Button
                    size="xs"
                    color="red"
                    variant="outline"
                    disabled={busy || photos.length <= min}
                    onClick={() => onRemove(item, place)}
                    aria-label={photo ? t`Remove photo ${place}` : t`Remove image ${place}`}
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
        <UploadButton accept={accept} multiple disabled={busy || room <= 0} onPick={onAdd}>
          {(props) => (
            <Button {...props} variant="default" disabled={busy || room <= 0} loading={adding}>
              {photo ? <Trans>Add photos</Trans> : <Trans>Add images</Trans>}
            </Button>
          )}
        </UploadButton>
        {room <= 0 && full}
      </Group>
    </Stack>
  );
}
