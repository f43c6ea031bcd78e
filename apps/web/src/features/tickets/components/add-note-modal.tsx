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
  const form = useForm<CreateNoteInput>({
    mode: "controlled",
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
