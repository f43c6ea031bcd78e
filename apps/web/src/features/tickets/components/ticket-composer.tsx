// The box under a ticket's conversation (docs/product.md: support desk): staff choose a reply to the
// customer or an internal note for staff, insert a saved reply in the customer's language, attach
// files, and send with the button or Ctrl+Enter (Cmd+Enter on a Mac); a customer only replies.
import { type CreateNoteInput, CreateNoteSchema } from "@app/shared/tickets";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Kbd, SegmentedControl, Stack, Text, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQuery } from "@tanstack/react-query";
import { type KeyboardEvent, type ReactNode, type Ref, useEffect, useRef } from "react";
import { FormError } from "@/components/form-error";
import { SavedReplyPicker } from "@/features/saved-replies/components/saved-reply-picker";
import { useUser } from "@/lib/auth";
import { showFieldErrors } from "@/lib/form-errors";
import { useSchemaResolver } from "@/lib/schema-resolver";
import { useCreateNote } from "../api/create-note";
import { getTicketQueryOptions } from "../api/get-ticket";
import { AttachmentPicker, useAttachmentUploads } from "./attachment-picker";
import { useTripName } from "./ticket-labels";

/** Whom a staff member's message is for: the customer, or staff only. */
export type ComposerMode = "reply" | "internal";

/** How long after the last key press one still counts as typing (for the others' "typing…"). */
const TYPING_MS = 4000;

