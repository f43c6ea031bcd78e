import { useDocumentTitle } from "@mantine/hooks";
import { Welcome } from "@/features/users/components/welcome";

export function DashboardRoute() {
  useDocumentTitle("Dashboard | Plassey Institute");
  return <Welcome />;
}
