import { formatDateTime } from "@app/shared/format";
import type { Note } from "@app/shared/tickets";
import { Trans, useLingui } from "@lingui/react/macro";
import { Paper, Stack, Text } from "@mantine/core";
import { useLanguage } from "@/lib/i18n";
import { AttachmentList } from "./attachment-list";
import { MailCheckBadge } from "./mail-check-badge";

/**
 * Notes oldest first; staff notes are dark and labelled 'Note from Staff'; an internal note (only
 * staff are ever sent one) is yellow and labelled so, so nobody takes it for a reply.
 */
export function NoteList({ notes }: { notes: Note[] }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  if (notes.length === 0)
    return (
      <Text>
        <Trans>No notes yet.</Trans>
      </Text>
    );
  return (
    <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: "none" }}>
      {notes.map((note) => (
        <Paper
          key={note._id}
          component="li"
          data-testid="note"
          withBorder
          p="md"
          bg={note.internal ? "yellow.0" : note.isStaff ? "brand.9" : "gray.0"}
          c={note.internal ? "dark.9" : note.isStaff ? "white" : "dark.9"}
          data-internal={note.internal || undefined}
        >
          <Text fw={700} size="sm">
            {note.internal
              ? t`Internal note, staff only (${note.authorName})`
              : note.isStaff
                ? t`Note from Staff (${note.authorName})`
                : t`Note from ${note.authorName}`}
          </Text>
          <MailCheckBadge check={note.mailCheck} />
          <Text style={{ whiteSpace: "pre-wrap" }} my="xs">
            {note.text}
          </Text>
          <AttachmentList ticketId={note.ticket} attachments={note.attachments} />
          <Text size="sm" mt="xs">
            {formatDateTime(note.createdAt, locale)}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
