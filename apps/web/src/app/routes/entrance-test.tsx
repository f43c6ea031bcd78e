import { PageHeader } from "@/components/page-header";
import { EntranceTestPage } from "@/features/exams/components/entrance-test";

export function EntranceTestRoute() {
  return (
    <>
      <PageHeader title="Entrance test" />
      <EntranceTestPage />
    </>
  );
}
