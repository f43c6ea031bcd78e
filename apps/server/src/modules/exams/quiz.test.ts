import type { ExamQuestion, OwnQuizResult, Quiz, QuizResult } from "@app/shared/exams";
import type { AuthUser } from "@app/shared/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { revealing } from "../../test/answer-key";
import { expectIssue } from "../../test/error-body";
import { auth, buildTestApp, createUser, type TestApp } from "../../test/test-app";

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const submit = (user: AuthUser | undefined, payload: object) =>
  t.app.inject({
    method: "POST",
    url: "/api/users/qmarks",
    headers: user ? auth(user.token) : {},
    payload,
  });

const ALL_RIGHT = { one: "a", two: "b", three: "b", four: "b", five: "d" };

describe("quiz questions", () => {
  it("are public, five with four options each, and carry no answers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/quiz" });
    expect(res.statusCode).toBe(200);
    const quiz = res.json<Quiz>();
    expect(quiz.questions.map((q) => q.id)).toEqual(["one", "two", "three", "four", "five"]);
    expect(quiz.questions[1]?.text).toBe("Entomology is the science that studies");
    for (const question of quiz.questions) {
      expect(Object.keys(question).sort()).toEqual(["id", "options", "text"]);
      expect(question.options.map((o) => o.id)).toEqual(["a", "b", "c", "d"]);
      for (const option of question.options)
        expect(Object.keys(option).sort()).toEqual(["id", "text"]);
    }
    expect(revealing(quiz)).toEqual([]);
  });
});

/** The quiz as an English reader has always had it (the browser journeys read these texts). */
const ENGLISH_QUIZ: [string, string[]][] = [
  [
    "Grand Central Terminal, Park Avenue, New York is the world's",
    [
      "largest railway station",
      "highest railway station",
      "longest railway station",
      "none of the above",
    ],
  ],
  [
    "Entomology is the science that studies",
    [
      "behavior of human beings",
      "insects",
      "the origin and history of technical and scientific terms",
      "the formation of rocks",
    ],
  ],
  [
    "Eritrea, which became the 182nd member of the UN in 1993, is in the continent of",
    ["Asia", "Africa", "Europe", "Australia"],
  ],
  [
    "Garampani sanctuary is located at",
    ["Junagarh, Gujarat", "Diphu, Assam", "Kohima, Nagaland", "Gangtok, Sikkim"],
  ],
  [
    "For which of the following disciplines is Nobel Prize awarded?",
    [
      "Physics and Chemistry",
      "Physiology or Medicine",
      "Literature, Peace and Economics",
      "all of the above",
    ],
  ],
];

const texts = (questions: readonly ExamQuestion[]): [string, string[]][] =>
  questions.map((q) => [q.text, q.options.map((o) => o.text)]);

/** Every text in Bengali script, with no Latin letter left, and none the English one. */
function expectBengali(questions: readonly ExamQuestion[]): void {
  expect(questions.map((q) => q.id)).toEqual(["one", "two", "three", "four", "five"]);
  const english = ENGLISH_QUIZ.flatMap(([text, options]) => [text, ...options]);
  const bengali = questions.flatMap((q) => [q.text, ...q.options.map((o) => o.text)]);
  expect(bengali).toHaveLength(english.length);
  for (const [index, text] of bengali.entries()) {
    expect(text).toMatch(/[\u0980-\u09ff]/);
    expect(text).not.toMatch(/[A-Za-z]/);
    expect(text).not.toBe(english[index]);
  }
  for (const question of questions)
    expect(question.options.map((o) => o.id)).toEqual(["a", "b", "c", "d"]);
}

describe("quiz questions in the reader's language", () => {
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url, headers });

  it("are in English, unchanged, for an English reader", async () => {
    for (const res of [
      await get("/api/quiz"),
      await get("/api/quiz?lang=en", { "accept-language": "bn" }),
      await get("/api/quiz", { "accept-language": "en-IN,en;q=0.9" }),
    ]) {
      expect(res.statusCode).toBe(200);
      expect(texts(res.json<Quiz>().questions)).toEqual(ENGLISH_QUIZ);
    }
  });

  it("are in Bengali for a Bengali page or browser, every question and option", async () => {
    for (const res of [
      await get("/api/quiz?lang=bn"),
      await get("/api/quiz", { "accept-language": "bn-IN,bn;q=0.9,en;q=0.5" }),
    ]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers.vary).toMatch(/accept-language/i);
      const quiz = res.json<Quiz>();
      expectBengali(quiz.questions);
      expect(revealing(quiz)).toEqual([]);
    }
    const [one, , , four, five] = (await get("/api/quiz?lang=bn")).json<Quiz>().questions;
    expect(one?.text).toContain("গ্র্যান্ড সেন্ট্রাল টার্মিনাল");
    expect(four?.options.map((o) => o.text)).toEqual([
      "জুনাগড়, গুজরাট",
      "ডিফু, অসম",
      "কোহিমা, নাগাল্যান্ড",
      "গ্যাংটক, সিকিম",
    ]);
    expect(five?.text).toContain("নোবেল পুরস্কার");
  });

  it("refuses a language it does not speak", async () => {
    expect((await get("/api/quiz?lang=fr")).statusCode).toBe(400);
  });

  it("marks a Bengali reader's letters as an English reader's, the review in Bengali", async () => {
    const answers = { one: "a", two: "c", three: "b", four: "b" };
    const english = await createUser(t.app);
    const bengali = await createUser(t.app);
    const put = await t.app.inject({
      method: "PUT",
      url: "/api/users/me",
      headers: auth(bengali.token),
      payload: { locale: "bn" },
    });
    expect(put.statusCode).toBe(200);
    const [inEnglish] = (await submit(english, { answers })).json<QuizResult[]>();
    const [inBengali] = (await submit(bengali, { answers })).json<QuizResult[]>();
    expect(inBengali?.marks).toBe(3);
    expect(inBengali?.marks).toBe(inEnglish?.marks);
    const key = (result?: QuizResult) =>
      result?.review.map((r) => [r.id, r.chosen, r.correct, r.marks]);
    expect(key(inBengali)).toEqual(key(inEnglish));
    expect(texts(inEnglish?.review ?? [])).toEqual(ENGLISH_QUIZ);
    expectBengali(inBengali?.review ?? []);
    const mine = await t.app.inject({
      method: "GET",
      url: "/api/users/qmarks",
      headers: auth(bengali.token),
    });
    expectBengali(mine.json<OwnQuizResult>().result?.review ?? []);
  });
});