/** Ctrl+Enter, or Cmd+Enter on a Mac: send. */
export const isSendKey = (event: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey">) =>
  event.key === "Enter" && (event.ctrlKey || event.metaKey);

/**
 * What is sent: staff say whom it is for (an internal note stays with staff); a customer's message
 * is always a reply on their own ticket, whatever mode is passed.
 */
export function composerInput(
  text: string,
  { staff, mode, attachments }: { staff: boolean; mode: ComposerMode; attachments: string[] },
): CreateNoteInput {
  const files = attachments.length > 0 ? { attachments } : {};
  return staff ? { text, internal: mode === "internal", ...files } : { text, ...files };
}

/** Refusals by the form's path (`text`), each in the reader's language. */
type ComposerErrors = Record<string, ReactNode>;

/**
 * The composer's own check: what would be sent (its text and the files uploaded for it) against
 * CreateNoteSchema, the server's check. A message of only white space and no file is refused
 * under the box ("Write a message or attach a file"), and nothing is sent.
 */
export function useComposerCheck(
  staff: boolean,
  mode: ComposerMode,
): (text: string, attachments: string[]) => ComposerErrors {
  const check = useSchemaResolver(CreateNoteSchema);
  return (text, attachments) => check(composerInput(text, { staff, mode, attachments }));
}

export function TicketComposer({
  ticketId,
  staff,
  mode,
  onModeChange,
  textareaRef,
  onTyping,
  initialErrors,
}: {
  ticketId: string;
  /** Staff choose reply or internal note and have saved replies; a customer only replies. */
  staff: boolean;
  mode: ComposerMode;
  onModeChange: (mode: ComposerMode) => void;
  /** The message box, for the `r` and `n` keys to focus. */
  textareaRef?: Ref<HTMLTextAreaElement>;
  /** True while the caller types (and a moment after), false once they stop or send. */
  onTyping?: (typing: boolean) => void;
  /** Refusals shown from the start, as after a refused send (the unit tests draw them). */
  initialErrors?: ComposerErrors;
}) {
  const { t } = useLingui();
  const tripName = useTripName();
  const user = useUser();
  const createNote = useCreateNote(ticketId);
  // The ticket page has it already: the placeholders' values, without another request.
  const ticket = useQuery({ ...getTicketQueryOptions(ticketId), enabled: staff });
  const internal = staff && mode === "internal";
  const uploads = useAttachmentUploads();
  const formRef = useRef<HTMLFormElement>(null);
  // Uncontrolled: React would otherwise mirror the typed text into the textarea's text content,
  // so the message would appear twice on the page (and to text-based lookups) until the reset.
  // Checked as sent, with the files uploaded for it: a file alone is a message.
  const check = useComposerCheck(staff, mode);
  const form = useForm<{ text: string }>({
    mode: "uncontrolled",
    initialValues: { text: "" },
    initialErrors,
    validate: (values) => check(values.text, uploads.ids),
  });

  // Typing: said at the first key press, unsaid a moment after the last one.
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const typingNow = useRef(false);
  const setTyping = (typing: boolean) => {
    clearTimeout(typingTimer.current);
    if (typing) typingTimer.current = setTimeout(() => setTyping(false), TYPING_MS);
    if (typingNow.current !== typing) {
      typingNow.current = typing;
      onTyping?.(typing);
    }
  };
  useEffect(() => () => clearTimeout(typingTimer.current), []);

  const submit = form.onSubmit((values) => {
    const input = composerInput(values.text, { staff, mode, attachments: uploads.ids });
    createNote.mutate(input, {
      onSuccess: () => {
        form.reset();
        uploads.clear();
        setTyping(false);
      },
      onError: showFieldErrors(form),
    });
  });

  const send = () => {
    if (createNote.isPending || uploads.uploading) return;
    formRef.current?.requestSubmit();
  };
  const { onChange, ...textProps } = form.getInputProps("text");

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label={t`Write to the conversation`}
      data-testid="composer"
      data-mode={internal ? "internal" : "reply"}
    >
      <Stack gap="sm">
        {staff && (
          <Group justify="space-between" align="flex-end" gap="sm">
            <SegmentedControl
              aria-label={t`Who sees it`}
              value={mode}
              onChange={(value) => onModeChange(value as ComposerMode)}
              data={[
                { value: "reply", label: t`Reply` },
                { value: "internal", label: t`Internal note` },
              ]}
            />
            {ticket.data && (
              <SavedReplyPicker
                language={ticket.data.customer.language}
                values={{
                  customer: ticket.data.customer.name,
                  trip: tripName(ticket.data.product),
                  ticket: ticket.data.reference,
                  staff: user?.name ?? "",
                }}
                onInsert={(text) => {
                  const current = form.getValues().text.trimEnd();
                  form.setFieldValue("text", current ? `${current}\n\n${text}` : text);
                }}
              />
            )}
          </Group>
        )}
        <Textarea
          ref={textareaRef}
          label={t`Message`}
          description={
            !staff
              ? undefined
              : internal
                ? t`An internal note: only staff see it, the customer is not told.`
                : t`A reply: the customer reads it here and is mailed it.`
          }
          autosize
          minRows={3}
          maxRows={12}
          key={form.key("text")}
          {...textProps}
          onChange={(event) => {
            onChange(event);
            setTyping(event.currentTarget.value.trim() !== "");
          }}
          onKeyDown={(event) => {
            if (!isSendKey(event)) return;
            event.preventDefault();
            send();
          }}
          aria-keyshortcuts="Control+Enter Meta+Enter"
          styles={
            internal
              ? {
                  input: {
                    background: "var(--mantine-color-yellow-0)",
                    borderColor: "var(--mantine-color-yellow-8)",
                    borderStyle: "dashed",
                  },
                }
              : undefined
          }
        />
        <AttachmentPicker uploads={uploads} />
        <FormError
          error={createNote.error}
          form={form}
          title={internal ? t`The note was not added` : t`The reply was not sent`}
        />
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="gray.7">
            <Trans>
              <Kbd>Ctrl</Kbd> + <Kbd>Enter</Kbd> sends
            </Trans>
          </Text>
          <Button
            type="submit"
            loading={createNote.isPending}
            disabled={uploads.uploading}
            title={uploads.uploading ? t`Wait until the files are uploaded` : undefined}
          >
            {internal ? <Trans>Add internal note</Trans> : <Trans>Send reply</Trans>}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
