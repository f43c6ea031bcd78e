// What the back office shows beside a text staff write in every language (localized-text.ts)
// while a language still lacks it: a badge per missing language ("Bengali missing", the language
// named in the reader's language), and, where asked, one that says every language is written.
// Each shows its whole text (a badge cuts a long one short).
import { LANGUAGES, type Language } from "@app/shared/i18n";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { Badge, Group } from "@mantine/core";
import { languageName } from "@/lib/language-names";

export function MissingLanguages({
  missing,
  showComplete = false,
}: {
  /** The languages still missing (`missingLanguages(text)`). */
  missing: readonly Language[];
  /** Say "Both languages" when none is missing, instead of nothing. */
  showComplete?: boolean;
}) {
  const { i18n } = useLingui();
  if (missing.length === 0) {
    if (!showComplete) return null;
    return (
      <Badge
        color="green.9"
        variant="light"
        tt="none"
        miw="max-content"
        data-testid="languages-complete"
      >
        {LANGUAGES.length === 2 ? <Trans>Both languages</Trans> : <Trans>Every language</Trans>}
      </Badge>
    );
  }
  return (
    <Group gap={4}>
      {missing.map((language) => {
        const name = languageName(i18n, language);
        return (
          <Badge
            key={language}
            color="orange.9"
            variant="light"
            tt="none"
            miw="max-content"
            data-missing={language}
          >
            <Trans comment="A text staff write in every language still lacks this one">
              {name} missing
            </Trans>
          </Badge>
        );
      })}
    </Group>
  );
}
