// A published result on WhatsApp (decision 064) through the local stand-in for Meta's Cloud API
// (test/fake-whatsapp.ts), on SQLite and, with DATABASE_URL, PostgreSQL: once a test's results
// and ranks are out, a student who agreed to results on WhatsApp gets one template message at
// their admission's mobile (a rerun or two processes at once send nothing more); a student who
// agreed to fee reminders only, or has no admission, gets none and the attempt says why; nothing
// is sent when WhatsApp is not set up. The job is run by hand (its timer is off).
import type { Enrolment } from "@app/shared/payments";
import type { Attempt, Test } from "@app/shared/test-series";
import type { AuthUser } from "@app/shared/users";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrolInMern } from "../../test/enrolment-fixtures";
import { callerOf, categoryOfQuestions, EARLIER, LATER } from "../../test/exam-fixtures";
import { type FakeWhatsApp, startFakeWhatsApp } from "../../test/fake-whatsapp";
import { buildTestApp, createUser, type TestApp } from "../../test/test-app";
import { createWhatsApp } from "../payments/whatsapp";
import { createResultMailsService, resultLink } from "./result-mails";

let t: TestApp;
let whatsapp: FakeWhatsApp;
let staff: AuthUser;
let categoryId: string;

const PUBLIC_URL = "https://portal.example.in";
const TEMPLATE = "test_result";

const call = callerOf(() => t.app);

beforeAll(async () => {
  whatsapp = await startFakeWhatsApp({
    templates: { [TEMPLATE]: { languages: ["en", "bn"], parameters: 4 } },
  });
  t = await buildTestApp({ resultMailsTimer: false, remindersTimer: false });
  staff = await createUser(t.app, "staff", "Test Setter");
  categoryId = await categoryOfQuestions(t.app, staff, "Result WhatsApp", 2);
}, 60_000);

afterAll(async () => {
  await t?.close();
  await whatsapp?.close();
});

const testBody = (resultsAt: string) => ({
  title: { en: "NEET mock 3", bn: "NEET মক ৩" },
  instructions: { en: "", bn: "" },
  published: true,
  durationMinutes: 30,
  sections: [
    {
      title: { en: "Biology", bn: "জীববিদ্যা" },
      marking: { correct: 4, wrong: -1, unanswered: 0 },
      draws: [{ categoryId, count: 2 }],
    },
  ],
  resultsAt,
  ranksAt: resultsAt,
});

let mobiles = 0;
const newMobile = () =>
  `9${String(Date.now() % 1e5).padStart(5, "0")}${String(++mobiles).padStart(4, "0")}`;

/** A student admitted to MERN at a mobile of their own, with fee reminders on WhatsApp asked. */
async function admitted(name: string, language: "en" | "bn" = "en") {
  const user = await createUser(t.app, "user", name);
  if (language === "bn")
    expect((await call("PUT", "/api/users/me", user, { locale: "bn" })).statusCode).toBe(200);
  const mobile = newMobile();
  const fields = { classes: 11, mobile, whatsappConsent: true };
  return { user, mobile, enrolment: await enrolInMern(t.app, user, staff.token, fields) };
}

