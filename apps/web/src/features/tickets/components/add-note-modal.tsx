import { type CreateNoteInput, CreateNoteSchema } from "@app/shared/tickets";
import { isStaffRole } from "@app/shared/users";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Modal, Radio, Stack, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { FormError } from "@/components/form-error";
import { SavedReplyPicker } from "@/features/saved-replies/components/saved-reply-picker";
import { useUser } from "@/lib/auth";
import { showFieldErrors } from "@/lib/form-errors";
import { useSchemaResolver } from "@/lib/schema-resolver";
import { useCreateNote } from "../api/create-note";
import { getTicketQueryOptions } from "../api/get-ticket";
import { AttachmentPicker, useAttachmentUploads } from "./attachment-picker";
import { tripName } from "./ticket-labels";

/** Whom a staff member's note is for: the customer, or staff only. */
export type NoteAudience = "reply" | "internal";

export function AddNoteModal({
  ticketId,
  opened,
  audience,
  onClose,
}: {
  ticketId: string;
  opened: boolean;
  /** Opens on this choice (the `r` and `n` keys); otherwise on the last one. */
  audience?: NoteAudience;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const createNote = useCreateNote(ticketId);
  const user = useUser();
  const staff = isStaffRole(user?.role ?? "user");
  // The ticket page has it already: the placeholders' values, without another request.
  const ticket = useQuery(getTicketQueryOptions(ticketId));
  // Staff choose who sees the note; a reply unless they say otherwise.
  const [internal, setInternal] = useState(false);
  useEffect(() => {
    if (opened && audience) setInternal(audience === "internal");
  }, [opened, audience]);
  const uploads = useAttachmentUploads();
  // Uncontrolled: React would otherwise mirror the typed text into the textarea's text content,
  // so the note would appear twice on the page (and to text-based lookups) until the reset.
  const form = useForm<CreateNoteInput>({
    mode: "uncontrolled",
    initialValues: { text: "" },
    validate: useSchemaResolver(CreateNoteSchema),
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
      title={t`Add Note`}
      size={600}
      closeButtonProps={{ "aria-label": t`Close` }}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          {staff && ticket.data && (
            <SavedReplyPicker
              language={ticket.data.customer.language}
              values={{
                customer: ticket.data.customer.name,
                trip: tripName(i18n, ticket.data.product),
                ticket: ticket.data.reference,
                staff: user?.name ?? "",
              }}
              onInsert={(text) => {
                const current = form.getValues().text.trimEnd();
                form.setFieldValue("text", current ? `${current}\n\n${text}` : text);
              }}
            />
          )}
          <Textarea
            label={t`Note`}
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
              label={t`Who sees it`}
              value={internal ? "internal" : "reply"}
              onChange={(value) => setInternal(value === "internal")}
            >
              <Group mt={6}>
                <Radio value="reply" label={t`Reply to the customer`} />
                <Radio value="internal" label={t`Internal note (staff only)`} />
              </Group>
            </Radio.Group>
          )}
          <FormError error={createNote.error} form={form} title={t`The note was not added`} />
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={createNote.isPending}
              disabled={uploads.uploading}
              title={uploads.uploading ? t`Wait until the files are uploaded` : undefined}
            >
              <Trans>Submit</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
