import { Anchor, Group } from "@mantine/core";
import { Link } from "react-router";
import { PageHeader } from "@/components/page-header";
import { UsersTable } from "@/features/admin-users/components/users-table";

// Until the admin layout's side panel exists, the admin screens are reached from here.
const ADMIN_LINKS = [
  { to: "/newstudentlist", label: "New admission list" },
  { to: "/studentlist", label: "Students list (old data)" },
  { to: "/teacherup", label: "Photo upload" },
  { to: "/billing", label: "Billing" },
];

export function AllUsersRoute() {
  return (
    <>
      <PageHeader title="All signed users" />
      <Group component="nav" aria-label="Admin pages" gap="md" mb="md">
        {ADMIN_LINKS.map((link) => (
          <Anchor key={link.to} component={Link} to={link.to}>
            {link.label}
          </Anchor>
        ))}
      </Group>
      <UsersTable />
    </>
  );
}
