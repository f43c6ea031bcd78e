// The quiz and the entrance test as seeded tests of the test series (decision 054): staff edit
// their questions in the question bank and their marking on the test, the specification's
// endpoints show and score the edits, a finished submission keeps the versions it showed, and
// neither the tests nor their questions can be deleted or bent out of the shape those endpoints
// answer.
import type {
  AttemptInProgress,
  AttemptSubmitted,
  EntranceTest,
  Quiz,
  QuizResult,
} from "@app/shared/exams";
import type { Question } from "@app/shared/question-bank";
import type { Test } from "@app/shared/test-series";
import type { AuthUser } from "@app/shared/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectIssue } from "../../test/error-body";
import { auth, buildTestApp, createUser, type TestApp } from "../../test/test-app";

let t: TestApp;
let staff: AuthUser;

beforeAll(async () => {
  t = await buildTestApp({ entranceTestTimeLimitSeconds: 600 });
  staff = await createUser(t.app, "staff");
});
afterAll(async () => {
  await t?.close();
});

const call = (
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  by?: AuthUser,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: by ? auth(by.token) : {},
    ...(payload !== undefined ? { payload } : {}),
  });

/** The seeded test's id, as staff find it in the test list. */
async function systemTest(key: "quiz" | "entrance"): Promise<Test> {
  const row = await t.app.db
    .selectFrom("exam_tests")
    .select("id")
    .where("system_key", "=", key)
    .executeTakeFirstOrThrow();
  const res = await call("GET", `/api/exams/tests/${row.id}`, staff);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Test>();
}

const questionIdsOf = (test: Test): string[] => test.sections[0]?.questionIds ?? [];

async function bankQuestion(id: string): Promise<Question> {
  const res = await call("GET", `/api/exams/questions/${id}`, staff);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Question>();
}

/** The question as its edit form sends it back. */
const editable = ({
  categoryId,
  title,
  type,
  text,
  options,
  numeric,
  solution,
  difficulty,
  tags,
}: Question) => ({
  categoryId,
  ...(title ? { title } : {}),
  type,
  text,
  options,
  numeric,
  solution,
  difficulty,
  tags,
});

/** The test as its edit form sends it back. */
const testInput = ({ _id, questionCount, attempts, createdAt, updatedAt, ...input }: Test) => input;

const submitQuiz = async (user: AuthUser, answers: object) => {
  const res = await call("POST", "/api/users/qmarks", user, { answers });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<QuizResult[]>()[0];
};

describe("the seeded tests", () => {
  it("hold the specification's questions in the bank, both languages, with the tests' marking", async () => {
    const quiz = await systemTest("quiz");
    const entrance = await systemTest("entrance");
    expect(quiz).toMatchObject({ maxAttempts: 1, published: false, questionCount: 5 });
    expect(quiz.sections).toHaveLength(1);
    expect(quiz.sections[0]?.marking).toEqual({ correct: 1, wrong: 0, unanswered: 0 });
    expect(entrance).toMatchObject({ maxAttempts: 1, durationMinutes: 10, questionCount: 5 });
    expect(entrance.sections[0]?.marking).toEqual({ correct: 2, wrong: -1, unanswered: 0 });
    const first = await bankQuestion(questionIdsOf(quiz)[0] ?? "");
    expect(first).toMatchObject({
      categoryPath: "Specification tests/Quiz",
      type: "single",
      text: {
        en: "Grand Central Terminal, Park Avenue, New York is the world's",
        bn: "নিউ ইয়র্কের পার্ক অ্যাভিনিউয়ের গ্র্যান্ড সেন্ট্রাল টার্মিনাল পৃথিবীর",
      },
    });
    expect(first.options.map((option) => option.correct)).toEqual([true, false, false, false]);
    const cpu = await bankQuestion(questionIdsOf(entrance)[0] ?? "");
    expect(cpu.categoryPath).toBe("Specification tests/Entrance test");
    // Students take them on their own pages, not in the test series list.
    const student = await createUser(t.app);
    const available = await call("GET", "/api/exams/my-tests", student);
    expect(available.statusCode).toBe(200);
    expect(JSON.stringify(available.json())).not.toContain(quiz._id);
    expect((await call("GET", `/api/exams/my-tests/${quiz._id}`, student)).statusCode).toBe(404);
  });
});

