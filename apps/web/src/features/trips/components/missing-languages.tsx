import type { Language } from "@app/shared/i18n";
import { Trans } from "@lingui/react/macro";
import { Badge, Group } from "@mantine/core";

/** Which language a trip's texts still lack ("Bengali missing"), or that both are written. */
export function MissingLanguages({ missing }: { missing: Language[] }) {
  if (missing.length === 0) {
    return (
      <Badge color="green.9" variant="light" tt="none" data-testid="languages-complete">
        <Trans>Both languages</Trans>
      </Badge>
    );
  }
  return (
    <Group gap={4}>
      {missing.map((language) => (
        <Badge key={language} color="orange.9" variant="light" tt="none" data-missing={language}>
          {language === "bn" ? <Trans>Bengali missing</Trans> : <Trans>English missing</Trans>}
        </Badge>
      ))}
    </Group>
  );
}
