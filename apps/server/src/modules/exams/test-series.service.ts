// Tests of the test series and the attempts at them (decision 048). The server keeps the clock
// (an attempt's deadline), draws the random questions once and stores them with the version each
// showed, scores every attempt itself, and shows scores, ranks and solutions only once the test's
// publication times have passed. Nothing an attempt answers before then carries a key.
import { randomInt } from "node:crypto";
import type {
  AnswerInputSchema,
  Attempt,
  AttemptQuestion,
  AttemptResult,
  HistoryRow,
  LeaderboardRow,
  QuestionStats,
  Section,
  StaffAttemptRow,
  Test,
  TestContent,
  TestListQuery,
  TestSummary,
} from "@app/shared/test-series";
import type { Kysely } from "kysely";
import type { z } from "zod";
import { isUniqueViolation } from "../../db/database";
import type { Database } from "../../db/schema";
import { ConflictError, ForbiddenError, invalidField, NotFoundError } from "../../lib/errors";
import { newId, nowIso } from "../../lib/ids";
import { containsText, mapPage, type Paged, readPage } from "../../lib/paging";
import type { CurrentUser } from "../../plugins/auth";
import { loadTree } from "./categories.service";
import type { StoredContent } from "./questions.service";
import { checkSystemTestChange, checkSystemTestRemoval } from "./system-tests";
import {
  type AttemptRow,
  attemptCounts,
  attemptsOf,
  batchesOf,
  findAttempt,
  findTest,
  finishedItemsOfTest,
  history,
  type ItemRow,
  itemsOf,
  leaderboard,
  listTests,
  liveQuestions,
  overdueAttempts,
  questionIdsIn,
  rankOf,
  staffAttempts,
  type TestRow,
  versionsById,
} from "./test-series.repository";

export const TEST = {
  notFound: /*i18n*/ { id: "exams.test.notFound", message: "Test not found" },
  attemptNotFound: /*i18n*/ { id: "exams.attempt.notFound", message: "Attempt not found" },
  questionNotInAttempt: /*i18n*/ {
    id: "exams.attempt.questionMissing",
    message: "That question is not part of this attempt",
  },
  notForYou: /*i18n*/ {
    id: "exams.test.notForYou",
    message: "This test is only for the students of its batches",
  },
  notOpen: /*i18n*/ { id: "exams.test.notOpen", message: "This test has not opened yet" },
  closed: /*i18n*/ { id: "exams.test.closed", message: "This test has closed" },
  noAttemptsLeft: /*i18n*/ {
    id: "exams.test.noAttemptsLeft",
    message: "You have used every attempt this test allows",
  },
  timeUp: /*i18n*/ {
    id: "exams.attempt.timeUp",
    message: "Time is up: this attempt has been submitted",
  },
  finished: /*i18n*/ { id: "exams.attempt.finished", message: "This attempt has been submitted" },
  notEnough: /*i18n*/ {
    id: "exams.test.notEnoughQuestions",
    message: "A section asks for more questions than its category holds",
  },
  missingQuestion: /*i18n*/ {
    id: "exams.test.missingQuestion",
    message: "A fixed question does not exist or was deleted",
  },
  missingCategory: /*i18n*/ {
    id: "exams.test.missingCategory",
    message: "A random draw names a category that does not exist",
  },
  badOption: /*i18n*/ {
    id: "exams.attempt.badOption",
    message: "Choose among the question's own options",
  },
  oneOption: /*i18n*/ { id: "exams.attempt.oneOption", message: "Choose one option only" },
  valueOnly: /*i18n*/ {
    id: "exams.attempt.valueOnly",
    message: "A numeric question takes a value, not options",
  },
  hasAttempts: /*i18n*/ {
    id: "exams.test.hasAttempts",
    message: "A test students have attempted cannot be deleted; unpublish it instead",
  },
  ranksLater: /*i18n*/ {
    id: "exams.test.ranksLater",
    message: "Ranks are not published yet",
  },
};

/** Seconds an answer may arrive after the deadline (a save sent at the last moment). */
export const GRACE_SECONDS = 5;
/** Seconds counted per question at most, whatever a client claims. */
const MAX_SECONDS_PER_QUESTION = 6 * 3600;

type Response = { options?: number[]; value?: number } | null;
type AnswerInput = z.output<typeof AnswerInputSchema>;

