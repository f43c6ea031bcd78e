// /voterinsert: the form (add or edit), CSV tools, the summary and the tables per constituency.
import type { VoterRow } from "@app/shared/voters";
import { Paper, Stack, Title } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { EmptyState, ErrorState, LoadingState } from "@/components/query-states";
import { useVoters } from "../api/get-voters";
import { VoterCsvTools } from "./voter-csv-tools";
import { VoterForm } from "./voter-form";
import { VoterSummary } from "./voter-summary";
import { VoterTables } from "./voter-tables";
import { groupByConstituency, sumVoters } from "./voter-totals";

export function VoterScreen() {
  const voters = useVoters();
  const [editing, setEditing] = useState<VoterRow | null>(null);

  let data: ReactNode;
  if (voters.isPending) data = <LoadingState label="Loading voter data" />;
  else if (voters.isError) {
    data = (
      <ErrorState
        error={voters.error}
        title="Could not load the voter data"
        onRetry={() => void voters.refetch()}
      />
    );
  } else if (voters.data.length === 0) {
    data = <EmptyState message="No voter rows yet. Add one above or import a CSV file." />;
  } else {
    data = (
      <Stack gap="lg">
        <VoterSummary totals={sumVoters(voters.data)} />
        <VoterTables
          groups={groupByConstituency(voters.data)}
          editingId={editing?._id ?? null}
          onEdit={setEditing}
          onDeleted={(row) => {
            if (row._id === editing?._id) setEditing(null);
          }}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="xl">
      <Paper withBorder p="md">
        <VoterForm key={editing?._id ?? "new"} editing={editing} onDone={() => setEditing(null)} />
      </Paper>
      <Stack gap="sm" component="section" aria-labelledby="voter-csv-heading">
        <Title order={2} size="h3" id="voter-csv-heading">
          Import and export
        </Title>
        <VoterCsvTools />
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="voter-data-heading">
        <Title order={2} size="h3" id="voter-data-heading">
          Voter data by assembly constituency
        </Title>
        {data}
      </Stack>
    </Stack>
  );
}
