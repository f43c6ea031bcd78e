import { useLingui } from "@lingui/react/macro";
import { PageHeader } from "@/components/page-header";
import { CreateUserForm } from "@/features/users/components/create-user-form";
import { UsersTable } from "@/features/users/components/users-table";

// The other admin screens are reached from the admin layout's side panel.
export function AllUsersRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`All signed users`} />
      <CreateUserForm />
      <UsersTable />
    </>
  );
}
