import { PageHeader } from "@/components/page-header";
import { UsersTable } from "@/features/admin-users/components/users-table";

export function AllUsersRoute() {
  return (
    <>
      <PageHeader title="All signed users" />
      <UsersTable />
    </>
  );
}
