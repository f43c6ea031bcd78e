import { useLingui } from "@lingui/react/macro";
import { MyTripRules } from "@/features/trips/components/my-trip-rules";
import { Welcome } from "@/features/users/components/welcome";
import { usePageTitle } from "@/lib/use-page-title";

export function DashboardRoute() {
  const { t } = useLingui();
  usePageTitle(t`Dashboard`);
  return <Welcome travelRules={<MyTripRules />} />;
}
