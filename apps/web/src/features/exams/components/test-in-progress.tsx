// The running test: the questions, the countdown to the server's deadline, Submit with a
// confirmation, and an automatic submission of whatever is answered when the time runs out.
import type { AttemptInProgress } from "@app/shared/exams";
import { Alert, Button, Group, Modal, Paper, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useEffect, useEffectEvent, useRef } from "react";
import { QuestionList } from "@/components/question-list";
import { errorMessage } from "@/lib/api-client";
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
  const [answers, choose] = useDraftAnswers(`entrance-answers:${userId}:${attempt.startedAt}`);
  const submit = useSubmitEntranceTest();
  const [confirming, confirm] = useDisclosure(false);
  const secondsLeft = useSecondsLeft(attempt.deadline, timeLimitSeconds);
  const timeUp = secondsLeft === 0;
  const answered = Object.keys(answers).length;
  const total = attempt.questions.length;

  const pendingRef = useRef(false);
  const send = () => {
    if (pendingRef.current) return;
    pendingRef.current = true;
    confirm.close();
    submit.mutate(
      { answers },
      {
        onSettled: () => {
          pendingRef.current = false;
        },
      },
    );
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
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        confirm.open();
      }}
    >
      <Stack maw={720}>
        <QuestionList
          questions={attempt.questions}
          answers={answers}
          onChoose={choose}
          disabled={timeUp || submit.isPending}
        />
        {submit.isError && (
          <Alert color="red" title="Could not submit your answers" role="alert">
            {errorMessage(submit.error)}
          </Alert>
        )}
        <Paper withBorder p="sm" className={classes.bar}>
          <Group justify="space-between" gap="sm">
            {secondsLeft === null ? (
              <Text fw={500}>No time limit</Text>
            ) : (
              <Countdown seconds={secondsLeft} />
            )}
            <Group gap="sm">
              <Text size="sm" data-testid="answered-count">
                {answered} of {total} answered
              </Text>
              <Button type="submit" loading={submit.isPending}>
                Submit
              </Button>
            </Group>
          </Group>
        </Paper>
      </Stack>

      <Modal
        opened={confirming}
        onClose={confirm.close}
        title="Submit your answers?"
        centered
        closeButtonProps={{ "aria-label": "Close" }}
      >
        <Stack>
          <Text>
            You have answered {answered} of {total} questions.
            {answered < total && " Unanswered questions score 0."} You can submit only once: your
            answers cannot be changed afterwards.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={confirm.close}>
              Keep answering
            </Button>
            <Button onClick={send} data-autofocus>
              Submit answers
            </Button>
          </Group>
        </Stack>
      </Modal>
    </form>
  );
}
