// The photos and PDFs of a ticket or note (docs/product.md: support desk): a photo as its thumbnail, opening the full
// picture in a dialog; a PDF as a file to download. Both are fetched with the bearer token.

import { formatCount, formatFileSize } from "@app/shared/format";
import type { Attachment } from "@app/shared/tickets";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Image, Loader, Modal, Stack, Text, UnstyledButton } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconDownload, IconFileTypePdf } from "@tabler/icons-react";
import { useState } from "react";
import { errorMessage } from "@/lib/api-client";
import { useLanguage } from "@/lib/i18n";
import { notifyError } from "@/lib/notify";
import { saveFile } from "@/lib/save-file";
import { getAttachmentFile, useAttachmentUrl } from "../api/attachments";

export function AttachmentList({
  ticketId,
  attachments,
}: {
  ticketId: string;
  attachments: Attachment[];
}) {
  const { t } = useLingui();
  if (attachments.length === 0) return null;
  return (
    <Group
      component="ul"
      gap="xs"
      p={0}
      m={0}
      mt="xs"
      style={{ listStyle: "none" }}
      aria-label={t`Attachments`}
    >
      {attachments.map((attachment) => (
        <li key={attachment._id} data-testid="attachment" style={{ maxWidth: "100%" }}>
          {attachment.contentType === "application/pdf" ? (
            <PdfFile ticketId={ticketId} attachment={attachment} />
          ) : (
            <Photo ticketId={ticketId} attachment={attachment} />
          )}
        </li>
      ))}
    </Group>
  );
}

function DownloadButton({ ticketId, attachment }: { ticketId: string; attachment: Attachment }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveFile(await getAttachmentFile(ticketId, attachment._id), attachment.name);
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="xs"
      variant="default"
      loading={busy}
      leftSection={<IconDownload size={14} aria-hidden />}
      onClick={() => void download()}
      aria-label={t`Download ${attachment.name}`}
      style={{ flex: "none" }}
    >
      <Trans>Download</Trans>
    </Button>
  );
}

function PdfFile({ ticketId, attachment }: { ticketId: string; attachment: Attachment }) {
  const { locale } = useLanguage();
  return (
    <Group
      gap="xs"
      p={6}
      wrap="nowrap"
      maw="100%"
      bg="var(--mantine-color-body)"
      c="var(--mantine-color-text)"
      style={{ border: "1px solid var(--mantine-color-default-border)", borderRadius: 6 }}
    >
      <IconFileTypePdf size={20} aria-hidden style={{ flex: "none" }} />
      {/* Two lines at most, broken anywhere: two long names that begin alike stay apart. */}
      <Text
        size="sm"
        maw={220}
        lineClamp={2}
        title={attachment.name}
        style={{ minWidth: 0, overflowWrap: "anywhere" }}
      >
        {attachment.name}{" "}
        <Text span size="xs" c="dimmed">
          ({formatFileSize(attachment.size, locale)})
        </Text>
      </Text>
      <DownloadButton ticketId={ticketId} attachment={attachment} />
    </Group>
  );
}

const THUMB_PX = 96;

function Photo({ ticketId, attachment }: { ticketId: string; attachment: Attachment }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const [opened, { open, close }] = useDisclosure(false);
  const size = formatFileSize(attachment.size, locale);
  const thumb = useAttachmentUrl(ticketId, attachment._id, { thumbnail: true });
  const full = useAttachmentUrl(ticketId, attachment._id, { enabled: opened });
  return (
    <>
      <UnstyledButton
        onClick={open}
        aria-label={t`Open photo ${attachment.name}`}
        w={THUMB_PX}
        h={THUMB_PX}
        style={{
          border: "1px solid var(--mantine-color-default-border)",
          borderRadius: 6,
          overflow: "hidden",
          display: "grid",
          placeItems: "center",
          background: "var(--mantine-color-gray-1)",
        }}
      >
        {thumb.url ? (
          <Image src={thumb.url} alt="" w={THUMB_PX} h={THUMB_PX} fit="cover" />
        ) : thumb.isError ? (
          <Text size="xs" c="red.9" p={4} ta="center">
            <Trans>Could not load</Trans>
          </Text>
        ) : (
          <Loader size="xs" aria-label={t`Loading photo`} />
        )}
      </UnstyledButton>
      <Modal
        opened={opened}
        onClose={close}
        title={attachment.name}
        size="auto"
        closeButtonProps={{ "aria-label": t`Close` }}
      >
        <Stack align="center">
          {full.url ? (
            <Image
              src={full.url}
              alt={attachment.name}
              maw="min(90vw, 1200px)"
              mah="75vh"
              fit="contain"
              w="auto"
            />
          ) : full.isError ? (
            <Text c="red.9">{t`Could not load the photo: ${errorMessage(full.error)}`}</Text>
          ) : (
            <Loader aria-label={t`Loading photo`} />
          )}
          <Group>
            <DownloadButton ticketId={ticketId} attachment={attachment} />
            {attachment.width && attachment.height && (
              <Text size="xs" c="dimmed">
                {formatCount(attachment.width, locale)} × {formatCount(attachment.height, locale)}{" "}
                px, {size}
              </Text>
            )}
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
