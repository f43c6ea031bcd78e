import { formatClock, formatCount } from "@app/shared/format";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useLanguage } from "@/lib/i18n";
import type { Recording } from "./use-recordings";

export function RecordingList({
  recordings,
  onRemove,
}: {
  recordings: Recording[];
  onRemove: (id: number) => void;
}) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const recordingName = (recording: Recording) => {
    const number = formatCount(recording.label, locale);
    return t`Recording ${number}`;
  };
  return (
    <Stack component="section" aria-labelledby="recordings-heading" gap="sm">
      <Title order={2} size="h3" id="recordings-heading">
        <Trans>Your recordings</Trans>
      </Title>
      {recordings.length === 0 ? (
        <Text c="dimmed">
          <Trans>No recordings yet. Saved recordings stay on this page until you leave it.</Trans>
        </Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: "none" }}>
          {recordings.map((recording) => (
            <Paper component="li" withBorder p="sm" key={recording.id} data-testid="recording">
              <Stack gap="xs">
                <Text fw={600}>
                  {recordingName(recording)} ({formatClock(recording.seconds, locale)})
                </Text>
                {/* biome-ignore lint/a11y/useMediaCaption: a voice memo the user just recorded has no captions to offer */}
                <audio
                  controls
                  preload="metadata"
                  src={recording.url}
                  aria-label={recordingName(recording)}
                  style={{ width: "100%" }}
                />
                <Group gap="sm">
                  <Button
                    component="a"
                    href={recording.url}
                    download={recording.fileName}
                    variant="light"
                    size="xs"
                    aria-label={t`Download ${recordingName(recording)} (${recording.fileName})`}
                  >
                    <Trans>Download</Trans>
                  </Button>
                  <Button
                    variant="outline"
                    color="red.9"
                    size="xs"
                    onClick={() => onRemove(recording.id)}
                    aria-label={t`Remove ${recordingName(recording)}`}
                  >
                    <Trans>Remove</Trans>
                  </Button>
                </Group>
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
