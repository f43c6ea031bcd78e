// CSV import (all or nothing; the server names the bad line) and export as voters.csv.
import { formatCount } from "@app/shared/format";
import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { ExportButton } from "@/components/export-button";
import { FormError } from "@/components/form-error";
import { UploadField } from "@/components/upload-field";
import { useLanguage } from "@/lib/i18n";
import { notifyError } from "@/lib/notify";
import { useExportVoters } from "../api/export-voters";
import { useImportVoters } from "../api/import-voters";

/** The CSV's first line, as the server reads it (its column names, not words to translate). */
const CSV_HEADER =
  "sl_no,state,district,assembly_constituency,total_voter,number_of_hindu,number_of_muslim";

function ImportCounts({ added, updated }: { added: string; updated: string }) {
  return (
    <Trans>
      {added} added, {updated} updated.
    </Trans>
  );
}

export function VoterCsvTools() {
  const { t } = useLingui();
  const { locale } = useLanguage();
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
        <UploadField
          label={t`CSV file to import`}
          description={t`Header: ${CSV_HEADER}`}
          accept=".csv,text/csv"
          value={file}
          onChange={(next) => {
            setFile(next);
            importCsv.reset();
          }}
          style={{ flex: "1 1 240px", minWidth: 0 }}
        />
        <Button onClick={runImport} disabled={!file} loading={importCsv.isPending}>
          <Trans>Import CSV</Trans>
        </Button>
        <ExportButton
          pending={exportCsv.isPending}
          onExport={() => exportCsv.mutate(undefined, { onError: notifyError })}
        />
      </Group>
      {importCsv.isSuccess && (
        <Alert color="green" title={t`Import finished`} role="status">
          <Text size="sm">
            <ImportCounts
              added={formatCount(importCsv.data.inserted, locale)}
              updated={formatCount(importCsv.data.updated, locale)}
            />
          </Text>
        </Alert>
      )}
      <FormError error={importCsv.error} title={t`Nothing was imported`} />
    </Stack>
  );
}
