// One text staff write in English and Bengali, side by side (one may wait for its translation;
// readers then see the other), as the trip and course editors show them.
import { LANGUAGES, type Language } from "@app/shared/i18n";
import { useLingui } from "@lingui/react/macro";
import { SimpleGrid, Stack, Text, Textarea, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { languageName } from "@/lib/language-names";

export function BilingualField<Values>({
  form,
  name,
  label,
  long = false,
}: {
  form: UseFormReturnType<Values>;
  name: string;
  label: string;
  long?: boolean;
}) {
  const { i18n } = useLingui();
  const languageNames = Object.fromEntries(
    LANGUAGES.map((language) => [language, languageName(i18n, language)]),
  ) as Record<Language, string>;
  const Field = long ? Textarea : TextInput;
  const error = (form.errors as Record<string, unknown>)[name];
  return (
    <Stack gap={4}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {(["en", "bn"] as const).map((language) => (
          <Field
            key={language}
            label={`${label} (${languageNames[language]})`}
            lang={language}
            {...(long ? { autosize: true, minRows: 2, maxRows: 8 } : {})}
            {...form.getInputProps(`${name}.${language}`)}
          />
        ))}
      </SimpleGrid>
      {typeof error === "string" && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
