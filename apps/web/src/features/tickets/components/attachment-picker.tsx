// Choosing photos and PDFs for a new ticket or note (docs/product.md: support desk): each file uploads as soon as it is
// chosen, shows its progress or the server's reason for refusing it, and can be taken back; the
// form sends the ids of those uploaded.

import { formatCount, formatFileSize } from "@app/shared/format";
import { type Attachment, MAX_ATTACHMENTS } from "@app/shared/tickets";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui as useLinguiI18n } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, CloseButton, Group, Loader, Stack, Text } from "@mantine/core";
import { IconCheck, IconFileTypePdf, IconPaperclip, IconPhoto } from "@tabler/icons-react";
import { useState } from "react";
import { UploadButton } from "@/components/upload-field";
import { errorMessage } from "@/lib/api-client";
import { useLanguage } from "@/lib/i18n";
import { removeUnsentAttachment, uploadAttachment } from "../api/attachments";

/** What the browser offers to pick; the server checks the content whatever the name says. */
const ACCEPT = "image/png,image/jpeg,image/webp,application/pdf,.pdf";

type PendingUpload = {
  key: string;
  name: string;
  size: number;
  state: "uploading" | "done" | "failed";
  attachment?: Attachment;
  error?: string;
};

export type AttachmentUploads = ReturnType<typeof useAttachmentUploads>;

/** The files chosen for one form, uploading or uploaded. */
export function useAttachmentUploads() {
  const { i18n } = useLinguiI18n();
  const { locale } = useLanguage();
  const [items, setItems] = useState<PendingUpload[]>([]);
  const update = (key: string, change: Partial<PendingUpload>) =>
    setItems((now) => now.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const add = (files: File[]) => {
    const room = MAX_ATTACHMENTS - items.filter((item) => item.state !== "failed").length;
    const added = files.map((file, index): PendingUpload => {
      const base = { key: crypto.randomUUID(), name: file.name, size: file.size };
      return index < room
        ? { ...base, state: "uploading" }
        : {
            ...base,
            state: "failed",
            error: tooMany(i18n, formatCount(MAX_ATTACHMENTS, locale)),
          };
    });
    setItems((now) => [...now, ...added]);
    files.forEach((file, index) => {
      const item = added[index];
      if (item?.state !== "uploading") return;
      uploadAttachment(file).then(
        (attachment) => update(item.key, { state: "done", attachment }),
        (error: unknown) => update(item.key, { state: "failed", error: errorMessage(error) }),
      );
    });
  };

  /** Takes a file off the form; one already uploaded is removed from the server too. */
  const remove = (key: string) => {
    const item = items.find((candidate) => candidate.key === key);
    setItems((now) => now.filter((candidate) => candidate.key !== key));
    // Not kept anyway: the server removes unsent uploads after a day.
    if (item?.attachment) removeUnsentAttachment(item.attachment._id).catch(() => {});
  };

  return {
    items,
    add,
    remove,
    /** After sending: the uploads now belong to the ticket or note. */
    clear: () => setItems([]),
    ids: items.flatMap((item) => (item.attachment ? [item.attachment._id] : [])),
    uploading: items.some((item) => item.state === "uploading"),
  };
}

const tooMany = (i18n: I18n, most: string) =>
  i18n._(msg`Not attached: at most ${most} files per message`);

export function AttachmentPicker({ uploads }: { uploads: AttachmentUploads }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const most = formatCount(MAX_ATTACHMENTS, locale);
  const full = uploads.items.filter((item) => item.state !== "failed").length >= MAX_ATTACHMENTS;
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <UploadButton multiple accept={ACCEPT} disabled={full} onPick={uploads.add}>
          {(props) => (
            <Button
              variant="default"
              leftSection={<IconPaperclip size={16} aria-hidden />}
              disabled={full}
              aria-describedby="attachment-hint"
              {...props}
            >
              <Trans>Attach photos or PDFs</Trans>
            </Button>
          )}
        </UploadButton>
        <Text size="sm" c="dimmed" id="attachment-hint">
          <Trans>Up to {most} files: photos (PNG, JPEG, WebP) or PDFs.</Trans>
        </Text>
      </Group>
      <Stack
        component="ul"
        gap={4}
        p={0}
        m={0}
        style={{ listStyle: "none" }}
        aria-label={t`Attached files`}
        aria-live="polite"
        hidden={uploads.items.length === 0}
      >
        {uploads.items.map((item) => (
          <Group
            component="li"
            key={item.key}
            gap="xs"
            wrap="nowrap"
            data-testid="pending-attachment"
            data-state={item.state}
          >
            {item.name.toLowerCase().endsWith(".pdf") ? (
              <IconFileTypePdf size={18} aria-hidden />
            ) : (
              <IconPhoto size={18} aria-hidden />
            )}
            <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
              <Text size="sm" truncate="end">
                {item.name}{" "}
                <Text span c="dimmed" size="xs">
                  ({formatFileSize(item.size, locale)})
                </Text>
              </Text>
              {item.state === "failed" && (
                <Text size="xs" c="red.9">
                  {item.error}
                </Text>
              )}
            </Stack>
            {item.state === "uploading" && (
              <Loader size="xs" aria-label={t`Uploading ${item.name}`} />
            )}
            {item.state === "done" && (
              <IconCheck size={16} color="var(--mantine-color-green-8)" aria-label={t`Uploaded`} />
            )}
            <CloseButton
              size="sm"
              aria-label={t`Remove ${item.name}`}
              onClick={() => uploads.remove(item.key)}
            />
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
