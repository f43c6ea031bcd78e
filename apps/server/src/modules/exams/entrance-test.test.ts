import type {
  AttemptInProgress,
  AttemptSubmitted,
  EntranceResult,
  EntranceTest,
  ExamQuestion,
} from "@app/shared/exams";
import type { AuthUser } from "@app/shared/users";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { revealing } from "../../test/answer-key";
import { expectIssue } from "../../test/error-body";
import { auth, buildTestApp, createUser, type TestApp } from "../../test/test-app";

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ entranceTestTimeLimitSeconds: 600 });
});
afterAll(async () => {
  await t?.close();
});

const ALL_RIGHT = { one: "a", two: "c", three: "c", four: "b", five: "d" };
const ALL_WRONG = { one: "b", two: "a", three: "a", four: "a", five: "a" };

const call = (app: TestApp, user: AuthUser | undefined, path: string, payload?: object) =>
  app.app.inject({
    method: path === "" || path === "/results" ? "GET" : "POST",
    url: `/api/entrance-test${path}`,
    headers: user ? auth(user.token) : {},
    ...(payload ? { payload } : {}),
  });
const state = async (user: AuthUser, app = t) => (await call(app, user, "")).json<EntranceTest>();
const start = (user: AuthUser, app = t) => call(app, user, "/start");
const submit = (user: AuthUser, answers: object, app = t) =>
  call(app, user, "/submit", { answers });

/** Moves an attempt's deadline into the past, as if the candidate had waited that long. */
async function overdue(app: TestApp, user: AuthUser, secondsPast: number): Promise<void> {
  await app.app.db
    .updateTable("entrance_attempts")
    .set({ deadline: new Date(Date.now() - secondsPast * 1000).toISOString() })
    .where("user_id", "=", user._id)
    .execute();
}

