// The result mail of the test series (decision 048) against the local SMTP server
// (test/smtp-server.ts), on SQLite and, with DATABASE_URL, PostgreSQL: once staff publish a test's
// results and ranks, each candidate who submitted gets one mail with their score, section marks,
// rank and percentile and the link to the test's page, in Bengali for a Bengali account; none
// before, none twice (a rerun, two processes at once), none for a candidate who did not submit.
// The job is run by hand (its timer is off).
import type { Attempt, Test } from "@app/shared/test-series";
import type { AuthUser } from "@app/shared/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerOf, categoryOfQuestions, EARLIER, LATER } from "../../test/exam-fixtures";
import { startSmtpServer, type TestSmtpServer } from "../../test/smtp-server";
import { buildTestApp, createUser, type TestApp } from "../../test/test-app";
import { createResultMailsService, resultLink } from "./result-mails";

let t: TestApp;
let smtp: TestSmtpServer;
let staff: AuthUser;
let categoryId: string;

const PUBLIC_URL = "https://portal.example.in";

const call = callerOf(() => t.app);

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await buildTestApp({ smtpUrl: smtp.url, resultMailsTimer: false });
  staff = await createUser(t.app, "staff", "Test Setter");
  categoryId = await categoryOfQuestions(t.app, staff, "Result mails", 3);
}, 60_000);

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const testBody = (times: { resultsAt: string | null; ranksAt: string | null }) => ({
  title: { en: "WBJEE mock 7", bn: "WBJEE মক ৭" },
  instructions: { en: "", bn: "" },
  published: true,
  durationMinutes: 30,
  sections: [
    {
      title: { en: "Physics", bn: "পদার্থবিদ্যা" },
      marking: { correct: 4, wrong: -1, unanswered: 0 },
      draws: [{ categoryId, count: 3 }],
    },
  ],
  ...times,
});

/** A student, in Bengali when asked, with a name of their own. */
async function student(name: string, language: "en" | "bn" = "en"): Promise<AuthUser> {
  const user = await createUser(t.app, "user", name);
  if (language === "bn")
    expect((await call("PUT", "/api/users/me", user, { locale: "bn" })).statusCode).toBe(200);
  return user;
}

async function start(testId: string, by: AuthUser): Promise<Attempt> {
  const res = await call("POST", `/api/exams/tests/${testId}/attempts`, by);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Attempt>();
}

