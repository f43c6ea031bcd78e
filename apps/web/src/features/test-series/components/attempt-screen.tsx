// The running test as national computer-based tests show it: the clock from the server's deadline,
// one question at a time, and a palette of every question in its five states (not visited, not
// answered, answered, marked for review, answered and marked). Each answer is saved as it
// changes, through a queue that keeps and retries what failed (answer-queue.ts, decision 055); at
// the deadline the attempt is submitted (the server ends it too, decision 048). What the server
// has not confirmed is kept in the browser (unsaved-answers.ts, decision 064): opened again on this
// device while time is left, the screen shows those answers and sends them first.
import { formatCount } from "@app/shared/format";
import type { Attempt, AttemptQuestion } from "@app/shared/test-series";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  Paper,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useEffect, useEffectEvent, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { ApiError, errorMessage } from "@/lib/api-client";
import { useLanguage } from "@/lib/i18n";
import { Countdown } from "../../exams/components/countdown";
import { useSecondsLeft } from "../../exams/components/use-seconds-left";
import { reportFocusLoss, saveAnswer, useSubmitAttempt, visitQuestion } from "../api/test-series";
import { createAnswerQueue, numericResponse } from "./answer-queue";
import { localText } from "./local-text";
import classes from "./palette.module.css";
import { QuestionPicture } from "./question-picture";
import { readUnsaved, writeUnsaved } from "./unsaved-answers";

type Response = AttemptQuestion["response"];
/** How long submitting waits for the answers still on their way. */
const FLUSH_WAIT_MS = 5000;
type Local = { response: Response; flagged: boolean; visited: boolean };
export type PaletteState = "notVisited" | "notAnswered" | "answered" | "marked" | "answeredMarked";

export function paletteState({ response, flagged, visited }: Local): PaletteState {
  const answered = response !== null;
  if (answered && flagged) return "answeredMarked";
  if (flagged) return "marked";
  if (answered) return "answered";
  return visited ? "notAnswered" : "notVisited";
}