describe("editing the quiz in the question bank", () => {
  it("shows the new text on /api/quiz, scores new submissions with the new key, and keeps earlier reviews", async () => {
    const quiz = await systemTest("quiz");
    const id = questionIdsOf(quiz)[0] ?? "";
    const before = await createUser(t.app);
    const earlier = await submitQuiz(before, { one: "a" });
    expect(earlier?.marks).toBe(1);

    const question = await bankQuestion(id);
    const edited = {
      ...editable(question),
      text: { ...question.text, en: "Grand Central Terminal in New York is the world's" },
      // The key moves from a (largest) to b (highest).
      options: question.options.map((option, index) => ({ ...option, correct: index === 1 })),
    };
    const put = await call("PUT", `/api/exams/questions/${id}`, staff, edited);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json<Question>().version).toBe(2);

    const shown = (await call("GET", "/api/quiz")).json<Quiz>();
    expect(shown.questions[0]?.text).toBe("Grand Central Terminal in New York is the world's");
    expect(shown.questions[0]?.options.map((o) => o.id)).toEqual(["a", "b", "c", "d"]);
    // The other language and the other questions are as they were.
    const bengali = (await call("GET", "/api/quiz?lang=bn")).json<Quiz>();
    expect(bengali.questions[0]?.text).toContain("গ্র্যান্ড সেন্ট্রাল টার্মিনাল");
    expect(shown.questions[1]?.text).toBe("Entomology is the science that studies");

    const after = await createUser(t.app);
    const now = await submitQuiz(after, { one: "a" });
    expect(now?.marks).toBe(0);
    expect(now?.review[0]).toMatchObject({ chosen: "a", correct: "b", marks: 0 });
    const right = await submitQuiz(await createUser(t.app), { one: "b" });
    expect(right?.marks).toBe(1);
    expect(right?.review[0]?.text).toBe("Grand Central Terminal in New York is the world's");

    // The earlier submission still shows the version it was given, and its marks stand.
    const mine = await call("GET", "/api/users/qmarks", before);
    const result = mine.json<{ result: QuizResult }>().result;
    expect(result.marks).toBe(1);
    expect(result.review[0]).toMatchObject({
      text: "Grand Central Terminal, Park Avenue, New York is the world's",
      chosen: "a",
      correct: "a",
      marks: 1,
    });
  });

  it("scores with the test's marking when staff change it", async () => {
    const quiz = await systemTest("quiz");
    const input = testInput(quiz);
    const twice = {
      ...input,
      sections: input.sections.map((section) => ({
        ...section,
        marking: { correct: 2, wrong: -1, unanswered: 0 },
      })),
    };
    const put = await call("PUT", `/api/exams/tests/${quiz._id}`, staff, twice);
    expect(put.statusCode, put.body).toBe(200);
    try {
      const result = await submitQuiz(await createUser(t.app), { two: "b", three: "a" });
      expect(result).toMatchObject({ marks: 1, outOf: 10 });
    } finally {
      expect((await call("PUT", `/api/exams/tests/${quiz._id}`, staff, input)).statusCode).toBe(
        200,
      );
    }
  });
});

