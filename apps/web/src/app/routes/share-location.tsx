import { PageHeader } from "@/components/page-header";
import { LocationSharing } from "@/features/locations/components/location-sharing";

export function ShareLocationRoute() {
  return (
    <>
      <PageHeader title="Share your location" />
      <LocationSharing />
    </>
  );
}
