// The running test as national computer-based tests show it: the clock from the server's deadline,
// one question at a time, and a palette of every question in its five states (not visited, not
// answered, answered, marked for review, answered and marked). Each answer is saved as it
// changes; at the deadline the attempt is submitted (the server ends it too, decision 048).
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
import { useEffect, useEffectEvent, useMemo, useRef, useState } from "react";
import { ApiError, errorMessage } from "@/lib/api-client";
import { useLanguage } from "@/lib/i18n";
import { Countdown } from "../../exams/components/countdown";
import { useSecondsLeft } from "../../exams/components/use-seconds-left";
import { reportFocusLoss, saveAnswer, useSubmitAttempt, visitQuestion } from "../api/test-series";
import { localText } from "./local-text";
import classes from "./palette.module.css";
import { QuestionPicture } from "./question-picture";

type Response = AttemptQuestion["response"];
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
  const [local, setLocal] = useState<Record<string, Local>>(() =>
    Object.fromEntries(
      questions.map(({ question }) => [
        question._id,
        { response: question.response, flagged: question.flagged, visited: question.visited },
      ]),
    ),
  );
  const [index, setIndex] = useState(() => {
    const firstOpen = questions.findIndex(({ question }) => question.response === null);
    return firstOpen === -1 ? 0 : firstOpen;
  });
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(0);
  const [confirming, confirm] = useDisclosure(false);
  const submit = useSubmitAttempt();
  const shownAt = useRef(Date.now());

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

  const finish = () => {
    confirm.close();
    if (submit.isPending) return;
    submit.mutate(attempt.id, { onSuccess: onFinished, onError: onFinished });
  };
  const finishAtTimeUp = useEffectEvent(finish);
  const autoSent = useRef(false);
  useEffect(() => {
    if (!timeUp || autoSent.current) return;
    autoSent.current = true;
    finishAtTimeUp();
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

  const send = async (questionId: string, next: Local) => {
    const seconds = Math.min(3600, Math.round((Date.now() - shownAt.current) / 1000));
    shownAt.current = Date.now();
    setSaving((n) => n + 1);
    try {
      await saveAnswer(attempt.id, questionId, {
        response: next.response,
        flagged: next.flagged,
        seconds,
      });
      setSaveError(null);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) onFinished();
      else setSaveError(errorMessage(error));
    } finally {
      setSaving((n) => n - 1);
    }
  };

  const change = (patch: Partial<Local>) => {
    const next = { ...state, ...patch, visited: true };
    setLocal((all) => ({ ...all, [currentId]: next }));
    void send(currentId, next);
  };

  const go = (to: number) => {
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
  const disabled = timeUp || submit.isPending;

  return (
    <Stack gap="md">
      <Paper withBorder p="sm" className={classes.bar}>
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Title order={2} size="h4">
            {localText(attempt.title, language)}
          </Title>
          <Group gap="sm">
            <Countdown seconds={secondsLeft} />
            <Text size="sm" aria-live="polite" c="gray.7" data-testid="save-status">
              {saving > 0 ? <Trans>Saving…</Trans> : <Trans>All answers saved</Trans>}
            </Text>
          </Group>
        </Group>
      </Paper>
      {saveError && (
        <Alert color="red" role="alert" title={t`Your last answer was not saved`}>
          {saveError}
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
                key={question._id}
                question={question}
                response={state.response}
                disabled={disabled}
                onChange={(response) => change({ response })}
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
              onClick={() => change({ response: null })}
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
                    return (
                      <button
                        key={item._id}
                        type="button"
                        className={`${classes.cell} ${classes[cellState]} ${at === index ? classes.current : ""}`}
                        aria-label={t`Question ${label}: ${stateName[cellState]}`}
                        aria-current={at === index ? "step" : undefined}
                        data-state={cellState}
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
          <Button onClick={confirm.open} loading={submit.isPending}>
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
          <Group justify="flex-end">
            <Button variant="default" onClick={confirm.close}>
              <Trans>Keep answering</Trans>
            </Button>
            <Button onClick={finish} data-autofocus>
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
}: {
  question: AttemptQuestion;
  response: Response;
  disabled: boolean;
  onChange: (response: Response) => void;
}) {
  const { t } = useLingui();
  const [typed, setTyped] = useState(response?.value === undefined ? "" : String(response.value));
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

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
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(() => {
            const number = Number(value.trim());
            if (value.trim() === "") onChange(null);
            else if (Number.isFinite(number)) onChange({ value: number });
          }, 600);
        }}
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
          onChange(values.length === 0 ? null : { options: values.map(Number) })
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
      onChange={(value) => onChange({ options: [Number(value)] })}
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
