// The running test: the questions, the countdown to the server's deadline, Submit with a
// confirmation, and an automatic submission of whatever is answered when the time runs out.

import { type AttemptInProgress, EntranceSubmissionSchema } from "@app/shared/exams";
import { formatCount } from "@app/shared/format";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Modal, Paper, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useEffect, useEffectEvent, useRef } from "react";
import { FormError } from "@/components/form-error";
import { QuestionList } from "@/components/question-list";
import { showFieldErrors } from "@/lib/form-errors";
import { useLanguage } from "@/lib/i18n";
import { useDraftAnswers } from "@/lib/use-draft-answers";
import { useSubmitEntranceTest } from "../api/submit-entrance-test";
import { Countdown } from "./countdown";
import classes from "./test-in-progress.module.css";
import { useSecondsLeft } from "./use-seconds-left";

export function TestInProgress({
  attempt,
  userId,
  timeLimitSeconds,
}: {
  attempt: AttemptInProgress;
  userId: string;
  timeLimitSeconds: number | null;
}) {
  // Kept per attempt in this tab, so a reload finds the choices made so far.
  const form = useDraftAnswers(
    `entrance-answers:${userId}:${attempt.startedAt}`,
    EntranceSubmissionSchema,
  );
  const { t } = useLingui();
  const { locale } = useLanguage();
  const submit = useSubmitEntranceTest();
  const [confirming, confirm] = useDisclosure(false);
  const secondsLeft = useSecondsLeft(attempt.deadline, timeLimitSeconds);
  const timeUp = secondsLeft === 0;
  const answered = Object.keys(form.values.answers).length;
  const total = attempt.questions.length;
  const answeredCount = formatCount(answered, locale);
  const totalCount = formatCount(total, locale);

  const pendingRef = useRef(false);
  const send = () => {
    if (pendingRef.current) return;
    pendingRef.current = true;
    confirm.close();
    submit.mutate(form.getValues(), {
      onError: showFieldErrors(form),
      onSettled: () => {
        pendingRef.current = false;
      },
    });
  };
  const sendAtTimeUp = useEffectEvent(send);

  // Once, when the clock reaches 0 (also on opening the page after the deadline, within the
  // server's grace); a failure leaves the Submit button to try again.
  const autoSent = useRef(false);
  useEffect(() => {
    if (!timeUp || autoSent.current) return;
    autoSent.current = true;
    sendAtTimeUp();
  }, [timeUp]);

  return (
    <form noValidate onSubmit={form.onSubmit(confirm.open)}>
      <Stack maw={720}>
        <QuestionList
          questions={attempt.questions}
          form={form}
          disabled={timeUp || submit.isPending}
        />
        <FormError error={submit.error} form={form} title={t`Could not submit your answers`} />
        <Paper withBorder p="sm" className={classes.bar}>
          <Group justify="space-between" gap="sm">
            {secondsLeft === null ? (
              <Text fw={500}>
                <Trans>No time limit</Trans>
              </Text>
            ) : (
              <Countdown seconds={secondsLeft} />
            )}
            <Group gap="sm">
              <Text size="sm" data-testid="answered-count">
                <Trans>
                  {answeredCount} of {totalCount} answered
                </Trans>
              </Text>
              <Button type="submit" loading={submit.isPending}>
                <Trans>Submit</Trans>
              </Button>
            </Group>
          </Group>
        </Paper>
      </Stack>

      <Modal
        opened={confirming}
        onClose={confirm.close}
        title={t`Submit your answers?`}
        centered
        closeButtonProps={{ "aria-label": t`Close` }}
      >
        <Stack>
          <Text>
            <Trans>
              You have answered {answeredCount} of {totalCount} questions.
            </Trans>{" "}
            {answered < total && <Trans>Unanswered questions score no marks.</Trans>}{" "}
            <Trans>You can submit only once: your answers cannot be changed afterwards.</Trans>
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={confirm.close}>
              <Trans>Keep answering</Trans>
            </Button>
            <Button onClick={send} data-autofocus>
              <Trans>Submit answers</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </form>
  );
}
