// Deleting an account from /alluser: the one delete dialog (components/delete-button.tsx), saying
// what goes and what stays; it keeps the admin's place while the call runs and shows a refusal
// inside it.
import type { User } from "@app/shared/users";
import { Trans, useLingui } from "@lingui/react/macro";
import { List, Stack, Text } from "@mantine/core";
import { DeleteButton } from "@/components/delete-button";
import { notifySuccess } from "@/lib/notify";
import { useDeleteUser } from "../api/delete-user";

export function DeleteUserButton({ user }: { user: User }) {
  const { t } = useLingui();
  const { name, email } = user;
  const remove = useDeleteUser();
  return (
    <DeleteButton
      label={t`Delete the account of ${name}`}
      title={t`Delete this account?`}
      confirmLabel={t`Delete account`}
      refusedTitle={t`The account was not deleted`}
      onConfirm={() =>
        remove
          .mutateAsync(user._id)
          .then(() => notifySuccess(t`The account of ${name} was deleted`))
      }
      consequence={
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
        </Stack>
      }
    />
  );
}
