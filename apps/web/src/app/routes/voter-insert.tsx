import { useLingui } from "@lingui/react/macro";
import { PageHeader } from "@/components/page-header";
import { VoterScreen } from "@/features/voters/components/voter-screen";

export function VoterInsertRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`Voter data`}
        subtitle={t`Add or edit rows, import or export CSV, and find rows by constituency`}
      />
      <VoterScreen />
    </>
  );
}
