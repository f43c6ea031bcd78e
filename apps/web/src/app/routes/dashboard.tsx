import { useLingui } from "@lingui/react/macro";
import { useDocumentTitle } from "@mantine/hooks";
import { Welcome } from "@/features/users/components/welcome";

export function DashboardRoute() {
  const { t } = useLingui();
  useDocumentTitle(t`Dashboard | Plassey Institute`);
  return <Welcome />;
}