/** Takes the test answering every question right, and submits. */
async function take(testId: string, by: AuthUser): Promise<string> {
  const started = await call("POST", `/api/exams/tests/${testId}/attempts`, by);
  expect(started.statusCode, started.body).toBe(201);
  const attempt = started.json<Attempt>();
  for (const question of attempt.sections.flatMap((section) => section.questions)) {
    const res = await call("PUT", `/api/exams/attempts/${attempt.id}/answers/${question._id}`, by, {
      response: { options: [0] },
      flagged: false,
      seconds: 5,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  expect((await call("POST", `/api/exams/attempts/${attempt.id}/submit`, by)).statusCode).toBe(200);
  return attempt.id;
}

const service = () =>
  createResultMailsService({
    db: t.app.db,
    publicUrl: PUBLIC_URL,
    whatsapp: {
      client: createWhatsApp({
        token: whatsapp.token,
        phoneNumberId: whatsapp.phoneNumberId,
        apiUrl: whatsapp.apiUrl,
        templates: { due: "fee_due", overdue: "fee_overdue" },
      }),
      template: TEMPLATE,
    },
  });

const recorded = (attemptId: string) =>
  t.app.db
    .selectFrom("exam_attempts")
    .select(["result_whatsapp_at", "result_whatsapp_id", "result_whatsapp_error"])
    .where("id", "=", attemptId)
    .executeTakeFirstOrThrow();

describe("a published result on WhatsApp", () => {
  it("goes once per attempt to a student who agreed to results on WhatsApp, and to nobody else", async () => {
    const created = await call("POST", "/api/exams/tests", staff, testBody(LATER()));
    expect(created.statusCode, created.body).toBe(201);
    const test = created.json<Test>();
    const rima = await admitted("সুমিতা দাস", "bn");
    const feesOnly = await admitted("Fees Only");
    const noAdmission = await createUser(t.app, "user", "No Admission");

    // Results on WhatsApp are a consent of their own, turned on by the student alone.
    expect(rima.enrolment.whatsappReminders).toBe(true);
    expect(rima.enrolment.whatsappResults).toBe(false);
    const url = `/api/enrolments/${rima.enrolment.id}/whatsapp-results`;
    expect((await call("PUT", url, undefined, { on: true })).statusCode).toBe(401);
    expect((await call("PUT", url, feesOnly.user, { on: true })).statusCode).toBe(404);
    expect((await call("PUT", url, staff, { on: true })).statusCode).toBe(404);
    expect((await call("PUT", url, rima.user, { on: "yes" })).statusCode).toBe(400);
    const on = await call("PUT", url, rima.user, { on: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json<Enrolment>()).toMatchObject({ whatsappResults: true, whatsappReminders: true });

    const rimaAttempt = await take(test._id, rima.user);
    const feesAttempt = await take(test._id, feesOnly.user);
    const noneAttempt = await take(test._id, noAdmission);

    // Before publication: nothing.
    expect(await service().runWhatsApp()).toEqual({ sent: 0, failed: 0, skipped: 0 });
    expect(whatsapp.messages.filter((m) => m.to === `91${rima.mobile}`)).toEqual([]);

    const published = await call("PUT", `/api/exams/tests/${test._id}`, staff, testBody(EARLIER()));
    expect(published.statusCode, published.body).toBe(200);
    // Two processes at once, then a rerun: one message.
    const [one, two] = await Promise.all([service().runWhatsApp(), service().runWhatsApp()]);
    expect((one?.sent ?? 0) + (two?.sent ?? 0)).toBe(1);
    expect((one?.skipped ?? 0) + (two?.skipped ?? 0)).toBe(2);
    expect(await service().runWhatsApp()).toEqual({ sent: 0, failed: 0, skipped: 0 });

    const toRima = whatsapp.messages.filter((m) => m.to === `91${rima.mobile}`);
    expect(toRima).toHaveLength(1);
    expect(toRima[0]).toMatchObject({
      template: TEMPLATE,
      language: "bn",
      parameters: [
        "সুমিতা দাস",
        "NEET মক ৩",
        "৮-এর মধ্যে ৮",
        resultLink(PUBLIC_URL, rimaAttempt, "bn"),
      ],
    });
    expect(await recorded(rimaAttempt)).toMatchObject({
      result_whatsapp_id: toRima[0]?.id,
      result_whatsapp_error: null,
    });
    expect(whatsapp.messages.filter((m) => m.to === `91${feesOnly.mobile}`)).toEqual([]);
    expect(await recorded(feesAttempt)).toMatchObject({
      result_whatsapp_id: null,
      result_whatsapp_error: "no consent to results on WhatsApp",
    });
    expect(await recorded(noneAttempt)).toMatchObject({
      result_whatsapp_error: "no consent to results on WhatsApp",
    });

    // Consent given afterwards does not send an old result again.
    const later = await call(
      "PUT",
      `/api/enrolments/${feesOnly.enrolment.id}/whatsapp-results`,
      feesOnly.user,
      { on: true },
    );
    expect(later.statusCode).toBe(200);
    expect((await service().runWhatsApp()).sent).toBe(0);
    expect(whatsapp.messages.filter((m) => m.to === `91${feesOnly.mobile}`)).toEqual([]);
  }, 60_000);

  it("is not sent when WhatsApp is not set up", async () => {
    const created = await call("POST", "/api/exams/tests", staff, testBody(EARLIER()));
    const test = created.json<Test>();
    const student = await admitted("Off Student");
    await call("PUT", `/api/enrolments/${student.enrolment.id}/whatsapp-results`, student.user, {
      on: true,
    });
    const attempt = await take(test._id, student.user);
    const requests = whatsapp.requests.length;
    const off = createResultMailsService({ db: t.app.db, publicUrl: PUBLIC_URL });
    expect(off.enabled).toBe(false);
    expect(await off.runWhatsApp()).toEqual({ sent: 0, failed: 0, skipped: 0 });
    expect(whatsapp.requests.length).toBe(requests);
    // Left unclaimed: nothing is recorded for it.
    expect((await recorded(attempt)).result_whatsapp_at).toBeNull();
  });
});
