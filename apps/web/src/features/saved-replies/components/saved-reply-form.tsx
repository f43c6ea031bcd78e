// Adding or changing a saved reply, in a dialog: a title to find it by, and its text in English
// and in Bengali (the customer gets the one in their language, or the other while it is missing),
// with the placeholders it may use.

import {
  SAVED_REPLY_PLACEHOLDERS,
  type SavedReply,
  type SavedReplyInput,
  SavedReplyInputSchema,
  type SavedReplyPlaceholder,
} from "@app/shared/saved-replies";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  Button,
  Code,
  Group,
  List,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useEffect } from "react";
import { FormError } from "@/components/form-error";
import { showFieldErrors } from "@/lib/form-errors";
import { notifySuccess } from "@/lib/notify";
import { useSchemaResolver } from "@/lib/schema-resolver";
import { useSaveSavedReply } from "../api/saved-replies";

const PLACEHOLDER_MEANINGS: Record<SavedReplyPlaceholder, MessageDescriptor> = {
  customer: msg`the customer's name`,
  trip: msg`the ticket's trip`,
  ticket: msg`the ticket's number, e.g. #1A2B3C4D`,
  staff: msg`your own name`,
};

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
  const { t, i18n } = useLingui();
  const save = useSaveSavedReply();
  const form = useForm<SavedReplyInput>({
    mode: "controlled",
    initialValues: { title: "", text: { en: "", bn: "" } },
    validate: useSchemaResolver(SavedReplyInputSchema),
  });
  // Each opening starts from the reply being changed, or empty.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens
  useEffect(() => {
    if (!opened) return;
    form.setValues(
      editing
        ? { title: editing.title, text: editing.text }
        : { title: "", text: { en: "", bn: "" } },
    );
    form.resetDirty();
    save.reset();
  }, [opened, editing]);

  const submit = form.onSubmit((values) => {
    save.mutate(
      { id: editing?._id, input: values },
      {
        onSuccess: (reply) => {
          notifySuccess(editing ? t`"${reply.title}" was saved` : t`"${reply.title}" was added`);
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
      title={editing ? t`Change saved reply` : t`New saved reply`}
      size={880}
      closeButtonProps={{ "aria-label": t`Close` }}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t`Title`}
            data-autofocus
            maxLength={100}
            {...form.getInputProps("title")}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Textarea
              label={t`Reply in English`}
              lang="en"
              autosize
              minRows={5}
              maxRows={14}
              aria-describedby="placeholder-help"
              {...form.getInputProps("text.en")}
            />
            <Textarea
              label={t`Reply in Bengali`}
              lang="bn"
              autosize
              minRows={5}
              maxRows={14}
              aria-describedby="placeholder-help"
              {...form.getInputProps("text.bn")}
            />
          </SimpleGrid>
          {/* At least one language: the object's own refusal. */}
          {typeof form.errors.text === "string" && (
            <Text size="sm" c="red.9" role="alert">
              {form.errors.text}
            </Text>
          )}
          <div id="placeholder-help">
            <Text size="sm">
              <Trans>
                The customer gets the reply in their language, or the other one while it is not
                written. Filled in when the reply is inserted:
              </Trans>
            </Text>
            <List size="sm" spacing={2}>
              {(Object.keys(SAVED_REPLY_PLACEHOLDERS) as SavedReplyPlaceholder[]).map((name) => (
                <List.Item key={name}>
                  <Code>{`{${name}}`}</Code> {i18n._(PLACEHOLDER_MEANINGS[name])}
                </List.Item>
              ))}
            </List>
          </div>
          <FormError error={save.error} form={form} title={t`The reply was not saved`} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={save.isPending}>
              <Trans>Save</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
