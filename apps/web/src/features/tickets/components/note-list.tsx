import { formatDateTime } from "@app/shared/format";
import type { Note } from "@app/shared/tickets";
import { Trans, useLingui } from "@lingui/react/macro";
import { Badge, Group, Paper, Stack, Text } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useLanguage } from "@/lib/i18n";
import { AttachmentList } from "./attachment-list";
import { MailCheckBadge } from "./mail-check-badge";
import classes from "./note-list.module.css";

/**
 * The conversation, oldest first, from the customer's first message (`opening`): the customer's
 * messages on the left, staff replies dark on the right, and an internal note (only staff are
 * ever sent one) yellow, dashed and marked "Internal", so nobody takes it for a reply. `earlier`
 * (the button for earlier messages) comes between the opening and the notes loaded.
 */
export function NoteList({
  notes,
  opening,
  earlier,
}: {
  notes: Note[];
  opening?: ReactNode;
  earlier?: ReactNode;
}) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  return (
    <Stack component="ol" gap="sm" p={0} m={0} className={classes.thread}>
      {opening}
      {earlier && <li data-testid="earlier-messages">{earlier}</li>}
      {notes.map((note) => {
        const kind = note.internal ? "internal" : note.isStaff ? "staff" : "customer";
        return (
          <Paper
            key={note._id}
            component="li"
            data-testid="note"
            data-kind={kind}
            withBorder
            p="md"
            className={classes.message}
            bg={note.internal ? "yellow.0" : note.isStaff ? "brand.9" : "gray.0"}
            c={note.internal ? "dark.9" : note.isStaff ? "white" : "dark.9"}
            data-internal={note.internal || undefined}
          >
            <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
              <Text fw={700} size="sm">
                {note.internal
                  ? t`Internal note, staff only (${note.authorName})`
                  : note.isStaff
                    ? t`Note from Staff (${note.authorName})`
                    : t`Note from ${note.authorName}`}
              </Text>
              {note.internal && (
                <Badge
                  color="yellow.9"
                  c="dark.9"
                  variant="outline"
                  leftSection={<IconLock size={12} aria-hidden />}
                  tt="none"
                  // Never narrower than its word (অভ্যন্তরীণ): a long title beside it wraps instead.
                  miw="max-content"
                >
                  <Trans>Internal</Trans>
                </Badge>
              )}
            </Group>
            <MailCheckBadge check={note.mailCheck} />
            <Text style={{ whiteSpace: "pre-wrap" }} my="xs">
              {note.text}
            </Text>
            <AttachmentList ticketId={note.ticket} attachments={note.attachments} />
            <Text size="sm" mt="xs">
              {formatDateTime(note.createdAt, locale)}
            </Text>
          </Paper>
        );
      })}
    </Stack>
  );
}
