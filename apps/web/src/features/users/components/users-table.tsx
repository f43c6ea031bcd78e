// /alluser: the accounts, a page at a time, searched by name or email and filtered by role.

import { formatDateTime } from "@app/shared/format";
import { ROLES, RoleSchema, type User, UserListQuerySchema } from "@app/shared/users";
import { NativeSelect, Text } from "@mantine/core";
import { type Column, DataTable, serialColumn } from "@/components/data-table";
import { EmailText } from "@/components/email-text";
import { type ListField, ListToolbar } from "@/components/list-toolbar";
import { useUser } from "@/lib/auth";
import { notifyError, notifySuccess } from "@/lib/notify";
import { type ListFilterName, useListParams } from "@/lib/use-list-params";
import { useChangeRole } from "../api/change-role";
import { useUsers } from "../api/get-users";
import { DeleteUserButton } from "./delete-user-button";

const FIELDS: ListField<ListFilterName<typeof UserListQuerySchema>>[] = [
  { kind: "text", name: "q", label: "Search users", placeholder: "Name or email" },
  { kind: "select", name: "role", label: "Role", options: ROLES },
];

export function UsersTable() {
  const me = useUser();
  const list = useListParams(UserListQuerySchema);
  const columns: Column<User>[] = [
    serialColumn(),
    { header: "Name", cell: (user) => user.name, sort: "name" },
    { header: "Email", cell: (user) => <EmailText email={user.email} />, sort: "email" },
    { header: "Time created", cell: (user) => formatDateTime(user.createdAt), sort: "createdAt" },
    { header: "Role", cell: (user) => <RoleSelect user={user} />, sort: "role" },
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
      query={useUsers(list.query)}
      list={list}
      toolbar={<ListToolbar label="users" list={list} fields={FIELDS} />}
      columns={columns}
      defaultSort="-createdAt"
      rowKey={(user) => user._id}
      label="Users"
      minWidth={720}
      loadingLabel="Loading users"
      empty="No users yet"
      noMatch="No users match"
    />
  );
}

function RoleSelect({ user }: { user: User }) {
  const changeRole = useChangeRole();
  return (
    <NativeSelect
      aria-label={`Role of ${user.name}`}
      // The chosen role while the list reloads with it.
      value={changeRole.isPending ? changeRole.variables.input.role : user.role}
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
