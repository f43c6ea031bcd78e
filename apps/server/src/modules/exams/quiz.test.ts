import type { OwnQuizResult, Quiz, QuizResult } from "@app/shared/exams";
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
