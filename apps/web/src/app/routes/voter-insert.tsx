import { PageHeader } from "@/components/page-header";
import { VoterScreen } from "@/features/voters/components/voter-screen";

export function VoterInsertRoute() {
  return (
    <>
      <PageHeader
        title="Voter data"
        subtitle="Add or edit rows, import or export CSV, and find rows by constituency"
      />
      <VoterScreen />
    </>
  );
}
