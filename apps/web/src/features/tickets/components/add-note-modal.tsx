import { type CreateNoteInput, CreateNoteSchema } from "@app/shared/tickets";
import { isStaffRole } from "@app/shared/users";
import { Button, Group, Modal, Radio, Stack, Textarea } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useState } from "react";
import { FormError } from "@/components/form-error";
import { useUser } from "@/lib/auth";
import { showFieldErrors } from "@/lib/form-errors";
import { useCreateNote } from "../api/create-note";
import { AttachmentPicker, useAttachmentUploads } from "./attachment-picker";

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
  const staff = isStaffRole(useUser()?.role ?? "user");
  // Staff choose who sees the note; a reply unless they say otherwise.
  const [internal, setInternal] = useState(false);
  const uploads = useAttachmentUploads();
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
    // Only staff choose; a customer's note is always a note on their own ticket.
    const attachments = uploads.ids.length > 0 ? { attachments: uploads.ids } : {};
    const input = staff
      ? { text: values.text, internal, ...attachments }
      : { text: values.text, ...attachments };
    createNote.mutate(input, {
      onSuccess: () => {
        form.reset();
        uploads.clear();
        setInternal(false);
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
          <AttachmentPicker uploads={uploads} />
          {staff && (
            // A reply reaches the customer (here and by mail); an internal note stays with staff.
            <Radio.Group
              label="Who sees it"
              value={internal ? "internal" : "reply"}
              onChange={(value) => setInternal(value === "internal")}
            >
              <Group mt={6}>
                <Radio value="reply" label="Reply to the customer" />
                <Radio value="internal" label="Internal note (staff only)" />
              </Group>
            </Radio.Group>
          )}
          <FormError error={createNote.error} title="The note was not added" />
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={createNote.isPending}
              disabled={uploads.uploading}
              title={uploads.uploading ? "Wait until the files are uploaded" : undefined}
            >
              Submit
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
