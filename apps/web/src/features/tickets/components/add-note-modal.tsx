import { type CreateNoteInput, CreateNoteSchema } from "@app/shared/tickets";
import { Button, Group, Modal, Textarea } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { notifyError } from "@/lib/notify";
import { useCreateNote } from "../api/create-note";

export function AddNoteModal({
  ticketId,
  opened,
  onClose,
}: {
  ticketId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const createNote = useCreateNote(ticketId);
  // Uncontrolled: React would otherwise mirror the typed text into the textarea's text content,
  // so the note would appear twice on the page (and to text-based lookups) until the reset.
  const form = useForm<CreateNoteInput>({
    mode: "uncontrolled",
    initialValues: { text: "" },
    validate: schemaResolver(CreateNoteSchema, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    createNote.mutate(values, {
      onSuccess: () => {
        form.reset();
        onClose();
      },
      onError: notifyError,
    });
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Add Note"
      size={600}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <form onSubmit={submit} noValidate>
        <Textarea
          label="Note"
          autosize
          minRows={4}
          maxRows={12}
          data-autofocus
          key={form.key("text")}
          {...form.getInputProps("text")}
        />
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={createNote.isPending}>
            Submit
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
