// Answers and submissions of one attempt reaching two server processes on one database (one SQLite
// file, or one PostgreSQL schema), as behind a load balancer (docs/operations.md): every answer
// either is refused (409) or is counted in the score, never stored but left out (decision 048).
import type { Attempt, AttemptResult, Test } from "@app/shared/test-series";
import type { AuthUser } from "@app/shared/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newId } from "../../lib/ids";
import { type ServerProcess, startServer, stopServer } from "../../test/server-process";
import { auth, buildTestApp, createUser, type TestApp } from "../../test/test-app";

let t: TestApp;
let other: ServerProcess;
let staff: AuthUser;

type Reply = { status: number; body: string };

/** A request to this process (app.inject) or to the other one (HTTP). */
async function call(
  where: "here" | "there",
  method: "GET" | "POST" | "PUT",
  url: string,
  by: AuthUser,
  payload?: object,
): Promise<Reply> {
  if (where === "here") {
    const res = await t.app.inject({
      method,
      url,
      headers: auth(by.token),
      ...(payload ? { payload } : {}),
    });
    return { status: res.statusCode, body: res.body };
  }
  const res = await fetch(`${other.baseUrl}${url}`, {
    method,
    headers: {
      ...auth(by.token),
      ...(payload ? { "content-type": "application/json" } : {}),
    },
    ...(payload ? { body: JSON.stringify(payload) } : {}),
  });
  return { status: res.status, body: await res.text() };
}

const created = async (reply: Promise<Reply>): Promise<{ _id: string }> => {
  const res = await reply;
  expect(res.status, res.body).toBe(201);
  return JSON.parse(res.body) as { _id: string };
};

beforeAll(async () => {
  t = await buildTestApp();
  // The same data folder (the SQLite file and the JWT secret kept there) or PostgreSQL schema.
  other = await startServer(
    {
      dataDir: t.config.dataDir,
      databaseUrl: t.config.databaseUrl,
      schema: t.config.databaseSchema,
      jwtSecret: "",
    },
    { env: { JWT_SECRET: "" } },
  );
  staff = await createUser(t.app, "staff", "Test Setter");
}, 120_000);

afterAll(async () => {
  if (other) await stopServer(other);
  await t?.close();
});

describe("an attempt answered and submitted through two processes at once", () => {
  it("counts every answer either process accepted, and scores the attempt once", async () => {
    const category = await created(
      call("here", "POST", "/api/exams/categories", staff, {
        name: `Race ${newId().slice(0, 6)}`,
        parentId: null,
      }),
    );
    for (let index = 0; index < 8; index += 1)
      await created(
        call("here", "POST", "/api/exams/questions", staff, {
          categoryId: category._id,
          type: "single",
          text: { en: `Question ${index}?`, bn: `প্রশ্ন ${index}?` },
          options: [
            { text: { en: "right" }, correct: true },
            { text: { en: "wrong" }, correct: false },
          ],
        }),
      );
    const test = (await created(
      call("here", "POST", "/api/exams/tests", staff, {
        title: { en: "Race mock", bn: "রেস মক" },
        instructions: { en: "Answer.", bn: "উত্তর দিন।" },
        published: true,
        durationMinutes: 30,
        maxAttempts: 100,
        sections: [
          {
            title: { en: "All", bn: "সব" },
            marking: { correct: 4, wrong: -1, unanswered: 0 },
            draws: [{ categoryId: category._id, count: 8 }],
          },
        ],
      }),
    )) as Test;
    const student = await createUser(t.app);
    const outcomes = { accepted: 0, refused: 0 };
    for (let round = 0; round < 40; round += 1) {
      const started = await call("here", "POST", `/api/exams/tests/${test._id}/attempts`, student);
      expect(started.status, started.body).toBe(201);
      const attempt = JSON.parse(started.body) as Attempt;
      const questions = attempt.sections.flatMap((section) => section.questions);
      // The answers go to one process and the submission to the other, each round the other way
      // round, the submission a little later each round (0 to 9 ms): across the answers' steps.
      const saver = round % 2 === 0 ? "there" : "here";
      const submitter = saver === "here" ? "there" : "here";
      const saving = Promise.all(
        questions.map((q) =>
          call(saver, "PUT", `/api/exams/attempts/${attempt.id}/answers/${q._id}`, student, {
            response: { options: [0] },
            flagged: false,
            seconds: 3,
          }),
        ),
      );
      await new Promise((done) => setTimeout(done, Math.floor(round / 2) % 10));
      const submitting = call(
        submitter,
        "POST",
        `/api/exams/attempts/${attempt.id}/submit`,
        student,
      );
      const [answered, submitted] = await Promise.all([saving, submitting]);
      expect(submitted.status, submitted.body).toBe(200);

      const res = await call("here", "GET", `/api/exams/attempts/${attempt.id}/result`, staff);
      expect(res.status, res.body).toBe(200);
      const result = JSON.parse(res.body) as AttemptResult;
      const review = (result.review ?? []).flatMap((section) => section.questions);
      answered.forEach((reply, index) => {
        expect([200, 409], reply.body).toContain(reply.status);
        if (reply.status === 200) outcomes.accepted += 1;
        else outcomes.refused += 1;
        // Accepted: stored and counted (4 marks); refused: not stored.
        const shown = review.find((q) => q._id === questions[index]?._id);
        const seen = `${JSON.stringify(shown?.response ?? null)}, ${shown?.marks} marks`;
        expect(seen, `round ${round}, answer ${index}: ${reply.status}`).toBe(
          reply.status === 200 ? '{"options":[0]}, 4 marks' : "null, 0 marks",
        );
      });
      const stored = review.filter((q) => q.response !== null).length;
      expect(result.score, `round ${round}`).toBe(4 * stored);
      expect((JSON.parse(submitted.body) as AttemptResult).score, `round ${round}`).toBe(
        4 * stored,
      );
    }
    // Both outcomes happened: the rounds did race.
    expect(outcomes.accepted).toBeGreaterThan(0);
    expect(outcomes.refused).toBeGreaterThan(0);
  }, 120_000);
});
