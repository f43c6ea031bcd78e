// CSV import (all or nothing; the server names the bad line) and export as voters.csv.
import { Alert, Button, FileInput, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { ExportButton } from "@/components/export-button";
import { FormError } from "@/components/form-error";
import { notifyError } from "@/lib/notify";
import { useExportVoters } from "../api/export-voters";
import { useImportVoters } from "../api/import-voters";

export function VoterCsvTools() {
  const [file, setFile] = useState<File | null>(null);
  const importCsv = useImportVoters();
  const exportCsv = useExportVoters();

  const runImport = () => {
    if (!file) return;
    importCsv.mutate(file, { onSuccess: () => setFile(null) });
  };

  return (
    <Stack gap="sm">
      <Group align="flex-end" wrap="wrap">
        <FileInput
          label="CSV file to import"
          description="Header: sl_no,state,district,assembly_constituency,total_voter,number_of_hindu,number_of_muslim"
          accept=".csv,text/csv"
          clearable
          value={file}
          onChange={(next) => {
            setFile(next);
            importCsv.reset();
          }}
          style={{ flex: "1 1 240px", minWidth: 0 }}
        />
        <Button onClick={runImport} disabled={!file} loading={importCsv.isPending}>
          Import CSV
        </Button>
        <ExportButton
          pending={exportCsv.isPending}
          onExport={() => exportCsv.mutate(undefined, { onError: notifyError })}
        />
      </Group>
      {importCsv.isSuccess && (
        <Alert color="green" title="Import finished" role="status">
          <Text size="sm">
            {importCsv.data.inserted} added, {importCsv.data.updated} updated.
          </Text>
        </Alert>
      )}
      <FormError error={importCsv.error} title="Nothing was imported" />
    </Stack>
  );
}