describe("quiz submission", () => {
  it("needs sign-in", async () => {
    expect((await submit(undefined, { answers: ALL_RIGHT })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/users/qmarks" })).statusCode).toBe(401);
  });

  it.each([
    ["all right", ALL_RIGHT, 5],
    ["none answered", {}, 0],
    ["unanswered as null", { one: null, two: null, three: null, four: null, five: null }, 0],
    ["all wrong", { one: "b", two: "a", three: "a", four: "a", five: "a" }, 0],
    ["two right, one wrong, two blank", { one: "a", two: "c", three: "b" }, 2],
    ["four right, one wrong", { ...ALL_RIGHT, five: "c" }, 4],
  ])("scores %s", async (_name, answers, marks) => {
    const user = await createUser(t.app, "user", "Quiz Taker");
    // The client's own name, email and total are ignored.
    const res = await submit(user, { answers, name: "Mallory", email: "m@evil.test", total: 99 });
    expect(res.statusCode).toBe(201);
    const [result] = res.json<QuizResult[]>();
    expect(result).toMatchObject({ marks, outOf: 5, name: "Quiz Taker", email: user.email });
    expect(result?.review).toHaveLength(5);
  });

  it("keeps the first submission: a resubmission answers the stored result, unchanged", async () => {
    const user = await createUser(t.app);
    const first = await submit(user, { answers: { one: "a" } });
    expect(first.statusCode).toBe(201);
    const again = await submit(user, { answers: ALL_RIGHT });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.json<QuizResult[]>()[0]?.marks).toBe(1);

    const mine = await t.app.inject({
      method: "GET",
      url: "/api/users/qmarks",
      headers: auth(user.token),
    });
    expect(mine.json<OwnQuizResult>().result).toEqual(first.json<QuizResult[]>()[0]);
  });

  it("shows the right answers only in the submitter's own review", async () => {
    const user = await createUser(t.app);
    const before = await t.app.inject({
      method: "GET",
      url: "/api/users/qmarks",
      headers: auth(user.token),
    });
    expect(before.json()).toEqual({ result: null });
    const [result] = (await submit(user, { answers: { one: "b", two: "b" } })).json<QuizResult[]>();
    expect(result?.review.slice(0, 3).map((r) => [r.chosen, r.correct, r.marks])).toEqual([
      ["b", "a", 0],
      ["b", "b", 1],
      [null, "b", 0],
    ]);
  });

  it("lets only one of two racing submissions count", async () => {
    const user = await createUser(t.app);
    const [a, b] = await Promise.all([
      submit(user, { answers: ALL_RIGHT }),
      submit(user, { answers: {} }),
    ]);
    expect([a?.statusCode, b?.statusCode].sort()).toEqual([200, 201]);
    expect(a?.json()).toEqual(b?.json());
  });

  it.each([
    ["no answers object", { name: "x", email: "y", total: 3 }, "answers"],
    ["an unknown option", { answers: { one: "e" } }, "answers.one"],
    ["a numeric option", { answers: { two: 1 } }, "answers.two"],
  ])("refuses %s with 400", async (_name, payload, field) => {
    const user = await createUser(t.app);
    const res = await submit(user, payload);
    expect(res.statusCode).toBe(400);
    expectIssue(res, field);
    // Nothing was stored: the user may still submit.
    expect((await submit(user, { answers: {} })).statusCode).toBe(201);
  });
});

describe("quiz results", () => {
  it("are listed for staff and admins only, newest first", async () => {
    const user = await createUser(t.app, "user", "Latest Taker");
    await submit(user, { answers: ALL_RIGHT });
    const list = (token?: string) =>
      t.app.inject({ method: "GET", url: "/api/quiz/results", headers: token ? auth(token) : {} });
    expect((await list()).statusCode).toBe(401);
    expect((await list(user.token)).statusCode).toBe(403);
    const staff = await createUser(t.app, "staff");
    const res = await list(staff.token);
    expect(res.statusCode).toBe(200);
    expect(res.json<QuizResult[]>()[0]).toMatchObject({ name: "Latest Taker", marks: 5 });
    const admin = await createUser(t.app, "admin");
    expect((await list(admin.token)).statusCode).toBe(200);
  });
});
