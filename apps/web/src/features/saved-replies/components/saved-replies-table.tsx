// The saved replies staff keep (docs/product.md: support desk): found by title or text, added, changed and deleted.

import { formatDateTime } from "@app/shared/format";
import { missingLanguages, textIn } from "@app/shared/localized-text";
import { type SavedReply, SavedReplyListQuerySchema } from "@app/shared/saved-replies";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Stack, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { type Column, DataTable } from "@/components/data-table";
import { DeleteButton } from "@/components/delete-button";
import { type ListField, ListToolbar } from "@/components/list-toolbar";
import { MissingLanguages } from "@/components/missing-languages";
import { useLanguage } from "@/lib/i18n";
import { notifyError, notifySuccess } from "@/lib/notify";
import { type ListFilterName, useListParams } from "@/lib/use-list-params";
import { useDeleteSavedReply, useSavedReplies } from "../api/saved-replies";
import { SavedReplyForm } from "./saved-reply-form";

/** The list's "New saved reply" button belongs in the page's header; the page passes it there. */
export function SavedRepliesTable({ header }: { header: (newReply: ReactNode) => ReactNode }) {
  const { t } = useLingui();
  const { language, locale } = useLanguage();
  const fields: ListField<ListFilterName<typeof SavedReplyListQuerySchema>>[] = [
    { kind: "text", name: "q", label: t`Search saved replies`, placeholder: t`Title or text` },
  ];
  const list = useListParams(SavedReplyListQuerySchema);
  const remove = useDeleteSavedReply();
  const [editing, setEditing] = useState<SavedReply | null>(null);
  const [opened, setOpened] = useState(false);
  const open = (reply: SavedReply | null) => {
    setEditing(reply);
    setOpened(true);
  };
  const columns: Column<SavedReply>[] = [
    { header: t`Title`, cell: (reply) => reply.title, sort: "title" },
    {
      header: t`Reply`,
      cell: (reply) => (
        <Stack gap={4}>
          <Text size="sm" lineClamp={2}>
            {textIn(reply.text, language)}
          </Text>
          <MissingLanguages missing={missingLanguages(reply.text)} />
        </Stack>
      ),
      wrap: true,
    },
    {
      header: t`Last saved`,
      // The date on a line of its own, and who saved it below, rather than wrapping anywhere.
      cell: (reply) => (
        <>
          <Text size="sm" style={{ whiteSpace: "nowrap" }}>
            {formatDateTime(reply.updatedAt, locale)}
          </Text>
          {reply.updatedBy && (
            <Text size="xs" c="gray.7">
              {t`by ${reply.updatedBy}`}
            </Text>
          )}
        </>
      ),
      sort: "updatedAt",
    },
    {
      header: t`Actions`,
      cell: (reply) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="default"
            onClick={() => open(reply)}
            aria-label={t`Change ${reply.title}`}
          >
            <Trans>Change</Trans>
          </Button>
          <DeleteButton
            label={t`Delete ${reply.title}`}
            title={t`Delete "${reply.title}"?`}
            consequence={t`Staff will no longer be able to insert it.`}
            variant="light"
            onConfirm={() =>
              remove.mutate(reply._id, {
                onSuccess: () => notifySuccess(t`"${reply.title}" was deleted`),
                onError: notifyError,
              })
            }
          />
        </Group>
      ),
    },
  ];

  return (
    <>
      {header(
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => open(null)}>
          <Trans>New saved reply</Trans>
        </Button>,
      )}
      <DataTable
        query={useSavedReplies(list.query)}
        list={list}
        toolbar={<ListToolbar label={t`saved replies`} list={list} fields={fields} />}
        columns={columns}
        rowKey={(reply) => reply._id}
        label={t`Saved replies`}
        minWidth={640}
        loadingLabel={t`Loading saved replies`}
        empty={t`No saved replies yet`}
        emptyHint={t`Keep the answers you give every day, then insert one into a reply in two clicks.`}
        noMatch={t`No saved replies match`}
      />
      <SavedReplyForm opened={opened} onClose={() => setOpened(false)} editing={editing} />
    </>
  );
}
