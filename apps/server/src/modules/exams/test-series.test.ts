import type {
  Attempt,
  AttemptResult,
  LeaderboardRow,
  Test,
  TestSummary,
} from "@app/shared/test-series";
import type { AuthUser } from "@app/shared/users";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { newId, nowIso } from "../../lib/ids";
import { revealing } from "../../test/answer-key";
import { multipartBody } from "../../test/multipart";
import { pngImage } from "../../test/shop-fixtures";
import { auth, buildTestApp, createUser, type TestApp } from "../../test/test-app";
import { GRACE_SECONDS } from "./test-series.service";

let t: TestApp;
let staff: AuthUser;
let physics: string;
let chemistry: string;
const physicsIds: string[] = [];
const chemistryIds: string[] = [];

const call = (
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  by?: AuthUser,
  payload?: object | string,
) =>
  t.app.inject({
    method,
    url,
    headers: {
      ...(by ? auth(by.token) : {}),
      ...(typeof payload === "string" ? { "content-type": "text/plain; charset=utf-8" } : {}),
    },
    ...(payload !== undefined ? { payload } : {}),
  });

/** Every answer the API gives a student during an attempt must be free of any key. */
const keyless = (body: unknown) => {
  const paths = revealing(body).filter(
    // The student's own saved response and the section marking are theirs to see.
    (path) => !/\.marking\.correct$/.test(path),
  );
  expect(paths).toEqual([]);
  expect(JSON.stringify(body)).not.toMatch(/"solution"|"correctOptions"|"numeric"/);
};

const category = async (name: string, parentId: string | null = null) => {
  const res = await call("POST", "/api/exams/categories", staff, { name, parentId });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ _id: string }>()._id;
};