/** Starts an attempt, answers `right` questions right and the rest wrong, and submits it. */
async function take(testId: string, by: AuthUser, right: number): Promise<Attempt> {
  const attempt = await start(testId, by);
  const questions = attempt.sections.flatMap((section) => section.questions);
  for (const [index, question] of questions.entries()) {
    const res = await call("PUT", `/api/exams/attempts/${attempt.id}/answers/${question._id}`, by, {
      response: { options: [index < right ? 0 : 1] },
      flagged: false,
      seconds: 5,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const submitted = await call("POST", `/api/exams/attempts/${attempt.id}/submit`, by);
  expect(submitted.statusCode, submitted.body).toBe(200);
  return attempt;
}

const RESULT_SUBJECT = /^(Your result in |WBJEE মক ৭-এ আপনার ফল)/;
const mailsTo = (user: AuthUser) =>
  smtp.received.filter(
    (mail) => mail.rcptTo.includes(user.email) && RESULT_SUBJECT.test(mail.subject),
  );

const service = () =>
  createResultMailsService({ db: t.app.db, publicUrl: PUBLIC_URL, mail: t.app.mail });

describe("the result mail", () => {
  it("goes once to each candidate who submitted, once results and ranks are published", async () => {
    const created = await call(
      "POST",
      "/api/exams/tests",
      staff,
      testBody({ resultsAt: LATER(), ranksAt: LATER() }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const test = created.json<Test>();
    const anita = await student("Anita Das");
    const sumita = await student("সুমিতা দাস", "bn");
    const rahul = await student("Rahul Sen");
    const dipa = await student("Dipa Roy");
    await take(test._id, anita, 3); // 12 of 12
    await take(test._id, sumita, 1); // 4 − 1 − 1 = 2 of 12
    await start(test._id, rahul); // still running: not submitted
    // Dipa never starts.

    // Before publication: nothing.
    expect((await service().run()).sent).toBe(0);
    for (const user of [anita, sumita, rahul, dipa]) expect(mailsTo(user)).toHaveLength(0);

    // Results published but ranks still to come: the mail waits for the ranks.
    const resultsOnly = await call(
      "PUT",
      `/api/exams/tests/${test._id}`,
      staff,
      testBody({ resultsAt: EARLIER(), ranksAt: LATER() }),
    );
    expect(resultsOnly.statusCode, resultsOnly.body).toBe(200);
    expect((await service().run()).sent).toBe(0);

    // Staff publish now; two processes run the job at once: one mail each, no more.
    const published = await call(
      "PUT",
      `/api/exams/tests/${test._id}`,
      staff,
      testBody({ resultsAt: EARLIER(), ranksAt: EARLIER() }),
    );
    expect(published.statusCode, published.body).toBe(200);
    const [one, two] = await Promise.all([service().run(), service().run()]);
    expect((one?.sent ?? 0) + (two?.sent ?? 0)).toBe(2);

    const [toAnita] = mailsTo(anita);
    expect(mailsTo(anita)).toHaveLength(1);
    expect(toAnita?.subject).toBe("Your result in WBJEE mock 7: 12 of 12");
    expect(toAnita?.text).toContain("Hello Anita Das,");
    expect(toAnita?.text).toContain("You scored 12 of 12.");
    expect(toAnita?.text).toContain("Physics: 12 of 12");
    expect(toAnita?.text).toContain("Your rank is 1 of 2; percentile 50.");
    const anitaAttempt = (await call("GET", `/api/exams/my-tests/${test._id}`, anita)).json<{
      lastAttemptId: string;
    }>().lastAttemptId;
    expect(toAnita?.text).toContain(resultLink(PUBLIC_URL, anitaAttempt));

    // The result screen says the same.
    const sumitaAttempt = (await call("GET", `/api/exams/my-tests/${test._id}`, sumita)).json<{
      lastAttemptId: string;
    }>().lastAttemptId;
    const screen = await call("GET", `/api/exams/attempts/${sumitaAttempt}/result`, sumita);
    expect(screen.json()).toMatchObject({ score: 2, maxScore: 12, rank: 2, percentile: 0 });

    const [toSumita] = mailsTo(sumita);
    expect(mailsTo(sumita)).toHaveLength(1);
    expect(toSumita?.subject).toBe("WBJEE মক ৭-এ আপনার ফল: ১২-এর মধ্যে ২");
    expect(toSumita?.text).toContain("নমস্কার");
    expect(toSumita?.text).toContain("আপনি ১২-এর মধ্যে ২ নম্বর পেয়েছেন।");
    expect(toSumita?.text).toContain("পদার্থবিদ্যা: ১২-এর মধ্যে ২");
    expect(toSumita?.text).toContain("২ জনের মধ্যে আপনার র‍্যাঙ্ক ২; পার্সেন্টাইল ০।");
    expect(toSumita?.text).toContain(`${PUBLIC_URL}/tests/attempts/${sumitaAttempt}`);

    expect(mailsTo(rahul)).toHaveLength(0);
    expect(mailsTo(dipa)).toHaveLength(0);

    // Run again, and publish again: nothing more.
    expect((await service().run()).sent).toBe(0);
    await call(
      "PUT",
      `/api/exams/tests/${test._id}`,
      staff,
      testBody({ resultsAt: EARLIER(), ranksAt: EARLIER() }),
    );
    expect((await service().run()).sent).toBe(0);
    expect(mailsTo(anita)).toHaveLength(1);
    expect(mailsTo(sumita)).toHaveLength(1);
  });

  it("is not sent when SMTP is not configured", async () => {
    const off = createResultMailsService({ db: t.app.db, publicUrl: PUBLIC_URL });
    expect(off.enabled).toBe(false);
    expect(await off.run()).toEqual({ sent: 0, failed: 0 });
  });
});