const parseJson = <T>(json: string | null, fallback: T): T => {
  if (json === null) return fallback;
  try {
    return JSON.parse(json) as T;
  } catch {
    return fallback;
  }
};
const isStaff = (user: CurrentUser) => user.role === "staff" || user.role === "admin";
const text = (en: string, bn: string) => ({ en, bn });
const shuffled = <T>(items: readonly T[]): T[] => {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
};
const passed = (time: string | null, now: string) => time !== null && time <= now;
const round = (value: number) => Math.round(value * 1000) / 1000;

export const sectionsOf = (row: TestRow): Section[] => parseJson<Section[]>(row.sections, []);
const questionCount = (sections: readonly Section[]) =>
  sections.reduce(
    (sum, section) =>
      sum + section.questionIds.length + section.draws.reduce((n, draw) => n + draw.count, 0),
    0,
  );

function toTest(row: TestRow, attempts: number): Test {
  const sections = sectionsOf(row);
  return {
    _id: row.id,
    title: text(row.title_en, row.title_bn),
    instructions: text(row.instructions_en, row.instructions_bn),
    published: row.published === 1,
    durationMinutes: row.duration_minutes,
    opensAt: row.opens_at,
    closesAt: row.closes_at,
    shuffleQuestions: row.shuffle_questions === 1,
    shuffleOptions: row.shuffle_options === 1,
    maxAttempts: row.max_attempts,
    audience: row.audience,
    batchIds: parseJson<string[]>(row.batch_ids, []),
    sections,
    resultsAt: row.results_at,
    ranksAt: row.ranks_at,
    solutionsAt: row.solutions_at,
    questionCount: questionCount(sections),
    attempts,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function columns(content: TestContent) {
  return {
    title_en: content.title.en,
    title_bn: content.title.bn,
    instructions_en: content.instructions.en,
    instructions_bn: content.instructions.bn,
    published: content.published ? 1 : 0,
    duration_minutes: content.durationMinutes,
    opens_at: content.opensAt,
    closes_at: content.closesAt,
    shuffle_questions: content.shuffleQuestions ? 1 : 0,
    shuffle_options: content.shuffleOptions ? 1 : 0,
    max_attempts: content.maxAttempts,
    audience: content.audience,
    batch_ids: JSON.stringify(content.audience === "batches" ? content.batchIds : []),
    sections: JSON.stringify(content.sections),
    results_at: content.resultsAt,
    ranks_at: content.ranksAt,
    solutions_at: content.solutionsAt,
  };
}

/** Whether the answer earns the correct, the wrong or the unanswered marks. */
export function judge(
  content: StoredContent,
  response: Response,
): "correct" | "wrong" | "unanswered" {
  if (response === null) return "unanswered";
  if (content.type === "numeric") {
    if (response.value === undefined || !content.numeric) return "unanswered";
    return Math.abs(response.value - content.numeric.value) <= content.numeric.tolerance + 1e-9
      ? "correct"
      : "wrong";
  }
  const chosen = [...new Set(response.options ?? [])].sort((a, b) => a - b);
  if (chosen.length === 0) return "unanswered";
  const right = content.options.flatMap((option, index) => (option.correct ? [index] : []));
  return chosen.length === right.length && chosen.every((value, index) => value === right[index])
    ? "correct"
    : "wrong";
}

/** Rank (ties share it) and percentile (the share of candidates with a lower score). */
export const rankFrom = ({
  above,
  below,
  total,
}: {
  above: number;
  below: number;
  total: number;
}) => ({
  rank: above + 1,
  percentile: total > 0 ? round((100 * below) / total) : 0,
  candidates: total,
});

export function createTestSeriesService(db: Kysely<Database>) {
  async function checkSections(sections: readonly Section[]): Promise<void> {
    const fixed = sections.flatMap((section) => section.questionIds);
    const live = await liveQuestions(db, fixed);
    if (live.length !== new Set(fixed).size) throw invalidField("sections", TEST.missingQuestion);
    const tree = await loadTree(db);
    for (const section of sections)
      for (const draw of section.draws)
        if (!tree.byId.has(draw.categoryId)) throw invalidField("sections", TEST.missingCategory);
  }

  async function testOr404(id: string): Promise<TestRow> {
    const row = await findTest(db, id);
    if (!row) throw new NotFoundError(TEST.notFound);
    return row;
  }

  /** A test a student may see: published and for them (staff see every test). */
  async function visibleTest(id: string, user: CurrentUser): Promise<TestRow> {
    const row = await testOr404(id);
    if (isStaff(user)) return row;
    if (row.published !== 1) throw new NotFoundError(TEST.notFound);
    if (row.audience === "batches") {
      const mine = await batchesOf(db, user.id);
      const allowed = parseJson<string[]>(row.batch_ids, []);
      if (!mine.some((batch) => allowed.includes(batch))) throw new ForbiddenError(TEST.notForYou);
    }
    return row;
  }

  async function attemptOf(id: string, user: CurrentUser, staffToo = false): Promise<AttemptRow> {
    const row = await findAttempt(db, id);
    if (!row || (row.user_id !== user.id && !(staffToo && isStaff(user))))
      throw new NotFoundError(TEST.attemptNotFound);
    return row;
  }

  /**
   * Scores a running attempt and ends it; does nothing to one already ended. The attempt is marked
   * ended first, by an update only one caller wins, and its answers are read after that in the
   * same transaction: a save either committed before (and is counted) or waits for this one and
   * then finds the attempt ended (see `saveAnswer`). Nothing is stored but left out of the score.
   */
  async function finish(attempt: AttemptRow, now = nowIso()): Promise<AttemptRow> {
    if (attempt.status !== "running") return attempt;
    const test = await testOr404(attempt.test_id);
    const sections = sectionsOf(test);
    // ISO times in UTC sort as they fall: the earlier of now and the deadline.
    const submittedAt = [now, attempt.deadline].sort()[0] ?? now;
    await db.transaction().execute(async (trx) => {
      const ended = await trx
        .updateTable("exam_attempts")
        .set({ status: "submitted", submitted_at: submittedAt })
        .where("id", "=", attempt.id)
        .where("status", "=", "running")
        .executeTakeFirst();
      if (Number(ended.numUpdatedRows) === 0) return;
      const items = await itemsOf(trx, attempt.id);
      const versions = await versionsById(
        trx,
        items.map((item) => item.version_id),
      );
      const perSection = sections.map(() => ({ score: 0, max: 0 }));
      const marksOf = new Map<string, number>();
      for (const item of items) {
        const section = sections[item.section];
        const content = parseJson<StoredContent | null>(
          versions.get(item.version_id)?.content ?? null,
          null,
        );
        if (!section || !content) continue;
        const verdict = judge(content, parseJson<Response>(item.answer, null));
        const marks = section.marking[verdict];
        marksOf.set(item.question_id, marks);
        const sum = perSection[item.section];
        if (sum) {
          sum.score += marks;
          sum.max += section.marking.correct;
        }
      }
      await trx
        .updateTable("exam_attempts")
        .set({
          score: round(perSection.reduce((total, section) => total + section.score, 0)),
          max_score: round(perSection.reduce((total, section) => total + section.max, 0)),
          section_scores: JSON.stringify(
            perSection.map((section) => ({ score: round(section.score), max: round(section.max) })),
          ),
        })
        .where("id", "=", attempt.id)
        .execute();
      for (const [questionId, marks] of marksOf) {
        await trx
          .updateTable("exam_attempt_items")
          .set({ marks })
          .where("attempt_id", "=", attempt.id)
          .where("question_id", "=", questionId)
          .execute();
      }
      // The candidate's first finished attempt is the one ranks count.
      const counted = await trx
        .selectFrom("exam_attempts")
        .select("id")
        .where("test_id", "=", attempt.test_id)
        .where("user_id", "=", attempt.user_id)
        .where("counted", "=", 1)
        .executeTakeFirst();
      if (!counted)
        await trx
          .updateTable("exam_attempts")
          .set({ counted: 1 })
          .where("id", "=", attempt.id)
          .execute();
    });
    return (await findAttempt(db, attempt.id)) ?? attempt;
  }

  /** Ends every running attempt past its deadline and grace (of a test or of a student). */
  async function finishOverdue(by: { testId?: string; userId?: string }): Promise<void> {
    const before = new Date(Date.now() - GRACE_SECONDS * 1000).toISOString();
    for (const { id } of await overdueAttempts(db, by, before)) {
      const row = await findAttempt(db, id);
      if (row) await finish(row);
    }
  }

  const overdue = (attempt: AttemptRow, now = Date.now()) =>
    attempt.status === "running" && Date.parse(attempt.deadline) + GRACE_SECONDS * 1000 < now;

  async function attemptView(attempt: AttemptRow, test: TestRow): Promise<Attempt> {
    const sections = sectionsOf(test);
    const items = await itemsOf(db, attempt.id);
    const versions = await versionsById(
      db,
      items.map((item) => item.version_id),
    );
    return {
      id: attempt.id,
      testId: attempt.test_id,
      title: text(test.title_en, test.title_bn),
      status: attempt.status,
      startedAt: attempt.started_at,
      deadline: attempt.deadline,
      now: nowIso(),
      submittedAt: attempt.submitted_at,
      sections: sections.map((section, index) => ({
        title: section.title,
        marking: section.marking,
        questions: items
          .filter((item) => item.section === index)
          .map((item) => shownQuestion(item, versions.get(item.version_id))),
      })),
    };
  }

  /** What a finished attempt shows now: to staff everything, to its student what is published. */
  async function resultOf(row: AttemptRow, staff: boolean): Promise<AttemptResult> {
    const attempt = overdue(row) ? await finish(row) : row;
    const test = await testOr404(attempt.test_id);
    const now = nowIso();
    const finished = attempt.status === "submitted";
    const showScore =
      finished && (staff || test.results_at === null || passed(test.results_at, now));
    const showRank = finished && attempt.counted === 1 && (staff || passed(test.ranks_at, now));
    const windowClosed = test.closes_at === null || test.closes_at <= now;
    // The review carries each question's marks: it waits for the results too (decision 051).
    const showSolutions =
      finished && (staff || (showScore && passed(test.solutions_at, now) && windowClosed));
    const sections = sectionsOf(test);
    const sums = parseJson<{ score: number; max: number }[]>(attempt.section_scores, []);
    const items = await itemsOf(db, attempt.id);
    const ranked =
      showRank && attempt.score !== null
        ? rankFrom(await rankOf(db, test.id, attempt.score))
        : null;
    let review: AttemptResult["review"] = null;
    if (showSolutions) {
      const versions = await versionsById(
        db,
        items.map((item) => item.version_id),
      );
      review = sections.map((section, index) => ({
        title: section.title,
        questions: items
          .filter((item) => item.section === index)
          .map((item) => {
            const version = versions.get(item.version_id);
            const content = parseJson<StoredContent | null>(version?.content ?? null, null);
            return {
              ...shownQuestion(item, version),
              marks: item.marks ?? 0,
              correctOptions: (content?.options ?? []).flatMap((option, option_index) =>
                option.correct ? [option_index] : [],
              ),
              numeric: content?.numeric ?? null,
              solution: content?.solution ?? null,
              solutionPicture: content?.solutionPicture ?? null,
              difficulty: content?.difficulty ?? "medium",
            };
          }),
      }));
    }
    return {
      id: attempt.id,
      testId: test.id,
      title: text(test.title_en, test.title_bn),
      status: attempt.status,
      submittedAt: attempt.submitted_at,
      score: showScore ? attempt.score : null,
      maxScore: showScore ? attempt.max_score : null,
      sections: sections.map((section, index) => ({
        title: section.title,
        score: showScore ? (sums[index]?.score ?? 0) : null,
        maxScore:
          sums[index]?.max ??
          items.filter((item) => item.section === index).length * section.marking.correct,
      })),
      rank: ranked?.rank ?? null,
      percentile: ranked?.percentile ?? null,
      candidates: ranked?.candidates ?? null,
      review,
      resultsAt: test.results_at,
      ranksAt: test.ranks_at,
      solutionsAt: test.solutions_at,
    };
  }

  return {
    finish,
    finishOverdue,

    async list(query: TestListQuery): Promise<Paged<Test>> {
      const page = await listTests(db, query, false);
      const counts = await attemptCounts(
        db,
        page.rows.map((row) => row.id),
      );
      return mapPage(page, (row) => toTest(row, counts.get(row.id) ?? 0));
    },

    async get(id: string): Promise<Test> {
      const row = await testOr404(id);
      const counts = await attemptCounts(db, [id]);
      return toTest(row, counts.get(id) ?? 0);
    },

    async add(content: TestContent, user: CurrentUser): Promise<Test> {
      await checkSections(content.sections);
      const now = nowIso();
      const id = newId();
      await db
        .insertInto("exam_tests")
        .values({ id, ...columns(content), created_by: user.id, created_at: now, updated_at: now })
        .execute();
      return this.get(id);
    },

    /** Edits a test; attempts already started keep the questions they drew. */
    async change(id: string, content: TestContent): Promise<Test> {
      await checkSystemTestChange(db, await testOr404(id), content);
      await checkSections(content.sections);
      await db
        .updateTable("exam_tests")
        .set({ ...columns(content), updated_at: nowIso() })
        .where("id", "=", id)
        .execute();
      return this.get(id);
    },

    async remove(id: string): Promise<void> {
      checkSystemTestRemoval(await testOr404(id));
      const counts = await attemptCounts(db, [id]);
      if ((counts.get(id) ?? 0) > 0) throw new ConflictError(TEST.hasAttempts);
      await db.deleteFrom("exam_tests").where("id", "=", id).execute();
    },

    /** The tests a student may take, a page at a time, soonest first. */
    async available(user: CurrentUser, query: TestListQuery): Promise<Paged<TestSummary>> {
      const mine = await batchesOf(db, user.id);
      let base = db.selectFrom("exam_tests").selectAll().where("published", "=", 1);
      base = base.where((eb) =>
        eb.or([
          eb("audience", "=", "everyone"),
          ...mine.map((batch) => eb("batch_ids", "like", `%${JSON.stringify(batch)}%`)),
        ]),
      );
      if (query.q) base = base.where(containsText(["title_en", "title_bn"], query.q));
      const page = await readPage(base.orderBy("created_at", "desc").orderBy("id"), query);
      const rows: TestSummary[] = [];
      for (const row of page.rows) rows.push(await summaryOf(row, user));
      return { ...page, rows };
    },

    async summary(id: string, user: CurrentUser): Promise<TestSummary> {
      return summaryOf(await visibleTest(id, user), user);
    },

    /** Starts an attempt, or answers the running one (`created` false). */
    async start(id: string, user: CurrentUser): Promise<{ attempt: Attempt; created: boolean }> {
      const test = await visibleTest(id, user);
      await finishOverdue({ testId: id, userId: user.id });
      const existing = await attemptsOf(db, id, user.id);
      const running = existing.find((attempt) => attempt.status === "running");
      if (running) return { attempt: await attemptView(running, test), created: false };
      const now = nowIso();
      if (test.opens_at && now < test.opens_at) throw new ConflictError(TEST.notOpen);
      if (test.closes_at && now >= test.closes_at) throw new ConflictError(TEST.closed);
      if (existing.length >= test.max_attempts) throw new ConflictError(TEST.noAttemptsLeft);

      const sections = sectionsOf(test);
      const tree = await loadTree(db);
      const picked = new Set<string>();
      const drawn: { section: number; id: string; versionId: string }[] = [];
      for (const [index, section] of sections.entries()) {
        const fixed = await liveQuestions(db, section.questionIds);
        const byId = new Map(fixed.map((row) => [row.id, row]));
        const chosen: { id: string; version_id: string }[] = [];
        for (const questionId of section.questionIds) {
          const row = byId.get(questionId);
          if (row && !picked.has(row.id)) {
            picked.add(row.id);
            chosen.push(row);
          }
        }
        for (const draw of section.draws) {
          const pool = (
            await questionIdsIn(
              db,
              tree.byId.has(draw.categoryId) ? tree.withDescendants(draw.categoryId) : [],
            )
          ).filter((row) => !picked.has(row.id));
          if (pool.length < draw.count) throw new ConflictError(TEST.notEnough);
          for (const row of shuffled(pool).slice(0, draw.count)) {
            picked.add(row.id);
            chosen.push(row);
          }
        }
        const ordered = test.shuffle_questions === 1 ? shuffled(chosen) : chosen;
        for (const row of ordered)
          drawn.push({ section: index, id: row.id, versionId: row.version_id });
      }
      const versions = await versionsById(
        db,
        drawn.map((item) => item.versionId),
      );
      const deadlineMs = Date.now() + test.duration_minutes * 60_000;
      const closesMs = test.closes_at ? Date.parse(test.closes_at) : Number.POSITIVE_INFINITY;
      const deadline = new Date(Math.min(deadlineMs, closesMs)).toISOString();
      const attemptId = newId();
      try {
        await db.transaction().execute(async (trx) => {
          await trx
            .insertInto("exam_attempts")
            .values({
              id: attemptId,
              test_id: id,
              user_id: user.id,
              number: existing.length + 1,
              status: "running",
              started_at: now,
              deadline,
              submitted_at: null,
              score: null,
              max_score: null,
              section_scores: null,
              counted: 0,
              focus_losses: 0,
              result_mailed_at: null,
            })
            .execute();
          const rows = drawn.map((item, position) => {
            const content = parseJson<StoredContent | null>(
              versions.get(item.versionId)?.content ?? null,
              null,
            );
            const indexes = (content?.options ?? []).map((_, option) => option);
            return {
              attempt_id: attemptId,
              question_id: item.id,
              position,
              section: item.section,
              version_id: item.versionId,
              option_order: JSON.stringify(
                test.shuffle_options === 1 ? shuffled(indexes) : indexes,
              ),
              answer: null,
              marked: 0,
              visited: position === 0 ? 1 : 0,
              seconds: 0,
              marks: null,
              saved_at: null,
            };
          });
          // In chunks: SQLite takes at most 32,766 bound values per statement.
          for (let from = 0; from < rows.length; from += 200)
            await trx
              .insertInto("exam_attempt_items")
              .values(rows.slice(from, from + 200))
              .execute();
        });
      } catch (error) {
        // Another request of the same student started it first: answer that one.
        if (!isUniqueViolation(error)) throw error;
        const again = (await attemptsOf(db, id, user.id)).find((a) => a.status === "running");
        if (!again) throw error;
        return { attempt: await attemptView(again, test), created: false };
      }
      const row = await findAttempt(db, attemptId);
      if (!row) throw new NotFoundError(TEST.attemptNotFound);
      return { attempt: await attemptView(row, test), created: true };
    },

    /** The attempt as its student resumes it (an overdue one is ended first). */
    async view(id: string, user: CurrentUser): Promise<Attempt> {
      let attempt = await attemptOf(id, user);
      if (overdue(attempt)) attempt = await finish(attempt);
      return attemptView(attempt, await testOr404(attempt.test_id));
    },

    async saveAnswer(
      id: string,
      questionId: string,
      input: AnswerInput,
      user: CurrentUser,
    ): Promise<{ savedAt: string }> {
      const attempt = await attemptOf(id, user);
      if (attempt.status !== "running") throw new ConflictError(TEST.finished);
      if (overdue(attempt)) {
        await finish(attempt);
        throw new ConflictError(TEST.timeUp);
      }
      const item = await db
        .selectFrom("exam_attempt_items")
        .select(["version_id", "option_order"])
        .where("attempt_id", "=", id)
        .where("question_id", "=", questionId)
        .executeTakeFirst();
      if (!item) throw new NotFoundError(TEST.questionNotInAttempt);
      const response = await checkResponse(item, input.response);
      const savedAt = nowIso();
      const graceStart = new Date(Date.parse(savedAt) - GRACE_SECONDS * 1000).toISOString();
      const saved = await db.transaction().execute(async (trx) => {
        // The write carries its own check: the attempt must still run and its deadline and grace
        // must not have passed at `savedAt`. The no-op update locks the attempt's row until this
        // commits (PostgreSQL re-checks the condition on the row it locked; SQLite's transaction
        // holds the write lock), so `finish` ends the attempt either after this answer is stored,
        // and counts it, or before, and this changes nothing (decision 048).
        const running = await trx
          .updateTable("exam_attempts")
          .set((eb) => ({ status: eb.ref("status") }))
          .where("id", "=", id)
          .where("status", "=", "running")
          .where("deadline", ">=", graceStart)
          .executeTakeFirst();
        if (Number(running.numUpdatedRows) === 0) return false;
        const { seconds } = await trx
          .selectFrom("exam_attempt_items")
          .select("seconds")
          .where("attempt_id", "=", id)
          .where("question_id", "=", questionId)
          .executeTakeFirstOrThrow();
        await trx
          .updateTable("exam_attempt_items")
          .set({
            answer: response === null ? null : JSON.stringify(response),
            marked: input.flagged ? 1 : 0,
            visited: 1,
            seconds: Math.min(seconds + input.seconds, MAX_SECONDS_PER_QUESTION),
            saved_at: savedAt,
          })
          .where("attempt_id", "=", id)
          .where("question_id", "=", questionId)
          .execute();
        return true;
      });
      if (!saved) {
        // Ended meanwhile (409 as above), or its time ran out since the check: ended now.
        const current = await findAttempt(db, id);
        if (current?.status !== "running") throw new ConflictError(TEST.finished);
        await finish(current);
        throw new ConflictError(TEST.timeUp);
      }
      return { savedAt };
    },

    async visit(id: string, questionId: string, user: CurrentUser): Promise<void> {
      const attempt = await attemptOf(id, user);
      const item = await db
        .selectFrom("exam_attempt_items")
        .select("visited")
        .where("attempt_id", "=", id)
        .where("question_id", "=", questionId)
        .executeTakeFirst();
      if (!item) throw new NotFoundError(TEST.questionNotInAttempt);
      if (attempt.status !== "running" || overdue(attempt) || item.visited === 1) return;
      await db
        .updateTable("exam_attempt_items")
        .set({ visited: 1 })
        .where("attempt_id", "=", id)
        .where("question_id", "=", questionId)
        .execute();
    },

    async focusLost(id: string, user: CurrentUser): Promise<{ focusLosses: number }> {
      const attempt = await attemptOf(id, user);
      if (attempt.status === "running" && !overdue(attempt))
        await db
          .updateTable("exam_attempts")
          .set((eb) => ({ focus_losses: eb("focus_losses", "+", 1) }))
          .where("id", "=", id)
          .execute();
      const row = await findAttempt(db, id);
      return { focusLosses: row?.focus_losses ?? 0 };
    },

    async submit(id: string, user: CurrentUser): Promise<AttemptResult> {
      const attempt = await attemptOf(id, user);
      await finish(attempt);
      return this.result(id, user);
    },

    /** What the student (or staff) may see of a finished attempt now. */
    async result(id: string, user: CurrentUser): Promise<AttemptResult> {
      return resultOf(await attemptOf(id, user, true), isStaff(user));
    },

    /** What the attempt's own student sees of it now (the result mail says the same). */
    async studentResult(id: string): Promise<AttemptResult> {
      const attempt = await findAttempt(db, id);
      if (!attempt) throw new NotFoundError(TEST.attemptNotFound);
      return resultOf(attempt, false);
    },
    async leaderboard(
      id: string,
      user: CurrentUser,
      paging: { page: number; limit: number },
    ): Promise<Paged<LeaderboardRow>> {
      const test = await visibleTest(id, user);
      if (!isStaff(user) && !passed(test.ranks_at, nowIso()))
        throw new ForbiddenError(TEST.ranksLater);
      await finishOverdue({ testId: id });
      const page = await leaderboard(db, id, paging);
      return mapPage(page, (row) => ({
        rank: Number(row.rank),
        name: row.name,
        score: row.score ?? 0,
        submittedAt: row.submitted_at,
      }));
    },

    async history(
      user: CurrentUser,
      paging: { page: number; limit: number },
    ): Promise<Paged<HistoryRow>> {
      await finishOverdue({ userId: user.id });
      const page = await history(db, user.id, paging);
      const now = nowIso();
      const rows: HistoryRow[] = [];
      for (const row of page.rows) {
        const showScore =
          row.status === "submitted" && (row.results_at === null || passed(row.results_at, now));
        const showRank =
          showScore && row.counted === 1 && passed(row.ranks_at, now) && row.score !== null;
        const ranked = showRank ? rankFrom(await rankOf(db, row.test_id, row.score ?? 0)) : null;
        rows.push({
          attemptId: row.id,
          testId: row.test_id,
          title: text(row.title_en, row.title_bn),
          status: row.status,
          startedAt: row.started_at,
          submittedAt: row.submitted_at,
          score: showScore ? row.score : null,
          maxScore: showScore ? row.max_score : null,
          rank: ranked?.rank ?? null,
          percentile: ranked?.percentile ?? null,
        });
      }
      return { ...page, rows };
    },

    async attempts(
      id: string,
      paging: { page: number; limit: number; q?: string | undefined },
    ): Promise<Paged<StaffAttemptRow>> {
      await testOr404(id);
      await finishOverdue({ testId: id });
      return mapPage(await staffAttempts(db, id, paging), (row) => ({
        attemptId: row.id,
        userId: row.user_id,
        name: row.name,
        email: row.email,
        number: row.number,
        status: row.status,
        startedAt: row.started_at,
        submittedAt: row.submitted_at,
        score: row.score,
        focusLosses: row.focus_losses,
      }));
    },

    /** Per question of the finished attempts: who chose each option, how many were right. */
    async statistics(id: string): Promise<QuestionStats[]> {
      await testOr404(id);
      await finishOverdue({ testId: id });
      const items = await finishedItemsOfTest(db, id);
      const versions = await versionsById(
        db,
        items.map((item) => item.version_id),
      );
      const byVersion = new Map<string, QuestionStats & { totalSeconds: number }>();
      for (const item of items) {
        const version = versions.get(item.version_id);
        const content = parseJson<StoredContent | null>(version?.content ?? null, null);
        if (!version || !content) continue;
        let stats = byVersion.get(item.version_id);
        if (!stats) {
          stats = {
            questionId: item.question_id,
            versionId: item.version_id,
            version: version.version,
            text: content.text,
            shown: 0,
            answered: 0,
            correct: 0,
            options: content.options.map((option) => ({
              text: option.text,
              chosen: 0,
              correct: option.correct,
            })),
            averageSeconds: 0,
            totalSeconds: 0,
          };
          byVersion.set(item.version_id, stats);
        }
        stats.shown += 1;
        stats.totalSeconds += item.seconds;
        const response = parseJson<Response>(item.answer, null);
        const verdict = judge(content, response);
        if (verdict !== "unanswered") stats.answered += 1;
        if (verdict === "correct") stats.correct += 1;
        for (const option of response?.options ?? []) {
          const counted = stats.options[option];
          if (counted) counted.chosen += 1;
        }
      }
      return [...byVersion.values()].map(({ totalSeconds, ...stats }) => ({
        ...stats,
        averageSeconds: stats.shown > 0 ? round(totalSeconds / stats.shown) : 0,
      }));
    },
  };

  async function summaryOf(row: TestRow, user: CurrentUser): Promise<TestSummary> {
    const attempts = await attemptsOf(db, row.id, user.id);
    const now = nowIso();
    const running = attempts.find((attempt) => attempt.status === "running" && !overdue(attempt));
    const state: TestSummary["state"] =
      row.opens_at && now < row.opens_at
        ? "upcoming"
        : row.closes_at && now >= row.closes_at
          ? "closed"
          : attempts.length >= row.max_attempts && !running
            ? "done"
            : "open";
    return {
      _id: row.id,
      title: text(row.title_en, row.title_bn),
      instructions: text(row.instructions_en, row.instructions_bn),
      durationMinutes: row.duration_minutes,
      opensAt: row.opens_at,
      closesAt: row.closes_at,
      maxAttempts: row.max_attempts,
      sections: sectionsOf(row).map((section) => ({
        title: section.title,
        questions: questionCount([section]),
        marking: section.marking,
      })),
      attemptsMade: attempts.length,
      runningAttemptId: running?.id ?? null,
      lastAttemptId: attempts.at(-1)?.id ?? null,
      state,
    };
  }

  /** Checks a response against the item's version: options it has, one for a `single`. */
  async function checkResponse(
    item: Pick<ItemRow, "version_id" | "option_order">,
    response: Response,
  ): Promise<Response> {
    if (response === null) return null;
    const version = (await versionsById(db, [item.version_id])).get(item.version_id);
    const content = parseJson<StoredContent | null>(version?.content ?? null, null);
    if (!content) return null;
    if (content.type === "numeric") {
      if (response.options && response.options.length > 0)
        throw invalidField("response", TEST.valueOnly);
      return response.value === undefined ? null : { value: response.value };
    }
    const options = [...new Set(response.options ?? [])].sort((a, b) => a - b);
    if (options.some((option) => option >= content.options.length))
      throw invalidField("response.options", TEST.badOption);
    if (content.type === "single" && options.length > 1)
      throw invalidField("response.options", TEST.oneOption);
    return options.length === 0 ? null : { options };
  }
}

/** A question as the attempt shows it: its version's text and options in the order drawn. */
function shownQuestion(
  item: ItemRow,
  version: { version: number; content: string } | undefined,
): AttemptQuestion {
  const content = parseJson<StoredContent | null>(version?.content ?? null, null);
  const order = parseJson<number[]>(item.option_order, []);
  return {
    _id: item.question_id,
    versionId: item.version_id,
    version: version?.version ?? 0,
    type: content?.type ?? "single",
    text: content?.text ?? {},
    picture: content?.picture ?? null,
    options: order.map((index) => ({
      id: index,
      text: content?.options[index]?.text ?? {},
      picture: content?.options[index]?.picture ?? null,
    })),
    response: parseJson<Response>(item.answer, null),
    flagged: item.marked === 1,
    visited: item.visited === 1,
  };
}
