// The saved replies staff keep (docs/product.md: support desk): found by title or text, added, changed and deleted.

import { formatDateTime } from "@app/shared/format";
import { type SavedReply, SavedReplyListQuerySchema } from "@app/shared/saved-replies";
import { Button, Group, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { type Column, DataTable } from "@/components/data-table";
import { type ListField, ListToolbar } from "@/components/list-toolbar";
import { openConfirm } from "@/lib/confirm";
import { notifyError, notifySuccess } from "@/lib/notify";
import { type ListFilterName, useListParams } from "@/lib/use-list-params";
import { useDeleteSavedReply, useSavedReplies } from "../api/saved-replies";
import { SavedReplyForm } from "./saved-reply-form";

const FIELDS: ListField<ListFilterName<typeof SavedReplyListQuerySchema>>[] = [
  { kind: "text", name: "q", label: "Search saved replies", placeholder: "Title or text" },
];

/** The list's "New saved reply" button belongs in the page's header; the page passes it there. */
export function SavedRepliesTable({ header }: { header: (newReply: ReactNode) => ReactNode }) {
  const list = useListParams(SavedReplyListQuerySchema);
  const remove = useDeleteSavedReply();
  const [editing, setEditing] = useState<SavedReply | null>(null);
  const [opened, setOpened] = useState(false);
  const open = (reply: SavedReply | null) => {
    setEditing(reply);
    setOpened(true);
  };
  const confirmDelete = (reply: SavedReply) =>
    openConfirm({
      title: `Delete "${reply.title}"?`,
      children: <Text size="sm">Staff will no longer be able to insert it.</Text>,
      labels: { confirm: "Delete", cancel: "Cancel" },
      confirmProps: { color: "red" },
      onConfirm: () =>
        remove.mutate(reply._id, {
          onSuccess: () => notifySuccess(`"${reply.title}" was deleted`),
          onError: notifyError,
        }),
    });

  const columns: Column<SavedReply>[] = [
    { header: "Title", cell: (reply) => reply.title, sort: "title" },
    {
      header: "Reply",
      cell: (reply) => (
        <Text size="sm" lineClamp={2}>
          {reply.text}
        </Text>
      ),
      wrap: true,
    },
    {
      header: "Last saved",
      // The date on a line of its own, and who saved it below, rather than wrapping anywhere.
      cell: (reply) => (
        <>
          <Text size="sm" style={{ whiteSpace: "nowrap" }}>
            {formatDateTime(reply.updatedAt)}
          </Text>
          {reply.updatedBy && (
            <Text size="xs" c="gray.7">
              by {reply.updatedBy}
            </Text>
          )}
        </>
      ),
      sort: "updatedAt",
    },
    {
      header: "Actions",
      cell: (reply) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="default"
            onClick={() => open(reply)}
            aria-label={`Change ${reply.title}`}
          >
            Change
          </Button>
          <Button
            size="xs"
            color="red"
            variant="light"
            onClick={() => confirmDelete(reply)}
            aria-label={`Delete ${reply.title}`}
          >
            Delete
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <>
      {header(
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => open(null)}>
          New saved reply
        </Button>,
      )}
      <DataTable
        query={useSavedReplies(list.query)}
        list={list}
        toolbar={<ListToolbar label="saved replies" list={list} fields={FIELDS} />}
        columns={columns}
        rowKey={(reply) => reply._id}
        label="Saved replies"
        minWidth={640}
        loadingLabel="Loading saved replies"
        empty="No saved replies yet"
        emptyHint="Keep the answers you give every day, then insert one into a reply in two clicks."
        noMatch="No saved replies match"
      />
      <SavedReplyForm opened={opened} onClose={() => setOpened(false)} editing={editing} />
    </>
  );
}