describe("entrance test flow", () => {
  it("needs sign-in for every call", async () => {
    for (const path of ["", "/start", "/submit", "/results"]) {
      const res = await call(t, undefined, path, path === "/submit" ? { answers: {} } : undefined);
      expect(res.statusCode, path).toBe(401);
    }
  });

  it("shows the rules, marking and time limit before the start, without questions", async () => {
    const user = await createUser(t.app);
    const test = await state(user);
    expect(test).toMatchObject({
      questionCount: 5,
      marking: { correct: 2, wrong: -1, unanswered: 0 },
      maxScore: 10,
      timeLimitSeconds: 600,
      graceSeconds: 15,
      attempt: { state: "not-started" },
    });
    expect(test.rules.join(" ")).toMatch(/10 minutes/);
    expect(test.rules.join(" ")).toMatch(/only once/);
  });

  it("words the rules in the reader's language, their numbers in the reader's digits", async () => {
    const user = await createUser(t.app);
    const inBengali = async (latinDigits: boolean) => {
      const put = await t.app.inject({
        method: "PUT",
        url: "/api/users/me",
        headers: auth(user.token),
        payload: { locale: "bn", latinDigits },
      });
      expect(put.statusCode).toBe(200);
      return (await state(user)).rules.join(" ");
    };
    const bengali = await inBengali(false);
    expect(bengali).toContain("১০ মিনিট");
    expect(bengali).toContain("সঠিক উত্তরে ২ নম্বর");
    expect(bengali).not.toMatch(/[A-Za-z]/);
    const latin = await inBengali(true);
    expect(latin).toContain("10 মিনিট");
    expect(latin).not.toMatch(/[০-৯]/);
  });

  it("starts once: a second start returns the same attempt and deadline", async () => {
    const user = await createUser(t.app);
    const first = await start(user);
    expect(first.statusCode).toBe(201);
    const attempt = first.json<AttemptInProgress>();
    expect(attempt.state).toBe("in-progress");
    expect(attempt.questions).toHaveLength(5);
    expect(Date.parse(attempt.deadline ?? "") - Date.parse(attempt.startedAt)).toBe(600_000);

    const again = await start(user);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await state(user)).attempt).toEqual(attempt);
  });

  it("never shows the answer key before the candidate submits", async () => {
    const user = await createUser(t.app);
    const before = await state(user);
    const started = (await start(user)).json();
    const during = await state(user);
    expect(during.attempt.state).toBe("in-progress");
    for (const body of [before, started, during]) expect(revealing(body)).toEqual([]);
    if (during.attempt.state !== "in-progress") return;
    for (const question of during.attempt.questions) {
      expect(Object.keys(question).sort()).toEqual(["id", "options", "text"]);
      for (const option of question.options)
        expect(Object.keys(option).sort()).toEqual(["id", "text"]);
    }
    // Another candidate's submission does not reveal it either.
    const other = await createUser(t.app);
    await start(other);
    await submit(other, ALL_RIGHT);
    expect(revealing(await state(user))).toEqual([]);
  });

  it.each([
    ["all right", ALL_RIGHT, 10],
    ["all wrong", ALL_WRONG, -5],
    ["none answered", {}, 0],
    ["none answered, as nulls", { one: null, two: null, three: null, four: null, five: null }, 0],
    ["2 right, 1 wrong, 2 blank", { one: "a", two: "c", three: "a" }, 3],
    ["4 right, 1 wrong", { ...ALL_RIGHT, five: "a" }, 7],
    ["1 right, 4 wrong", { ...ALL_WRONG, one: "a" }, -2],
  ])("scores %s", async (_name, answers, expected) => {
    const user = await createUser(t.app);
    await start(user);
    const res = await submit(user, answers);
    expect(res.statusCode).toBe(200);
    const result = res.json<AttemptSubmitted>();
    expect(result).toMatchObject({
      state: "submitted",
      score: expected,
      maxScore: 10,
      expired: false,
    });
    expect(result.review.reduce((sum, item) => sum + item.marks, 0)).toBe(expected);
    expect((await state(user)).attempt).toEqual(result);
  });

  it("reviews each question with the chosen option, the right one and the marks", async () => {
    const user = await createUser(t.app);
    await start(user);
    const result = (await submit(user, { one: "a", two: "b" })).json<AttemptSubmitted>();
    expect(result.review.map((r) => [r.id, r.chosen, r.correct, r.marks])).toEqual([
      ["one", "a", "a", 2],
      ["two", "b", "c", -1],
      ["three", null, "c", 0],
      ["four", null, "b", 0],
      ["five", null, "d", 0],
    ]);
    expect(result.review[0]?.options).toHaveLength(4);
    // The detector used above does see a key once one is there.
    expect(revealing(result)).not.toEqual([]);
  });

  it("takes one submission: a second one is 409 and changes nothing; start is then 409", async () => {
    const user = await createUser(t.app);
    await start(user);
    const first = (await submit(user, { one: "a" })).json<AttemptSubmitted>();
    const again = await submit(user, ALL_RIGHT);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe("You have already submitted the test");
    const restart = await start(user);
    expect(restart.statusCode).toBe(409);
    expect((await state(user)).attempt).toEqual(first);
  });

  it("lets only one of two racing submissions count", async () => {
    const user = await createUser(t.app);
    await start(user);
    const results = await Promise.all([submit(user, ALL_RIGHT), submit(user, ALL_WRONG)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.statusCode === 200)?.json<AttemptSubmitted>();
    expect((await state(user)).attempt).toEqual(winner);
  });

  it("refuses a submission before the start, and bad answers", async () => {
    const user = await createUser(t.app);
    const early = await submit(user, ALL_RIGHT);
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toBe("Please start the test first");
    await start(user);
    const bad = await submit(user, { one: "z" });
    expect(bad.statusCode).toBe(400);
    expectIssue(bad, "answers.one", "An answer must be a, b, c or d");
    const missing = await call(t, user, "/submit", {});
    expect(missing.statusCode).toBe(400);
    // Still open after refused input.
    expect((await state(user)).attempt.state).toBe("in-progress");
  });
});

/** The entrance test as an English reader has always had it. */
const ENGLISH_TEST: [string, string[]][] = [
  [
    "What does CPU stand for?",
    [
      "Central Processing Unit",
      "Computer Personal Unit",
      "Central Program Utility",
      "Control Processing Unit",
    ],
  ],
  ["Which number comes next in the series 2, 6, 12, 20, 30, ...?", ["36", "40", "42", "44"]],
  ["Which of these is an input device?", ["Monitor", "Printer", "Keyboard", "Speaker"]],
  [
    "A train covers 120 km in 2 hours. What is its average speed?",
    ["50 km/h", "60 km/h", "80 km/h", "240 km/h"],
  ],
  ["How many bits make one byte?", ["4", "16", "32", "8"]],
];

const texts = (questions: readonly ExamQuestion[]): [string, string[]][] =>
  questions.map((q) => [q.text, q.options.map((o) => o.text)]);
const flat = (questions: readonly ExamQuestion[]): string[] =>
  questions.flatMap((q) => [q.text, ...q.options.map((o) => o.text)]);

/**
 * Every text in Bengali script and none the English one, its numbers in Bengali digits; no Latin
 * letter left but the acronym CPU, which Bengali textbooks write as it is.
 */
