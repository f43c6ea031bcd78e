// Deleting an account from /alluser: a confirmation dialog that says what goes and what stays,
// keeps the admin's place while the call runs, and shows a refusal inside the dialog.
import type { User } from "@app/shared/users";
import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button, Group, List, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { errorMessage } from "@/lib/api-client";
import { notifySuccess } from "@/lib/notify";
import { useDeleteUser } from "../api/delete-user";

export function DeleteUserButton({ user }: { user: User }) {
  const { t } = useLingui();
  const { name, email } = user;
  const [opened, setOpened] = useState(false);
  const remove = useDeleteUser();
  const close = () => {
    // The call cannot be taken back once sent: the dialog stays until it has answered.
    if (remove.isPending) return;
    setOpened(false);
    remove.reset();
  };
  const confirm = () =>
    remove.mutate(user._id, {
      onSuccess: () => {
        setOpened(false);
        notifySuccess(t`The account of ${name} was deleted`);
      },
    });

  return (
    <>
      <Button
        size="xs"
        color="red"
        variant="light"
        aria-label={t`Delete the account of ${name}`}
        onClick={() => setOpened(true)}
      >
        <Trans>Delete</Trans>
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t`Delete this account?`}
        closeButtonProps={{ "aria-label": t`Close` }}
        closeOnClickOutside={!remove.isPending}
        closeOnEscape={!remove.isPending}
      >
        <Stack gap="sm">
          <Text size="sm">
            <Trans>
              The account of <strong>{name}</strong> ({email}) will be deleted, with:
            </Trans>
          </Text>
          <List size="sm" spacing={2}>
            <List.Item>
              <Trans>their tickets and the notes on them</Trans>
            </List.Item>
            <List.Item>
              <Trans>admissions, orders, quiz and entrance test results</Trans>
            </List.Item>
            <List.Item>
              <Trans>shared location, chat messages and profile picture</Trans>
            </List.Item>
          </List>
          <Text size="sm">
            <Trans>
              Invoices they made and their replies on other people's tickets stay. This cannot be
              undone.
            </Trans>
          </Text>
          {remove.isError && (
            <Alert color="red" title={t`The account was not deleted`} role="alert">
              {errorMessage(remove.error)}
            </Alert>
          )}
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={close} disabled={remove.isPending} data-autofocus>
              <Trans>Cancel</Trans>
            </Button>
            <Button color="red" onClick={confirm} loading={remove.isPending}>
              <Trans>Delete account</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
