// /alluser: the accounts, a page at a time, searched by name or email and filtered by role.

import { formatDateTime } from "@app/shared/format";
import { ROLES, RoleSchema, type User, UserListQuerySchema } from "@app/shared/users";
import { Trans, useLingui } from "@lingui/react/macro";
import { NativeSelect, Text } from "@mantine/core";
import { type Column, DataTable, SERIAL_HEADER, serialColumn } from "@/components/data-table";
import { EmailText } from "@/components/email-text";
import { type ListField, ListToolbar } from "@/components/list-toolbar";
import { useUser } from "@/lib/auth";
import { openConfirm } from "@/lib/confirm";
import { useLanguage } from "@/lib/i18n";
import { notifyError, notifySuccess } from "@/lib/notify";
import { type ListFilterName, useListParams } from "@/lib/use-list-params";
import { useChangeRole } from "../api/change-role";
import { useUsers } from "../api/get-users";
import { DeleteUserButton } from "./delete-user-button";
import { roleWord } from "./role-labels";

export function UsersTable() {
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  const fields: ListField<ListFilterName<typeof UserListQuerySchema>>[] = [
    { kind: "text", name: "q", label: t`Search users`, placeholder: t`Name or email` },
    {
      kind: "select",
      allLabel: t`All`,
      name: "role",
      label: t`Role`,
      options: ROLES.map((value) => ({ value, label: roleWord(i18n, value) })),
    },
  ];
  const me = useUser();
  const list = useListParams(UserListQuerySchema);
  const columns: Column<User>[] = [
    serialColumn(i18n._(SERIAL_HEADER), locale),
    { header: t`Name`, cell: (user) => user.name, sort: "name" },
    { header: t`Email`, cell: (user) => <EmailText email={user.email} />, sort: "email" },
    {
      header: t`Time created`,
      cell: (user) => formatDateTime(user.createdAt, locale),
      sort: "createdAt",
    },
    { header: t`Role`, cell: (user) => <RoleSelect user={user} />, sort: "role" },
    {
      header: t`Delete`,
      cell: (user) =>
        user._id === me?._id ? (
          // The server refuses deleting your own account; say so instead of offering it.
          <Text size="xs" c="dimmed">
            <Trans>You</Trans>
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
      toolbar={<ListToolbar label={t`users`} list={list} fields={fields} />}
      columns={columns}
      defaultSort="-createdAt"
      rowKey={(user) => user._id}
      label={t`Users`}
      minWidth={720}
      loadingLabel={t`Loading users`}
      empty={t`No users yet`}
      noMatch={t`No users match`}
    />
  );
}

function RoleSelect({ user }: { user: User }) {
  const { t, i18n } = useLingui();
  const changeRole = useChangeRole();
  return (
    <NativeSelect
      aria-label={t`Role of ${user.name}`}
      // The chosen role while the list reloads with it.
      value={changeRole.isPending ? changeRole.variables.input.role : user.role}
      disabled={changeRole.isPending}
      data={ROLES.map((value) => ({ value, label: roleWord(i18n, value) }))}
      onChange={(event) => {
        const role = RoleSchema.safeParse(event.currentTarget.value);
        if (!role.success) return;
        const change = () =>
          changeRole.mutate(
            { userId: user._id, input: { role: role.data } },
            {
              onSuccess: (changed) =>
                notifySuccess(t`${changed.name} is now ${roleWord(i18n, changed.role)}`),
              onError: notifyError,
            },
          );
        // An admin may do everything, other admins' removal included: asked first, the select
        // showing the old role until then.
        if (role.data !== "admin") return change();
        openConfirm({
          title: t`Make ${user.name} an admin?`,
          children: (
            <Text size="sm">
              <Trans>
                An admin can change every setting, see every record, and change or delete any
                account, yours included.
              </Trans>
            </Text>
          ),
          labels: { confirm: t`Make admin`, cancel: t`Cancel` },
          confirmProps: { color: "red.9" },
          closeButtonProps: { "aria-label": t`Close dialog` },
          onConfirm: change,
        });
      }}
    />
  );
}