/** A single-choice question whose first option is right. */
const question = async (categoryId: string, label: string) => {
  const res = await call("POST", "/api/exams/questions", staff, {
    categoryId,
    type: "single",
    text: { en: `${label}?`, bn: `${label} কী?` },
    options: [
      { text: { en: "right" }, correct: true },
      { text: { en: "wrong" }, correct: false },
      { text: { en: "also wrong" }, correct: false },
    ],
    solution: { en: `Because ${label}` },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ _id: string }>()._id;
};

const SOON = () => new Date(Date.now() + 3_600_000).toISOString();
const PAST = () => new Date(Date.now() - 60_000).toISOString();

const testBody = (overrides: object = {}) => ({
  title: { en: "WBJEE mock 1", bn: "WBJEE মক ১" },
  instructions: { en: "Read each question carefully.", bn: "প্রতিটি প্রশ্ন মন দিয়ে পড়ুন।" },
  published: true,
  durationMinutes: 30,
  shuffleQuestions: true,
  shuffleOptions: true,
  sections: [
    {
      title: { en: "Physics", bn: "পদার্থবিদ্যা" },
      marking: { correct: 4, wrong: -1, unanswered: 0 },
      questionIds: [physicsIds[0]],
      draws: [{ categoryId: physics, count: 2 }],
    },
    {
      title: { en: "Chemistry", bn: "রসায়ন" },
      marking: { correct: 4, wrong: -1, unanswered: 0 },
      draws: [{ categoryId: chemistry, count: 2 }],
    },
  ],
  ...overrides,
});

const makeTest = async (overrides: object = {}) => {
  const res = await call("POST", "/api/exams/tests", staff, testBody(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Test>();
};

const start = async (testId: string, by: AuthUser, status = 201) => {
  const res = await call("POST", `/api/exams/tests/${testId}/attempts`, by);
  expect(res.statusCode, res.body).toBe(status);
  const attempt = res.json<Attempt>();
  keyless(attempt);
  return attempt;
};

const questionsOf = (attempt: Attempt) => attempt.sections.flatMap((section) => section.questions);

const answer = async (
  attempt: Attempt,
  questionId: string,
  options: number[] | null,
  by: AuthUser,
  flagged = false,
) => {
  const res = await call("PUT", `/api/exams/attempts/${attempt.id}/answers/${questionId}`, by, {
    response: options === null ? null : { options },
    flagged,
    seconds: 7,
  });
  if (res.statusCode === 200) keyless(res.json());
  return res;
};

/** The index of the right option (index 0 of the version), wherever it was shuffled to. */
const RIGHT = 0;
const WRONG = 1;

beforeAll(async () => {
  t = await buildTestApp();
  staff = await createUser(t.app, "staff", "Test Setter");
  const subject = await category(`Series ${newId().slice(0, 6)}`);
  physics = await category("Physics", subject);
  const kinematics = await category("Kinematics", physics);
  chemistry = await category("Chemistry", subject);
  for (let index = 0; index < 4; index += 1)
    physicsIds.push(await question(index < 2 ? physics : kinematics, `Physics ${index}`));
  for (let index = 0; index < 3; index += 1)
    chemistryIds.push(await question(chemistry, `Chemistry ${index}`));
});
afterAll(async () => {
  await t?.close();
});

describe("building a test", () => {
  it("is for staff only, and checks its sections", async () => {
    const student = await createUser(t.app);
    expect((await call("POST", "/api/exams/tests", undefined, testBody())).statusCode).toBe(401);
    expect((await call("POST", "/api/exams/tests", student, testBody())).statusCode).toBe(403);
    expect((await call("GET", "/api/exams/tests", student)).statusCode).toBe(403);
    expect((await call("GET", `/api/exams/tests/${newId()}`, staff)).statusCode).toBe(404);
    const empty = await call("POST", "/api/exams/tests", staff, testBody({ sections: [] }));
    expect(empty.statusCode).toBe(400);
    const missing = await call(
      "POST",
      "/api/exams/tests",
      staff,
      testBody({
        sections: [
          { title: { en: "X", bn: "" }, marking: { correct: 1, wrong: 0 }, questionIds: [newId()] },
        ],
      }),
    );
    expect(missing.statusCode).toBe(400);
    const batchless = await call(
      "POST",
      "/api/exams/tests",
      staff,
      testBody({ audience: "batches" }),
    );
    expect(batchless.statusCode).toBe(400);
    const test = await makeTest();
    expect(test.questionCount).toBe(5);
    const listed = await call("GET", "/api/exams/tests?q=mock", staff);
    expect(listed.statusCode).toBe(200);
    expect(Number(listed.headers["x-total-count"])).toBeGreaterThan(0);
  });
});

describe("taking a test", () => {
  it("draws once, resumes the same order, answers and deadline, and shows no key", async () => {
    const test = await makeTest();
    const student = await createUser(t.app, "user", "Rima Das");
    const summary = await call("GET", `/api/exams/my-tests/${test._id}`, student);
    expect(summary.statusCode).toBe(200);
    keyless(summary.json());
    expect(summary.json<TestSummary>().state).toBe("open");

    const first = await start(test._id, student);
    const questions = questionsOf(first);
    expect(first.sections.map((section) => section.questions.length)).toEqual([3, 2]);
    expect(questions.map((q) => q._id)).toContain(physicsIds[0]);
    expect(new Set(questions.map((q) => q._id)).size).toBe(5);
    const [one, two] = questions;
    if (!one || !two) throw new Error("no questions");
    expect((await answer(first, one._id, [RIGHT], student)).statusCode).toBe(200);
    expect((await answer(first, two._id, [WRONG], student, true)).statusCode).toBe(200);

    // A reload (or another device) gets the same attempt back.
    const again = await start(test._id, student, 200);
    expect(again.id).toBe(first.id);
    expect(again.deadline).toBe(first.deadline);
    expect(questionsOf(again).map((q) => [q._id, q.options.map((o) => o.id)])).toEqual(
      questions.map((q) => [q._id, q.options.map((o) => o.id)]),
    );
    const resumed = await call("GET", `/api/exams/attempts/${first.id}`, student);
    expect(resumed.statusCode).toBe(200);
    keyless(resumed.json());
    const saved = questionsOf(resumed.json<Attempt>());
    expect(saved[0]?.response).toEqual({ options: [RIGHT] });
    expect(saved[1]).toMatchObject({ response: { options: [WRONG] }, flagged: true });
    expect(saved[2]?.response).toBeNull();

    // Nobody else reads or answers it.
    const other = await createUser(t.app);
    expect((await call("GET", `/api/exams/attempts/${first.id}`, other)).statusCode).toBe(404);
    expect((await answer(first, one._id, [RIGHT], other)).statusCode).toBe(404);
    // A choice the question does not have is refused.
    expect((await answer(first, one._id, [9], student)).statusCode).toBe(400);
    expect((await answer(first, one._id, [0, 1], student)).statusCode).toBe(400);

    const focus = await call("POST", `/api/exams/attempts/${first.id}/focus-loss`, student);
    expect(focus.json()).toEqual({ focusLosses: 1 });
    keyless(focus.json());

    // Before publication the result shows no key and no rank.
    const submitted = await call("POST", `/api/exams/attempts/${first.id}/submit`, student);
    expect(submitted.statusCode).toBe(200);
    const result = submitted.json<AttemptResult>();
    expect(result.review).toBeNull();
    const { review: _none, ...shown } = result;
    keyless(shown);
    expect(result.rank).toBeNull();
    expect(result.score).toBe(3);
    expect(result.sections.map((section) => section.score)).toEqual([3, 0]);

    // After submitting: 409 for answers, and no further attempt (one allowed).
    expect((await answer(first, one._id, [WRONG], student)).statusCode).toBe(409);
    expect((await call("POST", `/api/exams/tests/${test._id}/attempts`, student)).statusCode).toBe(
      409,
    );

    const attempts = await call("GET", `/api/exams/tests/${test._id}/attempts`, staff);
    expect(attempts.json()[0]).toMatchObject({ name: "Rima Das", focusLosses: 1, score: 3 });
    const stats = await call("GET", `/api/exams/tests/${test._id}/statistics`, staff);
    expect(stats.statusCode).toBe(200);
    const oneStats = stats
      .json<{ questionId: string; options: { chosen: number }[]; averageSeconds: number }[]>()
      .find((s) => s.questionId === one._id);
    expect(oneStats?.options[RIGHT]?.chosen).toBe(1);
    expect(oneStats?.averageSeconds).toBe(7);
  });

  it("refuses an answer after the deadline and its grace (409), and scores the attempt", async () => {
    const test = await makeTest();
    const student = await createUser(t.app);
    const attempt = await start(test._id, student);
    const [one] = questionsOf(attempt);
    if (!one) throw new Error("no question");
    expect((await answer(attempt, one._id, [RIGHT], student)).statusCode).toBe(200);
    await t.app.db
      .updateTable("exam_attempts")
      .set({ deadline: new Date(Date.now() - 10_000).toISOString() })
      .where("id", "=", attempt.id)
      .execute();
    expect((await answer(attempt, one._id, [WRONG], student)).statusCode).toBe(409);
    const read = await call("GET", `/api/exams/attempts/${attempt.id}`, student);
    expect(read.json<Attempt>().status).toBe("submitted");
    const result = await call("GET", `/api/exams/attempts/${attempt.id}/result`, student);
    expect(result.json<AttemptResult>().score).toBe(4);
  });

  it("scores an overdue attempt when the student's history is read", async () => {
    const test = await makeTest();
    const student = await createUser(t.app);
    const attempt = await start(test._id, student);
    await t.app.db
      .updateTable("exam_attempts")
      .set({ deadline: new Date(Date.now() - 10_000).toISOString() })
      .where("id", "=", attempt.id)
      .execute();
    const history = await call("GET", "/api/exams/my-attempts", student);
    expect(history.json()[0]).toMatchObject({
      attemptId: attempt.id,
      status: "submitted",
      score: 0,
    });
  });

  it("keeps one running attempt per student, even when two starts race", async () => {
    const test = await makeTest({ maxAttempts: 3 });
    const student = await createUser(t.app);
    const [a, b] = await Promise.all([
      call("POST", `/api/exams/tests/${test._id}/attempts`, student),
      call("POST", `/api/exams/tests/${test._id}/attempts`, student),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json<Attempt>().id).toBe(b.json<Attempt>().id);
  });

  it("keeps the version an attempt showed after the question is edited", async () => {
    const own = await category(`Edited ${newId().slice(0, 6)}`);
    const id = await question(own, "Before");
    const test = await makeTest({
      shuffleOptions: false,
      sections: [
        { title: { en: "One", bn: "" }, marking: { correct: 1, wrong: 0 }, questionIds: [id] },
      ],
    });
    const student = await createUser(t.app);
    const attempt = await start(test._id, student);
    const res = await call("PUT", `/api/exams/questions/${id}`, staff, {
      categoryId: own,
      type: "single",
      text: { en: "After?" },
      options: [
        { text: { en: "now wrong" }, correct: false },
        { text: { en: "now right" }, correct: true },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const resumed = (
      await call("GET", `/api/exams/attempts/${attempt.id}`, student)
    ).json<Attempt>();
    expect(questionsOf(resumed)[0]?.text).toEqual({ en: "Before?", bn: "Before কী?" });
    expect(questionsOf(resumed)[0]?.version).toBe(1);
    await answer(attempt, id, [RIGHT], student);
    const result = await call("POST", `/api/exams/attempts/${attempt.id}/submit`, student);
    expect(result.json<AttemptResult>().score).toBe(1);
  });

  it("does not open before its window, nor after it closes", async () => {
    const student = await createUser(t.app);
    const later = await makeTest({ opensAt: SOON() });
    expect((await call("POST", `/api/exams/tests/${later._id}/attempts`, student)).statusCode).toBe(
      409,
    );
    const unpublished = await makeTest({ published: false });
    expect(
      (await call("POST", `/api/exams/tests/${unpublished._id}/attempts`, student)).statusCode,
    ).toBe(404);
  });
});

describe("a batch-only test", () => {
  it("lets the students of its batches in, and refuses another batch's student (403)", async () => {
    const now = nowIso();
    const batch = async () => {
      const id = newId();
      await t.app.db
        .insertInto("batches")
        .values({
          id,
          course: "python",
          name: `Batch ${id.slice(0, 5)}`,
          start_date: "2026-12-01",
          days: "mon,wed",
          start_time: "10:00",
          end_time: "11:00",
          seats: 30,
          created_at: now,
          updated_at: now,
        } as never)
        .execute();
      return id;
    };
    const ours = await batch();
    const theirs = await batch();
    const enrol = async (user: AuthUser, batchId: string) => {
      await t.app.db
        .insertInto("admissions")
        .values({
          id: newId(),
          user_id: user._id,
          name: user.name,
          email: user.email,
          address: "Kolkata",
          gender: "female",
          classes: null,
          pin: "700001",
          course: "python",
          mobile: "9000000000",
          status: "accepted",
          batch_id: batchId,
          created_at: now,
          updated_at: now,
        } as never)
        .execute();
    };
    const member = await createUser(t.app);
    const outsider = await createUser(t.app);
    await enrol(member, ours);
    await enrol(outsider, theirs);
    const test = await makeTest({ audience: "batches", batchIds: [ours] });
    expect((await call("POST", `/api/exams/tests/${test._id}/attempts`, outsider)).statusCode).toBe(
      403,
    );
    expect((await call("GET", `/api/exams/my-tests/${test._id}`, outsider)).statusCode).toBe(403);
    const mine = await call("GET", "/api/exams/my-tests?limit=100", outsider);
    expect(mine.json<TestSummary[]>().map((row) => row._id)).not.toContain(test._id);
    await start(test._id, member);
    const theirList = await call("GET", "/api/exams/my-tests?limit=100", member);
    expect(theirList.json<TestSummary[]>().map((row) => row._id)).toContain(test._id);
  });
});

describe("results", () => {
  it("share a rank on a tie, give the percentile of lower scores, and show solutions once published", async () => {
    const [a, b] = [physicsIds[0], physicsIds[1]];
    const test = await makeTest({
      shuffleQuestions: false,
      closesAt: SOON(),
      sections: [
        {
          title: { en: "Physics", bn: "" },
          marking: { correct: 4, wrong: -1, unanswered: 0 },
          questionIds: [a, b],
        },
      ],
    });
    const plan: [string, number[] | null, number[] | null, number][] = [
      ["Anik", [RIGHT], [RIGHT], 8],
      ["Bina", [RIGHT], [RIGHT], 8],
      ["Chandan", [RIGHT], [WRONG], 3],
      ["Dipa", null, null, 0],
      ["Esha", [WRONG], [WRONG], -2],
    ];
    const attempts: { id: string; by: AuthUser }[] = [];
    for (const [name, first, second, expected] of plan) {
      const student = await createUser(t.app, "user", name);
      const attempt = await start(test._id, student);
      if (first) await answer(attempt, a as string, first, student);
      if (second) await answer(attempt, b as string, second, student);
      const res = await call("POST", `/api/exams/attempts/${attempt.id}/submit`, student);
      expect(res.json<AttemptResult>().score).toBe(expected);
      attempts.push({ id: attempt.id, by: student });
    }
    const [anik, , chandan, dipa] = attempts;
    if (!anik || !chandan || !dipa) throw new Error("no attempts");
    // Not yet published: no rank, no leaderboard for students.
    expect(
      (await call("GET", `/api/exams/tests/${test._id}/leaderboard`, anik.by)).statusCode,
    ).toBe(403);
    expect(
      (await call("GET", `/api/exams/attempts/${anik.id}/result`, anik.by)).json<AttemptResult>()
        .rank,
    ).toBeNull();

    await t.app.db
      .updateTable("exam_tests")
      .set({ ranks_at: PAST(), solutions_at: PAST() })
      .where("id", "=", test._id)
      .execute();
    const resultOf = async (attempt: { id: string; by: AuthUser }) =>
      (
        await call("GET", `/api/exams/attempts/${attempt.id}/result`, attempt.by)
      ).json<AttemptResult>();
    expect(await resultOf(anik)).toMatchObject({ rank: 1, percentile: 60, candidates: 5 });
    expect(await resultOf(chandan)).toMatchObject({ rank: 3, percentile: 40 });
    expect(await resultOf(dipa)).toMatchObject({ rank: 4, percentile: 20 });
    // Solutions wait for the window to close.
    expect((await resultOf(anik)).review).toBeNull();

    const board = await call("GET", `/api/exams/tests/${test._id}/leaderboard`, dipa.by);
    expect(board.statusCode).toBe(200);
    expect(board.json<LeaderboardRow[]>().map((row) => [row.name, row.rank, row.score])).toEqual([
      ["Anik", 1, 8],
      ["Bina", 1, 8],
      ["Chandan", 3, 3],
      ["Dipa", 4, 0],
      ["Esha", 5, -2],
    ]);

    await t.app.db
      .updateTable("exam_tests")
      .set({ closes_at: PAST() })
      .where("id", "=", test._id)
      .execute();
    const review = (await resultOf(chandan)).review;
    expect(review?.[0]?.questions.map((q) => [q.response, q.correctOptions, q.marks])).toEqual([
      [{ options: [RIGHT] }, [RIGHT], 4],
      [{ options: [WRONG] }, [RIGHT], -1],
    ]);
    expect(review?.[0]?.questions[0]?.solution).toEqual({ en: "Because Physics 0" });

    const history = await call("GET", "/api/exams/my-attempts", chandan.by);
    expect(history.json()[0]).toMatchObject({ score: 3, rank: 3, percentile: 40 });
  });
});

describe("an attempt's result page", () => {
  it("is its student's alone (404 to another), and sends nothing before each part is published", async () => {
    const [a, b] = [chemistryIds[0], chemistryIds[1]];
    const test = await makeTest({
      shuffleQuestions: false,
      resultsAt: SOON(),
      solutionsAt: PAST(),
      closesAt: SOON(),
      sections: [
        {
          title: { en: "Chemistry", bn: "রসায়ন" },
          marking: { correct: 4, wrong: -1, unanswered: 0 },
          questionIds: [a, b],
        },
      ],
    });
    const student = await createUser(t.app, "user", "Mitali");
    const other = await createUser(t.app, "user", "Someone Else");
    const attempt = await start(test._id, student);
    await answer(attempt, a as string, [RIGHT], student);
    await answer(attempt, b as string, [WRONG], student);
    await call("POST", `/api/exams/attempts/${attempt.id}/submit`, student);
    const url = `/api/exams/attempts/${attempt.id}/result`;

    // Another student, signed in, reads neither the result nor the attempt; a visitor is 401.
    expect((await call("GET", url, other)).statusCode).toBe(404);
    expect((await call("GET", `/api/exams/attempts/${attempt.id}`, other)).statusCode).toBe(404);
    expect((await call("GET", url)).statusCode).toBe(401);

    // Results later (solutions' time passed, the window closed): no score, no marks, no key.
    await t.app.db
      .updateTable("exam_tests")
      .set({ closes_at: PAST() })
      .where("id", "=", test._id)
      .execute();
    const before = await call("GET", url, student);
    expect(before.statusCode).toBe(200);
    const early = before.json<AttemptResult>();
    expect(early).toMatchObject({ score: null, rank: null, review: null });
    expect(early.sections.map((section) => section.score)).toEqual([null]);
    expect(JSON.stringify(early)).not.toMatch(/"solution"|"correctOptions"|"marks"|"numeric"/);

    // Results out, ranks not: the score and sections, still no rank; solutions now (window closed).
    await t.app.db
      .updateTable("exam_tests")
      .set({ results_at: PAST() })
      .where("id", "=", test._id)
      .execute();
    const after = (await call("GET", url, student)).json<AttemptResult>();
    expect(after).toMatchObject({ score: 3, maxScore: 8, rank: null });
    expect(after.sections.map((section) => section.score)).toEqual([3]);
    expect(after.review?.[0]?.questions.map((q) => [q.response, q.correctOptions])).toEqual([
      [{ options: [RIGHT] }, [RIGHT]],
      [{ options: [WRONG] }, [RIGHT]],
    ]);
    expect(after.review?.[0]?.questions[1]?.solution).toEqual({ en: "Because Chemistry 1" });
    // Still 404 to the other student; staff read it.
    expect((await call("GET", url, other)).statusCode).toBe(404);
    expect((await call("GET", url, staff)).json<AttemptResult>().score).toBe(3);
  });
});

describe("pictures in an attempt", () => {
  it("shows the question's and the options' pictures, and the solution's only with the solutions", async () => {
    const upload = async () => {
      const body = multipartBody("picture", "figure.png", "image/png", await pngImage());
      const res = await t.app.inject({
        method: "POST",
        url: "/api/exams/question-pictures",
        headers: { ...body.headers, ...auth(staff.token) },
        payload: body.payload,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ picture: string }>().picture;
    };
    const [figure, option, solution] = [await upload(), await upload(), await upload()];
    const created = await call("POST", "/api/exams/questions", staff, {
      categoryId: chemistry,
      type: "single",
      text: { en: "Which flask holds the acid?" },
      picture: figure,
      options: [
        { text: { en: "A" }, correct: true, picture: option },
        { text: { en: "B" }, correct: false },
      ],
      solution: { en: "The acid turns litmus red." },
      solutionPicture: solution,
    });
    expect(created.statusCode, created.body).toBe(201);
    const questionId = created.json<{ _id: string }>()._id;
    const test = await makeTest({
      shuffleOptions: false,
      closesAt: SOON(),
      solutionsAt: PAST(),
      sections: [
        {
          title: { en: "Chemistry", bn: "রসায়ন" },
          marking: { correct: 4, wrong: -1, unanswered: 0 },
          questionIds: [questionId],
        },
      ],
    });
    const student = await createUser(t.app, "user", "Puja");
    const attempt = await start(test._id, student);
    const [shown] = questionsOf(attempt);
    expect(shown).toMatchObject({ picture: figure });
    expect(shown?.options.map((item) => item.picture)).toEqual([option, null]);
    expect(JSON.stringify(attempt)).not.toContain(solution);
    await call("POST", `/api/exams/attempts/${attempt.id}/submit`, student);
    const url = `/api/exams/attempts/${attempt.id}/result`;
    // The window still open: no solutions, so no solution's picture.
    expect((await call("GET", url, student)).body).not.toContain(solution);
    await t.app.db
      .updateTable("exam_tests")
      .set({ closes_at: PAST() })
      .where("id", "=", test._id)
      .execute();
    const review = (await call("GET", url, student)).json<AttemptResult>().review;
    expect(review?.[0]?.questions[0]).toMatchObject({ picture: figure, solutionPicture: solution });
  });
});

describe("the staff form's round trip (decision 055)", () => {
  it("takes back a test exactly as it answered it: times, results time, draws, audience", async () => {
    const test = await makeTest({
      opensAt: "2026-12-01T04:30:00.000Z",
      closesAt: "2026-12-01T10:15:27.345Z",
      resultsAt: "2030-01-01T00:00:00.000Z",
      ranksAt: "2030-01-02T00:00:00.000Z",
      shuffleQuestions: false,
      shuffleOptions: true,
      sections: [
        {
          title: { en: "Physics", bn: "পদার্থবিদ্যা" },
          marking: { correct: 4, wrong: -1, unanswered: 0 },
          questionIds: [physicsIds[0], physicsIds[1]],
          draws: [
            { categoryId: physics, count: 1 },
            { categoryId: chemistry, count: 2 },
          ],
        },
      ],
    });
    const { _id, questionCount, attempts, createdAt, updatedAt, ...content } = test;
    const again = await call("PUT", `/api/exams/tests/${_id}`, staff, content);
    expect(again.statusCode, again.body).toBe(200);
    const { updatedAt: changedAt, ...back } = again.json<Test>();
    expect(back).toEqual({ _id, questionCount, attempts, createdAt, ...content });
    expect(back.resultsAt).toBe("2030-01-01T00:00:00.000Z");
    expect(back.sections[0]?.draws).toHaveLength(2);
  });
});

describe("paging the attempts", () => {
  it("pages staff's list of a test's attempts and a student's history, and searches by name", async () => {
    const test = await makeTest({ maxAttempts: 3 });
    const named = await createUser(t.app, "user", `Paged ${newId().slice(0, 6)}`);
    for (let index = 0; index < 3; index += 1) {
      const attempt = await start(test._id, named);
      expect(
        (await call("POST", `/api/exams/attempts/${attempt.id}/submit`, named)).statusCode,
      ).toBe(200);
    }
    const other = await createUser(t.app);
    await start(test._id, other);
    const url = `/api/exams/tests/${test._id}/attempts`;
    const first = await call("GET", `${url}?limit=2`, staff);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toHaveLength(2);
    expect(first.headers["x-total-count"]).toBe("4");
    const second = await call("GET", `${url}?limit=2&page=2`, staff);
    expect(second.json()).toHaveLength(2);
    const ids = [...first.json(), ...second.json()].map(
      (row: { attemptId: string }) => row.attemptId,
    );
    expect(new Set(ids).size).toBe(4);
    const found = await call("GET", `${url}?q=${encodeURIComponent(named.name)}`, staff);
    expect(found.json()).toHaveLength(3);
    expect((await call("GET", `${url}?q=%00`, staff)).statusCode).toBe(400);
    expect((await call("GET", url, named)).statusCode).toBe(403);
    const history = await call("GET", "/api/exams/my-attempts?limit=2&page=2", named);
    expect(history.statusCode).toBe(200);
    expect(history.json()).toHaveLength(1);
    expect(history.headers["x-total-count"]).toBe("3");
  });
});

describe("answers racing the end of an attempt (decision 048)", () => {
  /** What staff see of the attempt: its score and each question's stored answer and marks. */
  const scored = async (attemptId: string) => {
    const res = await call("GET", `/api/exams/attempts/${attemptId}/result`, staff);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<AttemptResult>();
    const questions = (result.review ?? []).flatMap((section) => section.questions);
    return { result, questions };
  };

  it("counts every answer it accepted when answers and submissions arrive together", async () => {
    const test = await makeTest({ maxAttempts: 100, shuffleQuestions: false });
    const student = await createUser(t.app);
    // Two submissions (two tabs) and every answer at once. On PostgreSQL the pool's connections run
    // them side by side; on SQLite one process runs each request through without a pause (its
    // driver is synchronous), so test-series-processes.test.ts races two processes on one file.
    for (let round = 0; round < 20; round += 1) {
      const attempt = await start(test._id, student);
      const questions = questionsOf(attempt);
      const submit = () => call("POST", `/api/exams/attempts/${attempt.id}/submit`, student);
      const submitting = Promise.all([submit(), submit()]);
      const saving = Promise.all(questions.map((q) => answer(attempt, q._id, [RIGHT], student)));
      const [answered, submits] = await Promise.all([saving, submitting]);
      for (const reply of submits) expect(reply.statusCode, reply.body).toBe(200);
      // Scored once: both submissions answer the same score.
      expect(new Set(submits.map((reply) => reply.json<AttemptResult>().score)).size).toBe(1);
      for (const reply of answered) expect([200, 409], reply.body).toContain(reply.statusCode);

      const { result, questions: review } = await scored(attempt.id);
      const stored = review.filter((q) => q.response !== null);
      // An answer accepted (200) is stored, one refused (409) is not, and every stored answer
      // earned its marks: none stored but left out of the score.
      answered.forEach((reply, index) => {
        const shown = review.find((q) => q._id === questions[index]?._id);
        expect(shown?.response ?? null, `round ${round}`).toEqual(
          reply.statusCode === 200 ? { options: [RIGHT] } : null,
        );
      });
      for (const q of stored) expect(q.marks, `round ${round}`).toBe(4);
      expect(result.score).toBe(4 * stored.length);
      expect(submits[0]?.json<AttemptResult>().score).toBe(4 * stored.length);
    }
  });

  it("refuses an answer whose write comes after the deadline and grace, though checked before", async () => {
    const test = await makeTest({ maxAttempts: 100 });
    const student = await createUser(t.app);
    // A clock that moves a second at every reading: a save's steps fall at different times, so an
    // answer checked in time may be written late. The deadline is moved a quarter of a second
    // nearer each round, across every step of the save.
    const RealDate = Date;
    const STEP = 1000;
    let clock = 0;
    const tick = () => {
      clock += STEP;
      return clock;
    };
    const ticking = new Proxy(RealDate, {
      construct: (target, args, newTarget) =>
        Reflect.construct(target, args.length > 0 ? args : [tick()], newTarget),
      get: (target, key, receiver) => (key === "now" ? tick : Reflect.get(target, key, receiver)),
    });
    let attempt = await start(test._id, student);
    const outcomes = { accepted: 0, refused: 0 };
    for (let round = 0; round < 80; round += 1) {
      const [question] = questionsOf(attempt);
      if (!question) throw new Error("no question");
      const base = RealDate.now();
      const graceEnd = base + round * 250;
      await t.app.db
        .updateTable("exam_attempts")
        .set({ deadline: new RealDate(graceEnd - GRACE_SECONDS * 1000).toISOString() })
        .where("id", "=", attempt.id)
        .execute();
      clock = base;
      vi.stubGlobal("Date", ticking);
      let res: Awaited<ReturnType<typeof answer>>;
      try {
        res = await answer(attempt, question._id, [RIGHT], student);
      } finally {
        vi.unstubAllGlobals();
      }
      if (res.statusCode === 200) {
        outcomes.accepted += 1;
        const { savedAt } = res.json<{ savedAt: string }>();
        expect(RealDate.parse(savedAt), `round ${round}`).toBeLessThanOrEqual(graceEnd);
        continue;
      }
      expect(res.statusCode, res.body).toBe(409);
      outcomes.refused += 1;
      // Refused: the attempt was ended, without that answer.
      const { result, questions } = await scored(attempt.id);
      expect(result.status).toBe("submitted");
      expect(questions.find((q) => q._id === question._id)?.response).toBeNull();
      attempt = await start(test._id, student);
    }
    expect(outcomes.accepted).toBeGreaterThan(0);
    expect(outcomes.refused).toBeGreaterThan(0);
  });
});