describe("editing the entrance test in the question bank", () => {
  it("keeps a running attempt on the versions it started with; a new attempt shows the edit", async () => {
    const entrance = await systemTest("entrance");
    const id = questionIdsOf(entrance)[4] ?? "";
    const running = await createUser(t.app);
    const started = await call("POST", "/api/entrance-test/start", running);
    expect(started.statusCode).toBe(201);
    expect(started.json<AttemptInProgress>().questions[4]?.text).toBe(
      "How many bits make one byte?",
    );

    const question = await bankQuestion(id);
    const put = await call("PUT", `/api/exams/questions/${id}`, staff, {
      ...editable(question),
      text: { ...question.text, en: "How many bits are there in one byte?" },
    });
    expect(put.statusCode, put.body).toBe(200);

    const resumed = (await call("GET", "/api/entrance-test", running)).json<EntranceTest>();
    expect((resumed.attempt as AttemptInProgress).questions[4]?.text).toBe(
      "How many bits make one byte?",
    );
    const done = await call("POST", "/api/entrance-test/submit", running, {
      answers: { five: "d" },
    });
    expect(done.json<AttemptSubmitted>()).toMatchObject({ score: 2, maxScore: 10 });
    expect(done.json<AttemptSubmitted>().review[4]?.text).toBe("How many bits make one byte?");

    const fresh = await createUser(t.app);
    const next = (await call("POST", "/api/entrance-test/start", fresh)).json<AttemptInProgress>();
    expect(next.questions[4]?.text).toBe("How many bits are there in one byte?");
  });
});

describe("what the system tests refuse", () => {
  it("refuses deleting a question either test holds (409) and keeps it in the test", async () => {
    const quiz = await systemTest("quiz");
    const entrance = await systemTest("entrance");
    for (const id of [questionIdsOf(quiz)[2], questionIdsOf(entrance)[1]]) {
      const res = await call("DELETE", `/api/exams/questions/${id}`, staff);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json<{ message: string }>().message).toMatch(/cannot be deleted/);
    }
    expect((await call("GET", "/api/quiz")).json<Quiz>().questions).toHaveLength(5);
  });

  it("refuses turning one of their questions into another type or another number of options", async () => {
    const id = questionIdsOf(await systemTest("quiz"))[3] ?? "";
    const question = editable(await bankQuestion(id));
    const three = await call("PUT", `/api/exams/questions/${id}`, staff, {
      ...question,
      options: question.options.slice(0, 3),
    });
    expect(three.statusCode).toBe(400);
    expectIssue(three, "options");
    const multiple = await call("PUT", `/api/exams/questions/${id}`, staff, {
      ...question,
      type: "multiple",
    });
    expect(multiple.statusCode).toBe(400);
    expectIssue(multiple, "type");
    expect((await bankQuestion(id)).version).toBe(1);
  });

  it("refuses deleting either test (409) or changing its shape (400)", async () => {
    const quiz = await systemTest("quiz");
    const removed = await call("DELETE", `/api/exams/tests/${quiz._id}`, staff);
    expect(removed.statusCode).toBe(409);
    const input = testInput(quiz);
    const section = input.sections[0];
    if (!section) throw new Error("no section");
    for (const sections of [
      [{ ...section, questionIds: section.questionIds.slice(0, 4) }],
      [section, section],
      [{ ...section, marking: { correct: 0.5, wrong: 0, unanswered: 0 } }],
      [{ ...section, draws: [{ categoryId: quiz._id, count: 1 }] }],
    ]) {
      const res = await call("PUT", `/api/exams/tests/${quiz._id}`, staff, { ...input, sections });
      expect(res.statusCode, JSON.stringify(sections)).toBe(400);
    }
    expect((await systemTest("quiz")).sections).toEqual(quiz.sections);
  });

  it("lets an ordinary question be deleted as before", async () => {
    const quiz = await systemTest("quiz");
    const other = await bankQuestion(questionIdsOf(quiz)[0] ?? "");
    const added = await call("POST", "/api/exams/questions", staff, {
      ...editable(other),
      title: "Not in the quiz",
    });
    expect(added.statusCode, added.body).toBe(201);
    const removed = await call(
      "DELETE",
      `/api/exams/questions/${added.json<Question>()._id}`,
      staff,
    );
    expect(removed.statusCode).toBe(204);
  });
});
