import { useLingui } from "@lingui/react/macro";
import { useDocumentTitle } from "@mantine/hooks";
import { MyTripRules } from "@/features/trips/components/my-trip-rules";
import { Welcome } from "@/features/users/components/welcome";

export function DashboardRoute() {
  const { t } = useLingui();
  useDocumentTitle(t`Dashboard | Plassey Institute`);
  return <Welcome travelRules={<MyTripRules />} />;
}
