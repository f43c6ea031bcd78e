// What the back office shows beside a text staff write in every language (lib: localized-text)
// while one language still lacks it: a badge per missing language, named in that language.
import { LANGUAGE_NAMES } from "@app/shared/i18n";
import { type LocalizedText, missingLanguages } from "@app/shared/localized-text";
import { useLingui } from "@lingui/react/macro";
import { Badge, Group } from "@mantine/core";

export function MissingLanguages({ text }: { text: LocalizedText }) {
  const { t } = useLingui();
  const missing = missingLanguages(text);
  if (missing.length === 0) return null;
  return (
    <Group gap={4}>
      {missing.map((language) => {
        const name = LANGUAGE_NAMES[language];
        return (
          <Badge key={language} color="orange.9" variant="light" size="sm" tt="none">
            {t`${name} missing`}
          </Badge>
        );
      })}
    </Group>
  );
}
