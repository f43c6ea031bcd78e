// Entrance test rules: one attempt per user, started by the candidate, scored here with the seeded
// entrance test's marking (+2 right, −1 wrong, 0 unanswered; decision 054) against the question
// versions shown at the start, the key revealed only in the candidate's own review after submitting.
// Time limit: a submission counts until the deadline plus a short grace (for an automatic
// submission still in flight); after that the attempt closes as unanswered, scoring 0.

import type {
  AnswersSchema,
  Attempt,
  AttemptInProgress,
  AttemptSubmitted,
  EntranceResult,
  EntranceTest,
  ResultListQuery,
} from "@app/shared/exams";
import type { Language } from "@app/shared/i18n";
import type { MessageDescriptor } from "@lingui/core";
import type { Kysely } from "kysely";
import type { z } from "zod";
import { isUniqueViolation } from "../../db/database";
import type { Database } from "../../db/schema";
import { ConflictError } from "../../lib/errors";
import { translate } from "../../lib/i18n";
import { newId } from "../../lib/ids";
import { mapPage, type Paged } from "../../lib/paging";
import type { CurrentUser } from "../../plugins/auth";
import {
  type AttemptRow,
  expireOverdueAttempts,
  findAttemptOfUser,
  insertAttempt,
  listAttempts,
  submitAttempt,
} from "./entrance-test.repository";
import {
  chosenAnswers,
  type KeyedQuestion,
  loadSystemTest,
  type Marking,
  maxScore,
  parseStoredAnswers,
  publicQuestions,
  type Reader,
  type SystemTest,
  score,
  shownQuestions,
  versionIdsOf,
} from "./exam-bank";

const PLEASE_START_THE_TEST = /*i18n*/ {
  id: "exams.pleaseStartTheTest",
  message: "Please start the test first",
};

/** Seconds after the deadline during which a submission still counts. */
export const GRACE_SECONDS = 15;

const ALREADY_SUBMITTED = /*i18n*/ {
  id: "exams.alreadySubmitted",
  message: "You have already submitted the test",
};
const TIME_UP = /*i18n*/ {
  id: "exams.timeUp",
  message: "Time is up: answers sent after the time limit are not counted",
};

const MINUTES = /*i18n*/ {
  id: "exams.rules.minutes",
  message: "{count, plural, one {# minute} other {# minutes}}",
};
const SECONDS = /*i18n*/ {
  id: "exams.rules.seconds",
  message: "{count, plural, one {# second} other {# seconds}}",
};
const RULE_QUESTIONS = /*i18n*/ {
  id: "exams.rules.questions",
  message:
    "The test has {count, number} multiple-choice questions on general aptitude and computer basics. Each has exactly one right answer.",
};
const RULE_MARKS = /*i18n*/ {
  id: "exams.rules.marks",
  message:
    "A right answer earns {correct, plural, one {# mark} other {# marks}}. A wrong answer carries a penalty of {wrong, plural, one {# mark} other {# marks}}. A question left unanswered scores {unanswered, number}.",
};
const RULE_FINAL = /*i18n*/ {
  id: "exams.rules.final",
  message:
    "Once you choose an answer it cannot be cleared, though you may change it to another option before you submit.",
};
const RULE_TIME = /*i18n*/ {
  id: "exams.rules.time",
  message:
    "You have {duration} from the moment you start. When the time is up, your answers are submitted automatically.",
};
const RULE_NO_TIME = /*i18n*/ { id: "exams.rules.noTime", message: "There is no time limit." };
const RULE_ONCE = /*i18n*/ {
  id: "exams.rules.once",
  message:
    "You can take the test only once and submit it only once. Your score is shown as soon as you submit.",
};

/** The rules in the reader's language, their numbers in the reader's digits. */
function rules(
  timeLimitSeconds: number | null,
  language: Language,
  latinDigits: boolean,
  test: { questionCount: number; marking: Marking },
): string[] {
  const say = (message: MessageDescriptor) => translate(language, message, latinDigits);
  const duration = (seconds: number): string => {
    const minutes = Math.floor(seconds / 60);
    const rest = seconds % 60;
    const parts = [];
    if (minutes > 0) parts.push(say({ ...MINUTES, values: { count: minutes } }));
    if (rest > 0) parts.push(say({ ...SECONDS, values: { count: rest } }));
    return parts.join(" ");
  };
  return [
    say({ ...RULE_QUESTIONS, values: { count: test.questionCount } }),
    say({
      ...RULE_MARKS,
      values: {
        correct: test.marking.correct,
        wrong: -test.marking.wrong,
        unanswered: test.marking.unanswered,
      },
    }),
    say(RULE_FINAL),
    timeLimitSeconds
      ? say({ ...RULE_TIME, values: { duration: duration(timeLimitSeconds) } })
      : say(RULE_NO_TIME),
    say(RULE_ONCE),
  ];
}

export type EntranceTestDeps = {
  db: Kysely<Database>;
  /** 0 means no limit. */
  timeLimitSeconds: number;
  /** Milliseconds since the epoch; injectable so tests can move time. */
  now?: () => number;
};