function expectBengali(questions: readonly ExamQuestion[]): void {
  expect(questions.map((q) => q.id)).toEqual(["one", "two", "three", "four", "five"]);
  const english = ENGLISH_TEST.flatMap(([text, options]) => [text, ...options]);
  const bengali = flat(questions);
  expect(bengali).toHaveLength(english.length);
  for (const [index, text] of bengali.entries()) {
    expect(text).toMatch(/[\u0980-\u09ff]/);
    expect(text.replace("CPU", "")).not.toMatch(/[A-Za-z]/);
    expect(text).not.toBe(english[index]);
    expect(text).not.toMatch(/[0-9]/);
  }
}

describe("entrance test in the reader's language", () => {
  const speaking = async (locale: "en" | "bn", latinDigits = false) => {
    const user = await createUser(t.app);
    const put = await t.app.inject({
      method: "PUT",
      url: "/api/users/me",
      headers: auth(user.token),
      payload: { locale, latinDigits },
    });
    expect(put.statusCode).toBe(200);
    return user;
  };

  it("is in English, unchanged, for an English reader", async () => {
    const user = await speaking("en");
    const started = (await start(user)).json<AttemptInProgress>();
    expect(texts(started.questions)).toEqual(ENGLISH_TEST);
    const result = (await submit(user, {})).json<AttemptSubmitted>();
    expect(texts(result.review)).toEqual(ENGLISH_TEST);
  });

  it("is in Bengali for a Bengali reader: start, resume, submit and review", async () => {
    const user = await speaking("bn");
    const started = (await start(user)).json<AttemptInProgress>();
    expectBengali(started.questions);
    expect(revealing(started)).toEqual([]);
    expect(started.questions[0]?.text).toContain("CPU");
    expect(started.questions[1]?.options.map((o) => o.text)).toEqual(["৩৬", "৪০", "৪২", "৪৪"]);
    const resumed = (await start(user)).json<AttemptInProgress>();
    expect(resumed).toEqual(started);
    const during = await state(user);
    expect(during.attempt).toEqual(started);
    const result = (await submit(user, { one: "a", two: "b", five: "d" })).json<AttemptSubmitted>();
    expect(result.score).toBe(3);
    expectBengali(result.review);
    expect((await state(user)).attempt).toEqual(result);
  });

  it("is in the language the page asks for (?lang), whatever the account's saved one says", async () => {
    // The account still says English: the reader has just switched the page to Bengali.
    const user = await speaking("en");
    const asked = (path: string, lang: string, payload?: object) =>
      t.app.inject({
        method: path === "" ? "GET" : "POST",
        url: `/api/entrance-test${path}?lang=${lang}`,
        headers: auth(user.token),
        ...(payload ? { payload } : {}),
      });
    const started = (await asked("/start", "bn")).json<AttemptInProgress>();
    expectBengali(started.questions);
    const english = (await asked("", "en")).json<EntranceTest>();
    expect(texts((english.attempt as AttemptInProgress).questions)).toEqual(ENGLISH_TEST);
    const result = (await asked("/submit", "bn", { answers: ALL_RIGHT })).json<AttemptSubmitted>();
    expectBengali(result.review);
    for (const path of ["", "/start", "/submit"]) {
      const refused = await asked(path, "fr", { answers: {} });
      expect(refused.statusCode, path).toBe(400);
      expectIssue(refused, "lang");
    }
  });

  it("writes the numbers in Latin digits for a Bengali reader who chose them", async () => {
    const native = (await start(await speaking("bn"))).json<AttemptInProgress>();
    const latin = (await start(await speaking("bn", true))).json<AttemptInProgress>();
    const toLatin = (text: string) =>
      text.replace(/[০-৯]/g, (digit) => String("০১২৩৪৫৬৭৮৯".indexOf(digit)));
    expect(flat(latin.questions)).toEqual(flat(native.questions).map(toLatin));
    expect(flat(latin.questions).join(" ")).not.toMatch(/[০-৯]/);
    expect(latin.questions[1]?.options.map((o) => o.text)).toEqual(["36", "40", "42", "44"]);
    expect(latin.questions[3]?.text).toContain("2 ঘণ্টায় 120 কিমি");
  });

  it.each([
    ["all right", ALL_RIGHT],
    ["all wrong", ALL_WRONG],
    ["2 right, 1 wrong, 2 blank", { one: "a", two: "c", three: "a" }],
  ])("marks a Bengali reader's letters as an English reader's: %s", async (_name, answers) => {
    const results = [];
    for (const locale of ["en", "bn"] as const) {
      const user = await speaking(locale);
      await start(user);
      results.push((await submit(user, answers)).json<AttemptSubmitted>());
    }
    const [english, bengali] = results;
    expect(bengali?.score).toBe(english?.score);
    const key = (result?: AttemptSubmitted) =>
      result?.review.map((r) => [r.id, r.chosen, r.correct, r.marks]);
    expect(key(bengali)).toEqual(key(english));
    expect(texts(english?.review ?? [])).toEqual(ENGLISH_TEST);
    expectBengali(bengali?.review ?? []);
  });
});

