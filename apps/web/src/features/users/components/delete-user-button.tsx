// Deleting an account from /alluser: a confirmation dialog that says what goes and what stays,
// keeps the admin's place while the call runs, and shows a refusal inside the dialog.
import type { User } from "@app/shared/users";
import { Alert, Button, Group, List, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { errorMessage } from "@/lib/api-client";
import { notifySuccess } from "@/lib/notify";
import { useDeleteUser } from "../api/delete-user";

export function DeleteUserButton({ user }: { user: User }) {
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
        notifySuccess(`The account of ${user.name} was deleted`);
      },
    });

  return (
    <>
      <Button
        size="xs"
        color="red"
        variant="light"
        aria-label={`Delete the account of ${user.name}`}
        onClick={() => setOpened(true)}
      >
        Delete
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title="Delete this account?"
        closeButtonProps={{ "aria-label": "Close" }}
        closeOnClickOutside={!remove.isPending}
        closeOnEscape={!remove.isPending}
      >
        <Stack gap="sm">
          <Text size="sm">
            The account of <strong>{user.name}</strong> ({user.email}) will be deleted, with:
          </Text>
          <List size="sm" spacing={2}>
            <List.Item>their tickets and the notes on them</List.Item>
            <List.Item>admissions, orders, quiz and entrance test results</List.Item>
            <List.Item>shared location, chat messages and profile picture</List.Item>
          </List>
          <Text size="sm">
            Invoices they made and their replies on other people's tickets stay. This cannot be
            undone.
          </Text>
          {remove.isError && (
            <Alert color="red" title="The account was not deleted" role="alert">
              {errorMessage(remove.error)}
            </Alert>
          )}
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={close} disabled={remove.isPending} data-autofocus>
              Cancel
            </Button>
            <Button color="red" onClick={confirm} loading={remove.isPending}>
              Delete account
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
