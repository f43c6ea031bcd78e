// Importing a GIFT or Aiken file into the bank (decision 039): the file chosen (or its text
// pasted), the category it goes into (the one chosen in the tree, or a path of names made when
// missing). All or nothing: a refused file lists every error with its line.
import { formatCount } from "@app/shared/format";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import {
  Alert,
  Button,
  Group,
  List,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useEffect, useState } from "react";
import { UploadField } from "@/components/upload-field";
import { errorMessage } from "@/lib/api-client";
import { useLanguage } from "@/lib/i18n";
import { ImportRefusedError, useImportQuestions } from "../api/question-bank";

/** How many questions an import added, counted in the reader's language and digits. */
export function ImportedCount({ imported }: { imported: number }) {
  return <Plural value={imported} one="Imported # question." other="Imported # questions." />;
}

export function ImportPanel({ categoryPath }: { categoryPath: string }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const importer = useImportQuestions();
  const [format, setFormat] = useState<"gift" | "aiken">("gift");
  const [category, setCategory] = useState(categoryPath);
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState("");
  // The tree's choice fills the category; the reader may still type another path.
  useEffect(() => setCategory(categoryPath), [categoryPath]);
  const choose = (next: File | null) => {
    setFile(next);
    importer.reset();
    if (!next) return;
    if (/\.aiken(\.txt)?$/i.test(next.name)) setFormat("aiken");
    void next.text().then(setText);
  };
  const error = importer.error;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="import-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="import-heading">
          <Trans>Import questions</Trans>
        </Title>
        <Group gap="sm" wrap="wrap" align="flex-end">
          <Select
            label={t`Format`}
            data={[
              { value: "gift", label: "GIFT" },
              { value: "aiken", label: "Aiken" },
            ]}
            value={format}
            onChange={(value) => setFormat(value === "aiken" ? "aiken" : "gift")}
            allowDeselect={false}
            w={140}
          />
          <TextInput
            label={t`Category (e.g. Physics/Kinematics)`}
            description={t`The chosen category, or a path of names made when missing`}
            value={category}
            onChange={(event) => setCategory(event.currentTarget.value)}
            style={{ flex: "1 1 14rem", minWidth: 0 }}
          />
        </Group>
        <UploadField
          label={t`File (UTF-8 text)`}
          accept=".txt,.gift,.aiken,text/plain"
          value={file}
          onChange={choose}
        />
        <Textarea
          label={t`The file's text`}
          description={t`Filled from the file; you may also paste the questions here`}
          autosize
          minRows={4}
          maxRows={12}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            importer.reset();
          }}
        />
        {error && (
          <Alert color="red" role="alert" title={t`Nothing was imported`}>
            <Stack gap={4}>
              <Text size="sm">{errorMessage(error)}</Text>
              {error instanceof ImportRefusedError && (
                <List size="sm" data-testid="import-errors">
                  {error.errors.map((problem) => (
                    <List.Item key={`${problem.line}-${problem.message}`}>
                      <Trans>
                        Line {formatCount(problem.line, locale)}: {problem.message}
                      </Trans>
                    </List.Item>
                  ))}
                </List>
              )}
            </Stack>
          </Alert>
        )}
        {importer.data && (
          <Alert color="green" role="status">
            <ImportedCount imported={importer.data.imported} />
          </Alert>
        )}
        <Button
          style={{ alignSelf: "flex-start" }}
          loading={importer.isPending}
          disabled={text.trim() === ""}
          onClick={() => importer.mutate({ format, category, text })}
        >
          <Trans>Import</Trans>
        </Button>
      </Stack>
    </Paper>
  );
}