describe("entrance test time limit", () => {
  it("counts a submission within the grace after the deadline", async () => {
    const user = await createUser(t.app);
    await start(user);
    await overdue(t, user, 10);
    const res = await submit(user, ALL_RIGHT);
    expect(res.statusCode).toBe(200);
    expect(res.json<AttemptSubmitted>().score).toBe(10);
  });

  it("refuses answers after deadline + grace and closes the attempt as unanswered (0)", async () => {
    const user = await createUser(t.app);
    await start(user);
    await overdue(t, user, 20);
    const late = await submit(user, ALL_RIGHT);
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toMatch(/^Time is up/);
    const { attempt } = await state(user);
    expect(attempt).toMatchObject({ state: "submitted", expired: true, score: 0 });
    if (attempt.state === "submitted")
      expect(attempt.review.every((r) => r.chosen === null)).toBe(true);
    expect((await submit(user, ALL_RIGHT)).statusCode).toBe(409);
    expect((await start(user)).statusCode).toBe(409);
  });

  it("closes an attempt nobody submitted once its time is over", async () => {
    const user = await createUser(t.app, "user", "Walked Away");
    await start(user);
    await overdue(t, user, 60);
    const staff = await createUser(t.app, "staff");
    const results = (await call(t, staff, "/results")).json<EntranceResult[]>();
    expect(results.find((r) => r.user === user._id)).toMatchObject({
      state: "submitted",
      expired: true,
      score: 0,
    });
    expect((await state(user)).attempt).toMatchObject({ state: "submitted", expired: true });
  });

  it("with a 1-second limit, accepts the client's automatic submission arriving just after", async () => {
    const short = await buildTestApp({ entranceTestTimeLimitSeconds: 1 });
    try {
      const user = await createUser(short.app);
      const test = await state(user, short);
      expect(test.timeLimitSeconds).toBe(1);
      expect(test.rules.join(" ")).toMatch(/1 second/);
      const attempt = (await start(user, short)).json<AttemptInProgress>();
      expect(Date.parse(attempt.deadline ?? "") - Date.parse(attempt.startedAt)).toBe(1000);
      // The submission arrives 1.2 s after the start: the clock is moved, not waited for.
      vi.useFakeTimers({ toFake: ["Date"], now: Date.parse(attempt.startedAt) + 1200 });
      const res = await submit(user, { one: "a" }, short);
      expect(res.statusCode).toBe(200);
      const submitted = res.json<AttemptSubmitted>();
      expect(submitted).toMatchObject({ score: 2, expired: false });
      expect(Date.parse(submitted.submittedAt)).toBeGreaterThan(Date.parse(attempt.deadline ?? ""));
    } finally {
      vi.useRealTimers();
      await short.close();
    }
  });

  it("with no limit (0), has no deadline and never expires", async () => {
    const open = await buildTestApp({ entranceTestTimeLimitSeconds: 0 });
    try {
      const user = await createUser(open.app);
      const test = await state(user, open);
      expect(test.timeLimitSeconds).toBeNull();
      expect(test.rules.join(" ")).toMatch(/no time limit/);
      const attempt = (await start(user, open)).json<AttemptInProgress>();
      expect(attempt.deadline).toBeNull();
      expect((await submit(user, ALL_WRONG, open)).json<AttemptSubmitted>().score).toBe(-5);
    } finally {
      await open.close();
    }
  });
});

describe("entrance test results", () => {
  it("are for staff and admins only, with every candidate's score and no answers", async () => {
    const done = await createUser(t.app, "user", "Done Candidate");
    await start(done);
    await submit(done, { one: "a", two: "c", three: "a" });
    const running = await createUser(t.app, "user", "Running Candidate");
    await start(running);

    expect((await call(t, done, "/results")).statusCode).toBe(403);
    const staff = await createUser(t.app, "staff");
    const res = await call(t, staff, "/results");
    expect(res.statusCode).toBe(200);
    const results = res.json<EntranceResult[]>();
    expect(results[0]).toMatchObject({
      name: "Running Candidate",
      state: "in-progress",
      score: null,
    });
    expect(results.find((r) => r.user === done._id)).toMatchObject({
      name: "Done Candidate",
      email: done.email,
      state: "submitted",
      score: 3,
      maxScore: 10,
    });
    expect(revealing(results)).toEqual([]);
    const admin = await createUser(t.app, "admin");
    expect((await call(t, admin, "/results")).statusCode).toBe(200);
  });
});
