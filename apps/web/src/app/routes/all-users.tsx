import { PageHeader } from "@/components/page-header";
import { CreateUserForm } from "@/features/users/components/create-user-form";
import { UsersTable } from "@/features/users/components/users-table";

// The other admin screens are reached from the admin layout's side panel.
export function AllUsersRoute() {
  return (
    <>
      <PageHeader title="All signed users" />
      <CreateUserForm />
      <UsersTable />
    </>
  );
}
