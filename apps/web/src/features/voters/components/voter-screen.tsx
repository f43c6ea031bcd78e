// /voterinsert: the form (add or edit), CSV tools and the voter rows.

import type { VoterRow } from "@app/shared/voters";
import { Trans } from "@lingui/react/macro";
import { Paper, Stack, Title } from "@mantine/core";
import { useState } from "react";
import { VoterCsvTools } from "./voter-csv-tools";
import { VoterForm } from "./voter-form";
import { VoterTables } from "./voter-tables";

export function VoterScreen() {
  const [editing, setEditing] = useState<VoterRow | null>(null);

  return (
    <Stack gap="xl">
      <Paper withBorder p="md">
        <VoterForm key={editing?._id ?? "new"} editing={editing} onDone={() => setEditing(null)} />
      </Paper>
      <Stack gap="sm" component="section" aria-labelledby="voter-csv-heading">
        <Title order={2} size="h3" id="voter-csv-heading">
          <Trans>Import and export</Trans>
        </Title>
        <VoterCsvTools />
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="voter-data-heading">
        <Title order={2} size="h3" id="voter-data-heading">
          <Trans>Voter data by assembly constituency</Trans>
        </Title>
        <VoterTables
          editingId={editing?._id ?? null}
          onEdit={setEditing}
          onDeleted={(row) => {
            if (row._id === editing?._id) setEditing(null);
          }}
        />
      </Stack>
    </Stack>
  );
}
