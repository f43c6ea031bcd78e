import { PageHeader } from "@/components/page-header";
import { EntranceTestPage } from "@/features/entrance-test/components/entrance-test";

export function EntranceTestRoute() {
  return (
    <>
      <PageHeader title="Entrance test" />
      <EntranceTestPage />
    </>
  );
}
