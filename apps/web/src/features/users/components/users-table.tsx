import { ROLES, RoleSchema, type User } from "@app/shared/users";
import { NativeSelect, Text } from "@mantine/core";
import { type Column, DataTable, serialColumn } from "@/components/data-table";
import { useUser } from "@/lib/auth";
import { formatDate } from "@/lib/format";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useChangeRole } from "../api/change-role";
import { useUsers } from "../api/get-users";
import { DeleteUserButton } from "./delete-user-button";

export function UsersTable() {
  const me = useUser();
  const columns: Column<User>[] = [
    serialColumn(),
    { header: "Name", cell: (user) => user.name },
    { header: "Email", cell: (user) => user.email, wrap: true },
    { header: "Time created", cell: (user) => formatDate(user.createdAt) },
    { header: "Role", cell: (user) => <RoleSelect user={user} /> },
    {
      header: "Delete",
      cell: (user) =>
        user._id === me?._id ? (
          // The server refuses deleting your own account; say so instead of offering it.
          <Text size="xs" c="dimmed">
            You
          </Text>
        ) : (
          <DeleteUserButton user={user} />
        ),
    },
  ];
  return (
    <DataTable
      query={useUsers()}
      columns={columns}
      rowKey={(user) => user._id}
      label="Users"
      minWidth={720}
      loadingLabel="Loading users"
      empty="No users yet"
    />
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
