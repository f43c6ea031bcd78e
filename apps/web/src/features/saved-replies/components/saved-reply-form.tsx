// Adding or changing a saved reply, in a dialog: a title to find it by, and its text with the
// placeholders it may use.
import {
  SAVED_REPLY_PLACEHOLDERS,
  type SavedReply,
  type SavedReplyInput,
  SavedReplyInputSchema,
} from "@app/shared/saved-replies";
import { Button, Code, Group, List, Modal, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useEffect } from "react";
import { FormError } from "@/components/form-error";
import { showFieldErrors } from "@/lib/form-errors";
import { notifySuccess } from "@/lib/notify";
import { useSaveSavedReply } from "../api/saved-replies";

export function SavedReplyForm({
  opened,
  onClose,
  editing,
}: {
  opened: boolean;
  onClose: () => void;
  /** The reply to change; a new one when null. */
  editing: SavedReply | null;
}) {
  const save = useSaveSavedReply();
  const form = useForm<SavedReplyInput>({
    mode: "controlled",
    initialValues: { title: "", text: "" },
    validate: schemaResolver(SavedReplyInputSchema, { sync: true }),
  });
  // Each opening starts from the reply being changed, or empty.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens
  useEffect(() => {
    if (!opened) return;
    form.setValues(
      editing ? { title: editing.title, text: editing.text } : { title: "", text: "" },
    );
    form.resetDirty();
    save.reset();
  }, [opened, editing]);

  const submit = form.onSubmit((values) => {
    save.mutate(
      { id: editing?._id, input: values },
      {
        onSuccess: (reply) => {
          notifySuccess(editing ? `"${reply.title}" was saved` : `"${reply.title}" was added`);
          onClose();
        },
        onError: showFieldErrors(form),
      },
    );
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? "Change saved reply" : "New saved reply"}
      size={640}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label="Title"
            data-autofocus
            maxLength={100}
            {...form.getInputProps("title")}
          />
          <Textarea
            label="Reply"
            autosize
            minRows={5}
            maxRows={14}
            aria-describedby="placeholder-help"
            {...form.getInputProps("text")}
          />
          <div id="placeholder-help">
            <Text size="sm">Filled in when the reply is inserted:</Text>
            <List size="sm" spacing={2}>
              {Object.entries(SAVED_REPLY_PLACEHOLDERS).map(([name, meaning]) => (
                <List.Item key={name}>
                  <Code>{`{${name}}`}</Code> {meaning}
                </List.Item>
              ))}
            </List>
          </div>
          <FormError error={save.error} form={form} title="The reply was not saved" />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