export function createEntranceTestService({
  db,
  timeLimitSeconds,
  // Read at each call, not kept from the start: a test's fake clock (vi.setSystemTime) applies.
  now = () => Date.now(),
}: EntranceTestDeps) {
  const limit = timeLimitSeconds > 0 ? timeLimitSeconds : null;
  /** Attempts whose deadline is before this are over, grace included. */
  const cutoff = () => new Date(now() - GRACE_SECONDS * 1000).toISOString();

  /** The seeded entrance test as it stands now (its questions' current versions, its marking). */
  const entrance = (): Promise<SystemTest> => loadSystemTest(db, "entrance");
  /** The versions an attempt showed from its start (stored with it). */
  const shownIn = (row: AttemptRow): Promise<KeyedQuestion[]> =>
    shownQuestions(db, row.version_ids, entrance);

  // The questions (and a review's) are in the reader's language; the key and marks in every one.
  const inProgress = async (row: AttemptRow, reader?: Reader): Promise<AttemptInProgress> => ({
    state: "in-progress",
    startedAt: row.started_at,
    deadline: row.deadline,
    questions: publicQuestions(await shownIn(row), reader),
  });

  const submitted = async (
    row: AttemptRow,
    submittedAt: string,
    reader?: Reader,
  ): Promise<AttemptSubmitted> => {
    const shown = await shownIn(row);
    const { marking } = await entrance();
    const { review } = score(shown, parseStoredAnswers(row.answers), marking, reader);
    return {
      state: "submitted",
      startedAt: row.started_at,
      submittedAt,
      expired: row.expired === 1,
      score: row.score ?? 0,
      maxScore: maxScore(shown, marking),
      review,
    };
  };

  const toAttempt = async (row: AttemptRow | undefined, reader: Reader): Promise<Attempt> => {
    if (!row) return { state: "not-started" };
    return row.submitted_at === null
      ? inProgress(row, reader)
      : submitted(row, row.submitted_at, reader);
  };

  /** The user's attempt, first closing it if its time ran out unsubmitted. */
  async function current(userId: string): Promise<AttemptRow | undefined> {
    const row = await findAttemptOfUser(db, userId);
    if (!row || row.submitted_at !== null || row.deadline === null) return row;
    if (row.deadline >= cutoff()) return row;
    await expireOverdueAttempts(db, cutoff(), row.id);
    return findAttemptOfUser(db, userId);
  }

  return {
    /** The test and the caller's attempt, the rules in `language` (and the reader's digits). */
    async state(
      user: CurrentUser,
      language: Language = "en",
      latinDigits = false,
    ): Promise<EntranceTest> {
      const test = await entrance();
      return {
        rules: rules(limit, language, latinDigits, {
          questionCount: test.questions.length,
          marking: test.marking,
        }),
        questionCount: test.questions.length,
        marking: { ...test.marking },
        maxScore: maxScore(test.questions, test.marking),
        timeLimitSeconds: limit,
        graceSeconds: GRACE_SECONDS,
        attempt: await toAttempt(await current(user.id), { language, latinDigits }),
      };
    },

    /** Starts the attempt, or returns the running one; `created` tells which. */
    async start(
      user: CurrentUser,
      reader?: Reader,
    ): Promise<{ attempt: AttemptInProgress; created: boolean }> {
      const existing = await current(user.id);
      if (existing) {
        if (existing.submitted_at !== null) throw new ConflictError(ALREADY_SUBMITTED);
        return { attempt: await inProgress(existing, reader), created: false };
      }
      const { questions } = await entrance();
      const startedAt = now();
      try {
        const row = await insertAttempt(db, {
          id: newId(),
          user_id: user.id,
          name: user.name,
          email: user.email,
          started_at: new Date(startedAt).toISOString(),
          deadline: limit === null ? null : new Date(startedAt + limit * 1000).toISOString(),
          submitted_at: null,
          answers: null,
          score: null,
          expired: 0,
          version_ids: versionIdsOf(questions),
        });
        return { attempt: await inProgress(row, reader), created: true };
      } catch (error) {
        // Two starts racing (two tabs): both get the one attempt that was stored.
        if (!isUniqueViolation(error)) throw error;
        const stored = await findAttemptOfUser(db, user.id);
        if (!stored || stored.submitted_at !== null) throw new ConflictError(ALREADY_SUBMITTED);
        return { attempt: await inProgress(stored, reader), created: false };
      }
    },

    async submit(
      user: CurrentUser,
      answers: z.output<typeof AnswersSchema>,
      reader?: Reader,
    ): Promise<AttemptSubmitted> {
      const row = await findAttemptOfUser(db, user.id);
      if (!row) throw new ConflictError(PLEASE_START_THE_TEST);
      if (row.submitted_at !== null) throw new ConflictError(ALREADY_SUBMITTED);
      if (row.deadline !== null && row.deadline < cutoff()) {
        await expireOverdueAttempts(db, cutoff(), row.id);
        throw new ConflictError(TIME_UP);
      }
      const chosen = chosenAnswers(answers);
      const { total } = score(await shownIn(row), chosen, (await entrance()).marking);
      const submittedAt = new Date(now()).toISOString();
      const answersJson = JSON.stringify(chosen);
      const closed = await submitAttempt(db, row.id, {
        submittedAt,
        answers: answersJson,
        score: total,
      });
      // Another request (a second tab) submitted first: its answers stand.
      if (!closed) throw new ConflictError(ALREADY_SUBMITTED);
      return submitted({ ...row, answers: answersJson, score: total }, submittedAt, reader);
    },

    /** Every candidate's attempt for staff; overdue ones are closed first so scores are final. */
    async results(query: ResultListQuery): Promise<Paged<EntranceResult>> {
      await expireOverdueAttempts(db, cutoff());
      const test = await entrance();
      const max = maxScore(test.questions, test.marking);
      return mapPage(await listAttempts(db, query), (row) => ({
        _id: row.id,
        user: row.user_id,
        name: row.name,
        email: row.email,
        state: row.submitted_at === null ? "in-progress" : "submitted",
        startedAt: row.started_at,
        deadline: row.deadline,
        submittedAt: row.submitted_at,
        expired: row.expired === 1,
        score: row.submitted_at === null ? null : (row.score ?? 0),
        maxScore: max,
      }));
    },
  };
}
