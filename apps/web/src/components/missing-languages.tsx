// What the back office shows beside a text staff write in every language (localized-text.ts)
// while a language still lacks it: a badge per missing language ("Bengali missing"), and, where
// asked, one that says both are written. Each shows its whole text (a badge cuts a long one short).
import type { Language } from "@app/shared/i18n";
import { Trans } from "@lingui/react/macro";
import { Badge, Group } from "@mantine/core";

export function MissingLanguages({
  missing,
  showComplete = false,
}: {
  /** The languages still missing (`missingLanguages(text)`). */
  missing: readonly Language[];
  /** Say "Both languages" when none is missing, instead of nothing. */
  showComplete?: boolean;
}) {
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
        <Trans>Both languages</Trans>
      </Badge>
    );
  }
  return (
    <Group gap={4}>
      {missing.map((language) => (
        <Badge
          key={language}
          color="orange.9"
          variant="light"
          tt="none"
          miw="max-content"
          data-missing={language}
        >
          {language === "bn" ? <Trans>Bengali missing</Trans> : <Trans>English missing</Trans>}
        </Badge>
      ))}
    </Group>
  );
}