export function AttemptScreen({
  attempt,
  onFinished,
}: {
  attempt: Attempt;
  onFinished: () => void;
}) {
  const { t } = useLingui();
  const { language, locale } = useLanguage();
  const questions = useMemo(
    () =>
      attempt.sections.flatMap((section, sectionIndex) =>
        section.questions.map((question) => ({ question, sectionIndex })),
      ),
    [attempt],
  );
  // Answers given on this device that the server never confirmed (the page was closed offline):
  // sent again only while the server's clock leaves time; after it, the result lists them.
  const [restored] = useState(() => {
    if (Date.parse(attempt.now) >= Date.parse(attempt.deadline)) return {};
    const ids = new Set(questions.map(({ question }) => question._id));
    return Object.fromEntries(
      Object.entries(readUnsaved(attempt.id)).filter(([id]) => ids.has(id)),
    );
  });
  const [local, setLocal] = useState<Record<string, Local>>(() =>
    Object.fromEntries(
      questions.map(({ question }) => {
        const kept = restored[question._id];
        return [
          question._id,
          kept
            ? { response: kept.response, flagged: kept.flagged ?? false, visited: true }
            : { response: question.response, flagged: question.flagged, visited: question.visited },
        ];
      }),
    ),
  );
  const [index, setIndex] = useState(() => {
    const firstOpen = questions.findIndex(({ question }) => question.response === null);
    return firstOpen === -1 ? 0 : firstOpen;
  });
  const [confirming, confirm] = useDisclosure(false);
  const [submitting, setSubmitting] = useState(false);
  const submit = useSubmitAttempt();
  const shownAt = useRef(Date.now());
  // How many times each question's response was cleared: a new numeric box for each.
  const [clears, setClears] = useState<Record<string, number>>({});
  // The attempt ended on the server (a save answered 409): the screen's owner shows the result.
  const ended = useRef(onFinished);
  ended.current = onFinished;
  const [queue] = useState(() =>
    createAnswerQueue({
      send: (questionId, body) => saveAnswer(attempt.id, questionId, body),
      isEnded: (error) => error instanceof ApiError && error.status === 409,
      onEnded: () => ended.current(),
      // The server's refusal says why, in the reader's language; a lost connection needs no more
      // than the alert says.
      describe: (error) => (error instanceof ApiError ? errorMessage(error) : ""),
      keep: (unconfirmed) => writeUnsaved(attempt.id, unconfirmed),
    }),
  );
  useEffect(() => () => queue.dispose(), [queue]);
  const restoredSent = useRef(false);
  useEffect(() => {
    if (restoredSent.current) return;
    restoredSent.current = true;
    for (const [id, { seconds, ...answer }] of Object.entries(restored))
      queue.set(id, answer, seconds);
  }, [queue, restored]);
  const saves = useSyncExternalStore(queue.subscribe, queue.state, queue.state);
  const unsaved = saves.unsaved.size;
  const failed = saves.failed.size;

  // Back online: what failed goes at once. Leaving the page with answers unsaved asks first.
  useEffect(() => {
    const online = () => queue.sendNow();
    const leaving = (event: BeforeUnloadEvent) => {
      if (queue.state().unsaved.size === 0) return;
      queue.sendNow();
      event.preventDefault();
    };
    window.addEventListener("online", online);
    window.addEventListener("beforeunload", leaving);
    return () => {
      window.removeEventListener("online", online);
      window.removeEventListener("beforeunload", leaving);
    };
  }, [queue]);

  // The server's clock: the deadline shifted by how far this browser's clock is off.
  const deadline = useMemo(() => {
    const offset = Date.parse(attempt.now) - Date.now();
    return new Date(Date.parse(attempt.deadline) - offset).toISOString();
  }, [attempt.deadline, attempt.now]);
  const secondsLeft = useSecondsLeft(deadline, null) ?? 0;
  const timeUp = secondsLeft === 0;

  const current = questions[index];
  const currentId = current?.question._id ?? "";
  const state = local[currentId] ?? { response: null, flagged: false, visited: true };

  // Every answer is sent (and failed ones tried once more) before the attempt ends.
  const finish = async () => {
    confirm.close();
    if (submitting || submit.isPending) return;
    setSubmitting(true);
    // A save that hangs must not hold the submission (the server's clock is running): at most 5 s.
    await Promise.race([queue.flush(), new Promise((done) => setTimeout(done, FLUSH_WAIT_MS))]);
    submit.mutate(attempt.id, { onSuccess: onFinished, onError: onFinished });
  };
  const finishAtTimeUp = useEffectEvent(finish);
  const autoSent = useRef(false);
  useEffect(() => {
    if (!timeUp || autoSent.current) return;
    autoSent.current = true;
    void finishAtTimeUp();
  }, [timeUp]);

  // Counted by the server and shown to staff; never blocks the student.
  useEffect(() => {
    let last = 0;
    const lost = () => {
      if (Date.now() - last < 2000) return;
      last = Date.now();
      void reportFocusLoss(attempt.id).catch(() => {});
    };
    const hidden = () => {
      if (document.visibilityState === "hidden") lost();
    };
    document.addEventListener("visibilitychange", hidden);
    window.addEventListener("blur", lost);
    return () => {
      document.removeEventListener("visibilitychange", hidden);
      window.removeEventListener("blur", lost);
    };
  }, [attempt.id]);

  /** The current question's answer changes: shown at once, saved through the queue. */
  const change = (patch: Partial<Local>, { typing = false } = {}) => {
    const next = { ...state, ...patch, visited: true };
    setLocal((all) => ({ ...all, [currentId]: next }));
    const seconds = Math.min(3600, Math.round((Date.now() - shownAt.current) / 1000));
    shownAt.current = Date.now();
    // A number being typed waits a moment for the next key; moving on sends it at once.
    queue.set(
      currentId,
      { response: next.response, flagged: next.flagged },
      seconds,
      typing ? 600 : 0,
    );
  };

  const go = (to: number) => {
    queue.sendNow();
    const target = questions[to];
    if (!target) return;
    setIndex(to);
    shownAt.current = Date.now();
    const id = target.question._id;
    if (!local[id]?.visited) {
      setLocal((all) => ({
        ...all,
        [id]: { ...(all[id] ?? { response: null, flagged: false }), visited: true },
      }));
      void visitQuestion(attempt.id, id).catch(() => {});
    }
  };

  const counts = useMemo(() => {
    const all: Record<PaletteState, number> = {
      notVisited: 0,
      notAnswered: 0,
      answered: 0,
      marked: 0,
      answeredMarked: 0,
    };
    for (const value of Object.values(local)) all[paletteState(value)] += 1;
    return all;
  }, [local]);

  const stateName: Record<PaletteState, string> = {
    notVisited: t`Not visited`,
    notAnswered: t`Not answered`,
    answered: t`Answered`,
    marked: t`Marked for review`,
    answeredMarked: t`Answered and marked for review (counts)`,
  };

  if (!current) return null;
  const { question, sectionIndex } = current;
  const section = attempt.sections[sectionIndex];
  const number = formatCount(index + 1, locale);
  const total = formatCount(questions.length, locale);
  const disabled = timeUp || submitting || submit.isPending;
  const unsavedCount = formatCount(unsaved, locale);
  const failedCount = formatCount(failed, locale);

  return (
    <Stack gap="md">
      <Paper withBorder p="sm" className={classes.bar}>
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Title order={2} size="h4">
            {localText(attempt.title, language)}
          </Title>
          <Group gap="sm">
            <Countdown seconds={secondsLeft} />
            <Text
              size="sm"
              aria-live="polite"
              c={failed > 0 ? "red.9" : "gray.7"}
              fw={failed > 0 ? 600 : undefined}
              data-testid="save-status"
            >
              {failed > 0 ? (
                <Trans>Not saved: {failedCount}. Trying again…</Trans>
              ) : unsaved > 0 ? (
                <Trans>Saving…</Trans>
              ) : (
                <Trans>All answers saved</Trans>
              )}
            </Text>
          </Group>
        </Group>
      </Paper>
      {failed > 0 && (
        <Alert color="red" role="alert" title={t`Some answers are not saved yet`}>
          <Trans>
            They are kept on this device and sent again as soon as the connection allows; do not
            close this page.
          </Trans>{" "}
          {saves.error}
        </Alert>
      )}
      <Group align="flex-start" gap="lg" wrap="wrap">
        <Stack gap="sm" style={{ flex: "1 1 20rem", minWidth: 0 }}>
          <Text size="sm" c="gray.7">
            {section ? localText(section.title, language) : ""} ·{" "}
            <Trans>
              Question {number} of {total}
            </Trans>
          </Text>
          <Paper withBorder p="md">
            <Stack gap="md">
              <Text fw={500} style={{ whiteSpace: "pre-wrap" }} id="question-text">
                {localText(question.text, language)}
              </Text>
              {question.picture && (
                <QuestionPicture name={question.picture} alt={t`The question's picture`} />
              )}
              <AnswerInput
                key={`${question._id}:${clears[question._id] ?? 0}`}
                question={question}
                response={state.response}
                disabled={disabled}
                onChange={(response, typing) => change({ response }, { typing })}
                onDone={() => queue.sendNow()}
              />
            </Stack>
          </Paper>
          <Group gap="xs" wrap="wrap">
            <Button
              onClick={() => {
                change({ flagged: false });
                go(index + 1);
              }}
              disabled={disabled}
            >
              <Trans>Save & next</Trans>
            </Button>
            <Button
              variant="outline"
              color="violet.9"
              onClick={() => {
                change({ flagged: true });
                go(index + 1);
              }}
              disabled={disabled}
            >
              <Trans>Mark for review & next</Trans>
            </Button>
            <Button
              variant="default"
              onClick={() => {
                change({ response: null });
                setClears((all) => ({ ...all, [currentId]: (all[currentId] ?? 0) + 1 }));
              }}
              disabled={disabled}
            >
              <Trans>Clear response</Trans>
            </Button>
            <Button variant="default" onClick={() => go(index - 1)} disabled={index === 0}>
              <Trans>Previous</Trans>
            </Button>
          </Group>
        </Stack>

        <Stack
          gap="sm"
          style={{ flex: "0 1 18rem" }}
          component="nav"
          aria-label={t`Question palette`}
        >
          {attempt.sections.map((paletteSection, sectionNumber) => {
            const offset = attempt.sections
              .slice(0, sectionNumber)
              .reduce((sum, before) => sum + before.questions.length, 0);
            return (
              <Stack key={paletteSection.questions[0]?._id ?? paletteSection.title.en} gap={4}>
                <Text size="sm" fw={600}>
                  {localText(paletteSection.title, language)}
                </Text>
                <div className={classes.palette}>
                  {paletteSection.questions.map((item, position) => {
                    const at = offset + position;
                    const cellState = paletteState(
                      local[item._id] ?? { response: null, flagged: false, visited: false },
                    );
                    const label = formatCount(at + 1, locale);
                    // A failed save, or an answer kept on this device not yet confirmed.
                    const notSaved =
                      saves.failed.has(item._id) ||
                      (item._id in restored && saves.unsaved.has(item._id));
                    return (
                      <button
                        key={item._id}
                        type="button"
                        className={`${classes.cell} ${classes[cellState]} ${at === index ? classes.current : ""} ${notSaved ? classes.unsaved : ""}`}
                        aria-label={
                          notSaved
                            ? t`Question ${label}: ${stateName[cellState]}, not saved yet`
                            : t`Question ${label}: ${stateName[cellState]}`
                        }
                        aria-current={at === index ? "step" : undefined}
                        data-state={cellState}
                        data-unsaved={notSaved ? "true" : undefined}
                        onClick={() => go(at)}
                      >
                        {label}
                      </button>
                    );
                  })}
                </div>
              </Stack>
            );
          })}
          <Stack gap={4} aria-label={t`What the colours mean`} role="list">
            {(Object.keys(stateName) as PaletteState[]).map((key) => (
              <Group key={key} gap="xs" role="listitem" wrap="nowrap">
                <span
                  className={`${classes.cell} ${classes.legendSwatch} ${classes[key]}`}
                  aria-hidden="true"
                />
                <Text size="xs">
                  {stateName[key]}: {formatCount(counts[key], locale)}
                </Text>
              </Group>
            ))}
          </Stack>
          <Button onClick={confirm.open} loading={submitting || submit.isPending}>
            <Trans>Submit test</Trans>
          </Button>
        </Stack>
      </Group>

      <Modal
        opened={confirming}
        onClose={confirm.close}
        title={t`Submit the test?`}
        centered
        closeButtonProps={{ "aria-label": t`Close` }}
      >
        <Stack>
          <Text>
            <Trans>
              Answered: {formatCount(counts.answered + counts.answeredMarked, locale)} of {total}.
              Once submitted, answers cannot be changed.
            </Trans>
          </Text>
          {unsaved > 0 && (
            <Alert color="red" role="alert" title={t`Answers not saved yet: ${unsavedCount}`}>
              <Trans>
                Submitting sends them once more first; any the server still has not received are
                lost. Wait until "All answers saved" shows, if you can.
              </Trans>
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={confirm.close}>
              <Trans>Keep answering</Trans>
            </Button>
            <Button onClick={() => void finish()} data-autofocus>
              <Trans>Submit test</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

function AnswerInput({
  question,
  response,
  disabled,
  onChange,
  onDone,
}: {
  question: AttemptQuestion;
  response: Response;
  disabled: boolean;
  /** `typing`: a number being typed, whose save may wait for the next key. */
  onChange: (response: Response, typing: boolean) => void;
  /** The student left the field: what they typed is sent now. */
  onDone: () => void;
}) {
  const { t } = useLingui();
  const [typed, setTyped] = useState(response?.value === undefined ? "" : String(response.value));

  if (question.type === "numeric") {
    return (
      <TextInput
        label={t`Your answer (a number)`}
        inputMode="decimal"
        value={typed}
        disabled={disabled}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setTyped(value);
          // Shown in the palette at once; an unfinished number ("-", "1e") changes nothing.
          const next = numericResponse(value);
          if (next !== undefined) onChange(next, true);
        }}
        onBlur={onDone}
      />
    );
  }
  const chosen = response?.options ?? [];
  if (question.type === "multiple") {
    return (
      <Checkbox.Group
        label={t`Choose every correct option`}
        value={chosen.map(String)}
        onChange={(values) =>
          onChange(values.length === 0 ? null : { options: values.map(Number) }, false)
        }
      >
        <Stack gap="xs" mt="xs">
          {question.options.map((option) => (
            <Checkbox
              key={option.id}
              value={String(option.id)}
              label={<OptionLabel option={option} />}
              disabled={disabled}
            />
          ))}
        </Stack>
      </Checkbox.Group>
    );
  }
  return (
    <Radio.Group
      label={t`Choose one option`}
      value={chosen[0] === undefined ? null : String(chosen[0])}
      onChange={(value) => onChange({ options: [Number(value)] }, false)}
    >
      <Stack gap="xs" mt="xs">
        {question.options.map((option) => (
          <Radio
            key={option.id}
            value={String(option.id)}
            label={<OptionLabel option={option} />}
            disabled={disabled}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}

/** An option's text, and its picture when it has one. */
export function OptionLabel({ option }: { option: AttemptQuestion["options"][number] }) {
  const { t } = useLingui();
  const { language } = useLanguage();
  const text = localText(option.text, language);
  if (!option.picture) return text;
  return (
    <Stack gap={4}>
      <span>{text}</span>
      <QuestionPicture name={option.picture} alt={t`Picture of the option ${text}`} small />
    </Stack>
  );
}
