// The voice recorder page body (docs/product.md): controls, timer, and the finished recordings.

import { formatClock } from "@app/shared/format";

import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useLanguage } from "@/lib/i18n";
import { RecordingList } from "./recording-list";
import { type RecorderStatus, useAudioRecorder } from "./use-audio-recorder";
import { useRecordings } from "./use-recordings";

const STATUS_LABEL: Record<RecorderStatus, MessageDescriptor> = {
  idle: msg`Not recording`,
  starting: msg`Asking for the microphone…`,
  recording: msg`Recording`,
  paused: msg`Paused`,
  stopping: msg`Finishing…`,
};

export function VoiceRecorder() {
  const { locale } = useLanguage();
  const { t, i18n } = useLingui();
  const { recordings, add, remove } = useRecordings();
  const recorder = useAudioRecorder(add);
  const active = recorder.status === "recording" || recorder.status === "paused";
  const startRef = useRef<HTMLButtonElement>(null);
  const pauseRef = useRef<HTMLButtonElement>(null);

  // The pressed button disappears when the controls swap (Start ↔ Pause/Save/…); keep keyboard
  // focus in the recorder instead of letting it fall back to the top of the page.
  const swapped = useRef(false);
  useEffect(() => {
    // Not on arrival: the page opens with focus where the visitor's browser puts it.
    if (!swapped.current) {
      swapped.current = true;
      return;
    }
    const focusLost =
      document.activeElement === null ||
      document.activeElement === document.body ||
      !document.activeElement.isConnected;
    if (!focusLost) return;
    if (active) pauseRef.current?.focus();
    else if (recorder.status === "idle") startRef.current?.focus();
  }, [active, recorder.status]);

  return (
    <Stack maw={720}>
      <Paper withBorder p="md">
        <Stack>
          <Group justify="space-between" wrap="wrap">
            <Badge
              size="lg"
              // Dark shades: Mantine's light grey variant fails the contrast check.
              variant={active ? "filled" : "outline"}
              color={recorder.status === "recording" ? "red.9" : "gray.8"}
              aria-live="polite"
              data-testid="recorder-status"
            >
              {i18n._(STATUS_LABEL[recorder.status])}
            </Badge>
            <Text
              component="span"
              role="timer"
              aria-label={t`Recording time`}
              ff="monospace"
              fz={28}
              fw={600}
              data-testid="recorder-timer"
            >
              {formatClock(recorder.seconds, locale)}
            </Text>
          </Group>
          <Group gap="sm" wrap="wrap">
            {active || recorder.status === "stopping" ? (
              <>
                <Button
                  ref={pauseRef}
                  variant="outline"
                  onClick={recorder.togglePause}
                  disabled={!active}
                >
                  {recorder.status === "paused" ? t`Resume` : t`Pause`}
                </Button>
                <Button onClick={recorder.save} disabled={!active}>
                  <Trans>Save</Trans>
                </Button>
                <Button
                  variant="outline"
                  color="red.9"
                  onClick={recorder.discard}
                  disabled={!active}
                >
                  <Trans>Discard</Trans>
                </Button>
                <Button variant="default" onClick={recorder.save} disabled={!active}>
                  <Trans>Stop recording</Trans>
                </Button>
              </>
            ) : (
              <Button
                ref={startRef}
                onClick={() => void recorder.start()}
                loading={recorder.status === "starting"}
              >
                <Trans>Start recording</Trans>
              </Button>
            )}
          </Group>
          {recorder.error && (
            <Alert color="red" title={t`Cannot record`} role="alert">
              {i18n._(recorder.error)}
            </Alert>
          )}
        </Stack>
      </Paper>
      <RecordingList recordings={recordings} onRemove={remove} />
    </Stack>
  );
}
