import { type CreateNoteInput, CreateNoteSchema } from "@app/shared/tickets";
import { Button, Group, Modal, Stack, Textarea } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { FormError } from "@/components/form-error";
import { showFieldErrors } from "@/lib/form-errors";
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

  // A refusal shown earlier is not news when the dialog opens again; the typed note stays.
  const close = () => {
    createNote.reset();
    onClose();
  };

  const submit = form.onSubmit((values) => {
    createNote.mutate(values, {
      onSuccess: () => {
        form.reset();
        close();
      },
      onError: showFieldErrors(form),
    });
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Add Note"
      size={600}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Textarea
            label="Note"
            autosize
            minRows={4}
            maxRows={12}
            data-autofocus
            key={form.key("text")}
            {...form.getInputProps("text")}
          />
          <FormError error={createNote.error} title="The note was not added" />
          <Group justify="flex-end">
            <Button type="submit" loading={createNote.isPending}>
              Submit
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
