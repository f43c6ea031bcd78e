import { useLingui } from "@lingui/react/macro";
import { PageHeader } from "@/components/page-header";
import { LocationSharing } from "@/features/locations/components/location-sharing";

export function ShareLocationRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Share your location`} />
      <LocationSharing />
    </>
  );
}
