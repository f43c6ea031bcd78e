// The "Language" section of /profile: the language the account reads the site, its mails and
// documents in, and whether Bengali writes its numbers in Latin digits. Each change is saved at
// once and the screen switches with it.
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "@app/shared/i18n";
import { Trans, useLingui } from "@lingui/react/macro";
import { Paper, SegmentedControl, Stack, Switch, Text, Title } from "@mantine/core";
import { useId } from "react";
import { useUser } from "@/lib/auth";
import { notifyError } from "@/lib/notify";
import { useUpdateMe } from "../api/update-me";

export function LanguageSettings() {
  const { t } = useLingui();
  const user = useUser();
  const update = useUpdateMe();
  const headingId = useId();
  const languageLabelId = useId();
  if (!user) return null;

  const pending = update.isPending ? update.variables : undefined;
  const language = pending?.locale ?? user.locale;
  const latinDigits = pending?.latinDigits ?? user.latinDigits;

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} size="h3" id={headingId}>
        <Trans>Language</Trans>
      </Title>
      <Paper withBorder p="md" maw={480}>
        <Stack>
          <div>
            <Text id={languageLabelId} fw={500} size="sm" mb={4}>
              <Trans>The language of your screens, mails and documents</Trans>
            </Text>
            <SegmentedControl
              aria-labelledby={languageLabelId}
              value={language}
              onChange={(value) =>
                update.mutate({ locale: value as Language }, { onError: notifyError })
              }
              data={LANGUAGES.map((code) => ({
                value: code,
                label: <span lang={code}>{LANGUAGE_NAMES[code]}</span>,
              }))}
            />
          </div>
          <Switch
            // The digits' own shapes, not numbers: values, so the catalogue has no digits of its own and
            // they stay these shapes whatever the reader's digits (docs/languages.md).
            label={t`Latin digits in Bengali (${{ latin: "1, 2, 3" }} rather than ${{ bengali: "১, ২, ৩" }})`}
            checked={latinDigits}
            onChange={(event) =>
              update.mutate({ latinDigits: event.currentTarget.checked }, { onError: notifyError })
            }
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
