import { ROLES, RoleSchema, type User } from "@app/shared/users";
import { NativeSelect, Table, Text } from "@mantine/core";
import { EmptyState, ErrorState, LoadingState } from "@/components/query-states";
import { useUser } from "@/lib/auth";
import { formatDate } from "@/lib/format";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useChangeRole } from "../api/change-role";
import { useUsers } from "../api/get-users";
import { DeleteUserButton } from "./delete-user-button";

export function UsersTable() {
  const users = useUsers();
  const me = useUser();
  if (users.isPending) return <LoadingState label="Loading users" />;
  if (users.isError) return <ErrorState error={users.error} onRetry={() => void users.refetch()} />;
  if (users.data.length === 0) return <EmptyState message="No users yet" />;

  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Sl</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th>Time created</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Delete</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.data.map((user, index) => (
            <Table.Tr key={user._id}>
              <Table.Td>{index + 1}</Table.Td>
              <Table.Td>{user.name}</Table.Td>
              <Table.Td>{user.email}</Table.Td>
              <Table.Td>{formatDate(user.createdAt)}</Table.Td>
              <Table.Td>
                <RoleSelect user={user} />
              </Table.Td>
              <Table.Td>
                {user._id === me?._id ? (
                  // The server refuses deleting your own account; say so instead of offering it.
                  <Text size="xs" c="dimmed">
                    You
                  </Text>
                ) : (
                  <DeleteUserButton user={user} />
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function RoleSelect({ user }: { user: User }) {
  const changeRole = useChangeRole();
  return (
    <NativeSelect
      aria-label={`Role of ${user.name}`}
      value={user.role}
      disabled={changeRole.isPending}
      data={[...ROLES]}
      onChange={(event) => {
        const role = RoleSchema.safeParse(event.currentTarget.value);
        if (!role.success) return;
        changeRole.mutate(
          { userId: user._id, input: { role: role.data } },
          {
            onSuccess: (changed) => notifySuccess(`${changed.name} is now ${changed.role}`),
            onError: notifyError,
          },
        );
      }}
    />
  );
}
