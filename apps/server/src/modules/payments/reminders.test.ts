// Fee reminders (docs/payments.md) against the local SMTP server (test/smtp-server.ts) and the local
// fake WhatsApp Cloud API (test/fake-whatsapp.ts), on SQLite and, with DATABASE_URL, PostgreSQL:
// a mail and a WhatsApp message so many days before an instalment falls due, on the day and
// after, in the student's language; none once it is paid, none twice, and a failure recorded and
// tried again a few times only. The job is run by hand with a chosen `now` (its timer is off).

import { INSTITUTE } from "@app/shared/institute";
import type { Enrolment, FeeReminder, ReminderRun } from "@app/shared/payments";
import type { AuthUser } from "@app/shared/users";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { addDays, indiaDay } from "../../lib/days";
import { repeatEvery } from "../../lib/repeat";
import { enrolInMern, setMernInstalments } from "../../test/enrolment-fixtures";
import { type FakeWhatsApp, startFakeWhatsApp } from "../../test/fake-whatsapp";
import { closedPort, startSmtpServer, type TestSmtpServer } from "../../test/smtp-server";
import { ADMIN, auth, buildTestApp, createUser, login, type TestApp } from "../../test/test-app";
import { createMailService } from "../mail/mail.service";
import { createRemindersService, REMIND_EVERY_MS, REMINDER_ATTEMPTS } from "./reminders";
import { createWhatsApp } from "./whatsapp";

let t: TestApp;
let smtp: TestSmtpServer;
let whatsapp: FakeWhatsApp;
let staff: AuthUser;

const TEMPLATES = { due: "fee_due", overdue: "fee_overdue" };

beforeAll(async () => {
  smtp = await startSmtpServer();
  whatsapp = await startFakeWhatsApp({
    templates: {
      fee_due: { languages: ["en", "bn"], parameters: 5 },
      fee_overdue: { languages: ["en", "bn"], parameters: 5 },
    },
  });
  t = await buildTestApp({
    smtpUrl: smtp.url,
    reminders: {
      days: [3, 0, -3],
      whatsapp: {
        token: whatsapp.token,
        phoneNumberId: whatsapp.phoneNumberId,
        apiUrl: whatsapp.apiUrl,
        templates: TEMPLATES,
      },
    },
    remindersTimer: false,
  });
  staff = await createUser(t.app, "staff", "Desk Staff");
  await setMernInstalments(t.app, 2);
}, 60_000);

afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await whatsapp?.close();
});

const call = (method: "GET" | "POST" | "PUT", url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: token ? auth(token) : {},
    ...(payload ? { payload } : {}),
  });

/** Ten digits starting 9, different for each student. */
let mobiles = 0;
const newMobile = () =>
  `9${String(Date.now() % 1e5).padStart(5, "0")}${String(++mobiles).padStart(4, "0")}`;

type Student = { user: AuthUser; mobile: string; enrolment: Enrolment; ids: string[] };

/**
 * A student enrolled in MERN whose plan staff set to ₹3,000 due on each of `dueDates` (days far
 * from today and from every other test's, so each test's runs remind its own students only).
 */
async function student(
  dueDates: string[],
  language: "en" | "bn" = "en",
  whatsappConsent = true,
): Promise<Student> {
  const user = await createUser(t.app, "user", language === "bn" ? "সুমিতা দাস" : "Anita Das");
  if (language === "bn") {
    expect((await call("PUT", "/api/users/me", user.token, { locale: "bn" })).statusCode).toBe(200);
  }
  const mobile = newMobile();
  const first = await enrolInMern(t.app, user, staff.token, { mobile, whatsappConsent });
  const planned = await call("PUT", `/api/staff/enrolments/${first.id}/plan`, staff.token, {
    instalments: dueDates.map((dueDate) => ({ amountPaise: 300_000, dueDate })),
    reason: "Dates of this test",
  });
  expect(planned.statusCode, planned.body).toBe(200);
  const enrolment = planned.json<Enrolment>();
  return { user, mobile, enrolment, ids: enrolment.instalments.map((item) => item.id) };
}

/** Ten in the morning in India on `day`. */
const at = (day: string) => new Date(`${day}T10:00:00+05:30`);

/** The reminders' subjects (not the address confirmation and the receipts the student gets too). */
const REMINDER_SUBJECT = /^(Fee (reminder|due|overdue)|ফি-র অনুস্মারক|আজ ফি|ফি বকেয়া)/;
const mailsTo = (user: AuthUser) =>
  smtp.received.filter(
    (mail) => mail.rcptTo.includes(user.email) && REMINDER_SUBJECT.test(mail.subject),
  );
const messagesTo = (s: Student) => whatsapp.messages.filter((m) => m.to === `91${s.mobile}`);

const rowsOf = (instalmentId: string) =>
  t.app.db
    .selectFrom("fee_reminders")
    .selectAll()
    .where("instalment_id", "=", instalmentId)
    .orderBy("days_before_due", "desc")
    .orderBy("channel")
    .execute();

describe("a reminder before the due day", () => {
  it("mails the student three days before, in English, with the amount, the date and the link to pay", async () => {
    const s = await student(["2031-01-20", "2031-02-20"]);
    const [first] = s.ids;
    // Four days before: nothing yet.
    await t.app.reminders.run(at("2031-01-16"));
    expect(mailsTo(s.user)).toEqual([]);

    const outcome = await t.app.reminders.run(at("2031-01-17"));
    expect(outcome.failed).toBe(0);
    const mails = mailsTo(s.user);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("Fee reminder: ₹3,000.00 due on 20/01/2031");
    expect(mails[0]?.text).toContain("Hello Anita Das,");
    expect(mails[0]?.text).toContain(
      `This is a reminder from ${INSTITUTE.name}: ₹3,000.00 for Fullstack (MERN), instalment 1 of 2 falls due on 20/01/2031.`,
    );
    expect(mails[0]?.text).toContain(`http://portal.test/pay?instalment=${first}`);
    expect(await rowsOf(first ?? "")).toMatchObject([
      { channel: "mail", kind: "before", days_before_due: 3, status: "sent", attempts: 1 },
      { channel: "whatsapp", kind: "before", days_before_due: 3, status: "sent" },
    ]);
    // The mail is in the outbox, as every mail is.
    const [mailRow] = await rowsOf(first ?? "");
    const outbox = await t.app.db
      .selectFrom("outbox")
      .selectAll()
      .where("id", "=", mailRow?.message_id ?? "")
      .executeTakeFirstOrThrow();
    expect(outbox).toMatchObject({ recipient: s.user.email, state: "sent" });
  });

  it("writes to a Bengali reader in Bengali, with Bengali digits", async () => {
    const s = await student(["2031-01-22"], "bn");
    await t.app.reminders.run(at("2031-01-19"));
    const [mail] = mailsTo(s.user);
    expect(mail?.subject).toBe("ফি-র অনুস্মারক: ২২/০১/২০৩১ তারিখে ₹৩,০০০.০০ জমা দিতে হবে");
    expect(mail?.text).toContain("নমস্কার সুমিতা দাস,");
    expect(mail?.text).toContain(
      `${INSTITUTE.nameBn} থেকে অনুস্মারক: ফুলস্ট্যাক (MERN), ১টি কিস্তির মধ্যে ১ নম্বর কিস্তি বাবদ ₹৩,০০০.০০ ২২/০১/২০৩১ তারিখে জমা দিতে হবে।`,
    );
    expect(mail?.text).toContain(`http://portal.test/pay?instalment=${s.ids[0]}`);
  });
});

describe("on the day and after", () => {
  it("sends the before, due-today and overdue reminders on their days, each once", async () => {
    const s = await student(["2031-03-10"]);
    for (const day of ["2031-03-07", "2031-03-08", "2031-03-10", "2031-03-11", "2031-03-13"]) {
      await t.app.reminders.run(at(day));
      // Run again the same day: nothing more.
      await t.app.reminders.run(at(day));
    }
    expect(mailsTo(s.user).map((mail) => mail.subject)).toEqual([
      "Fee reminder: ₹3,000.00 due on 10/03/2031",
      "Fee due today: ₹3,000.00",
      "Fee overdue: ₹3,000.00 was due on 10/03/2031",
    ]);
    expect(mailsTo(s.user)[2]?.text).toContain("was due on 10/03/2031 and has not been paid yet.");
    expect(messagesTo(s).map((message) => message.template)).toEqual([
      "fee_due",
      "fee_due",
      "fee_overdue",
    ]);
    expect((await rowsOf(s.ids[0] ?? "")).map((row) => [row.kind, row.channel])).toEqual([
      ["before", "mail"],
      ["before", "whatsapp"],
      ["due", "mail"],
      ["due", "whatsapp"],
      ["overdue", "mail"],
      ["overdue", "whatsapp"],
    ]);
  });

  it("sends one reminder when two runs go at once", async () => {
    const s = await student(["2031-04-10"]);
    await Promise.all([
      t.app.reminders.run(at("2031-04-07")),
      t.app.reminders.run(at("2031-04-07")),
      t.app.reminders.run(at("2031-04-07")),
    ]);
    expect(mailsTo(s.user)).toHaveLength(1);
    expect(messagesTo(s)).toHaveLength(1);
    expect(await rowsOf(s.ids[0] ?? "")).toHaveLength(2);
  });
});

describe("never to someone who has paid", () => {
  it("sends nothing for an instalment paid at the desk, and the rest due for one partly paid", async () => {
    const s = await student(["2031-05-10", "2031-05-12"]);
    const [paid, part] = s.ids;
    const desk = (instalment: string, amountPaise: number) =>
      call("POST", "/api/staff/payments", staff.token, {
        for: { instalment },
        amountPaise,
        method: "cash",
      });
    expect((await desk(paid ?? "", 300_000)).statusCode).toBe(201);
    expect((await desk(part ?? "", 100_000)).statusCode).toBe(201);
    await t.app.reminders.run(at("2031-05-07"));
    await t.app.reminders.run(at("2031-05-09"));
    expect(await rowsOf(paid ?? "")).toEqual([]);
    expect(mailsTo(s.user).map((mail) => mail.subject)).toEqual([
      "Fee reminder: ₹2,000.00 due on 12/05/2031",
    ]);
    expect(messagesTo(s).map((message) => message.parameters[2])).toEqual(["₹2,000.00"]);
  });

  it("checks the debt again right before sending: a reminder paid meanwhile is skipped", async () => {
    const s = await student(["2031-06-10"]);
    const [instalment = ""] = s.ids;
    // A reminder of the day that failed earlier, sent again by the next run: paid meanwhile.
    const now = new Date().toISOString();
    await t.app.db
      .insertInto("fee_reminders")
      .values({
        id: `r-${instalment}`,
        instalment_id: instalment,
        user_id: s.user._id,
        days_before_due: 3,
        kind: "before",
        channel: "mail",
        day: "2031-06-07",
        status: "failed",
        recipient: s.user.email,
        error: "SMTP was down",
        created_at: now,
        updated_at: now,
      })
      .execute();
    const desk = await call("POST", "/api/staff/payments", staff.token, {
      for: { instalment },
      amountPaise: 300_000,
      method: "cash",
    });
    expect(desk.statusCode).toBe(201);
    await t.app.reminders.run(at("2031-06-07"));
    expect(mailsTo(s.user)).toEqual([]);
    expect(await rowsOf(instalment)).toMatchObject([
      { status: "skipped", attempts: 2, error: "paid (or replaced) before it was sent" },
    ]);
  });
});

describe("WhatsApp", () => {
  it("sends the approved template as the Cloud API documents it, in the reader's language", async () => {
    const en = await student(["2031-07-10"]);
    const bn = await student(["2031-07-10"], "bn");
    await t.app.reminders.run(at("2031-07-10"));
    await t.app.reminders.run(at("2031-07-13"));
    expect(messagesTo(en)).toMatchObject([
      {
        template: "fee_due",
        language: "en",
        parameters: [
          "Anita Das",
          "Fullstack (MERN), instalment 1 of 1",
          "₹3,000.00",
          "10/07/2031",
          `http://portal.test/pay?instalment=${en.ids[0]}`,
        ],
      },
      { template: "fee_overdue", language: "en" },
    ]);
    expect(messagesTo(bn)).toMatchObject([
      {
        to: `91${bn.mobile}`,
        template: "fee_due",
        language: "bn",
        parameters: [
          "সুমিতা দাস",
          "ফুলস্ট্যাক (MERN), ১টি কিস্তির মধ্যে ১ নম্বর কিস্তি",
          "₹৩,০০০.০০",
          "১০/০৭/২০৩১",
          `http://portal.test/pay?instalment=${bn.ids[0]}`,
        ],
      },
      { template: "fee_overdue", language: "bn" },
    ]);
    // The message id Meta answered is recorded.
    const sent = (await rowsOf(en.ids[0] ?? "")).filter((row) => row.channel === "whatsapp");
    expect(sent.map((row) => row.message_id)).toEqual(messagesTo(en).map((m) => m.id));
    expect(sent.map((row) => row.recipient)).toEqual([`91${en.mobile}`, `91${en.mobile}`]);
  });

  it("goes only to a student who agreed to it, which they turn on and off from their fees", async () => {
    const s = await student(["2031-09-10", "2031-10-10"], "en", false);
    expect(s.enrolment.whatsappReminders).toBe(false);
    await t.app.reminders.run(at("2031-09-10"));
    expect(mailsTo(s.user)).toHaveLength(1);
    expect(messagesTo(s)).toEqual([]);
    const skipped = (await rowsOf(s.ids[0] ?? "")).filter((row) => row.channel === "whatsapp");
    expect(skipped).toMatchObject([
      { status: "skipped", error: "no consent to WhatsApp reminders" },
    ]);

    // Only its student changes it; anyone else is told it does not exist.
    const url = `/api/enrolments/${s.enrolment.id}/whatsapp-reminders`;
    const other = await createUser(t.app, "user", "Someone Else");
    expect((await call("PUT", url, other.token, { on: true })).statusCode).toBe(404);
    expect((await call("PUT", url, staff.token, { on: true })).statusCode).toBe(404);
    expect((await call("PUT", url, undefined, { on: true })).statusCode).toBe(401);
    const on = await call("PUT", url, s.user.token, { on: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json<Enrolment>().whatsappReminders).toBe(true);
    await t.app.reminders.run(at("2031-10-10"));
    expect(messagesTo(s)).toHaveLength(1);

    // Withdrawn: the next reminder is a mail only.
    await call("PUT", url, s.user.token, { on: false });
    await t.app.reminders.run(at("2031-10-13"));
    expect(messagesTo(s)).toHaveLength(1);
    expect(mailsTo(s.user).length).toBeGreaterThanOrEqual(3);
  });

  it("records Meta's refusal of a wrong token as the failure, as the fake answers it", async () => {
    const s = await student(["2031-08-10"]);
    const wrong = createRemindersService({
      db: t.app.db,
      days: [0],
      publicUrl: "http://portal.test",
      whatsapp: {
        client: createWhatsApp({
          token: "not-the-token",
          phoneNumberId: whatsapp.phoneNumberId,
          apiUrl: whatsapp.apiUrl,
          templates: TEMPLATES,
        }),
        templates: TEMPLATES,
      },
    });
    expect(await wrong.run(at("2031-08-10"))).toMatchObject({ sent: 0, failed: 1 });
    expect(messagesTo(s)).toEqual([]);
    expect(await rowsOf(s.ids[0] ?? "")).toMatchObject([
      {
        channel: "whatsapp",
        status: "failed",
        error: expect.stringContaining("401: Invalid OAuth access token"),
      },
    ]);
  });

  it("sends none when WhatsApp is not configured, and nothing at all without mail either", async () => {
    const s = await student(["2031-09-10"]);
    const requests = whatsapp.requests.length;
    const mailOnly = createRemindersService({
      db: t.app.db,
      days: [3, 0, -3],
      publicUrl: "http://portal.test",
      mail: t.app.mail,
    });
    expect(mailOnly.channels).toEqual(["mail"]);
    await mailOnly.run(at("2031-09-07"));
    expect(mailsTo(s.user)).toHaveLength(1);
    expect(whatsapp.requests.length).toBe(requests);
    expect((await rowsOf(s.ids[0] ?? "")).map((row) => row.channel)).toEqual(["mail"]);

    const neither = createRemindersService({
      db: t.app.db,
      days: [3, 0, -3],
      publicUrl: "http://portal.test",
    });
    expect(neither.channels).toEqual([]);
    expect(await neither.run(at("2031-09-10"))).toEqual({ sent: 0, failed: 0, skipped: 0 });
    expect((await rowsOf(s.ids[0] ?? "")).map((row) => row.channel)).toEqual(["mail"]);
  });

  it("skips a student with no mobile number on the admission, once", async () => {
    const s = await student(["2031-10-10"]);
    await t.app.db
      .updateTable("admissions")
      .set({ mobile: "" })
      .where("user_id", "=", s.user._id)
      .execute();
    await t.app.reminders.run(at("2031-10-07"));
    await t.app.reminders.run(at("2031-10-07"));
    expect(mailsTo(s.user)).toHaveLength(1);
    expect(messagesTo(s)).toEqual([]);
    expect(await rowsOf(s.ids[0] ?? "")).toMatchObject([
      { channel: "mail", status: "sent" },
      { channel: "whatsapp", status: "skipped", error: "no mobile number on the admission" },
    ]);
  });
});

describe("a failed send", () => {
  it("is recorded with its error and tried again only a few times that day", async () => {
    const s = await student(["2031-11-10"]);
    const requests = () => whatsapp.requests.filter((r) => r.status === 500).length;
    const before = requests();
    whatsapp.outage.messages = "down";
    try {
      for (let run = 0; run < REMINDER_ATTEMPTS + 3; run++) {
        await t.app.reminders.run(at("2031-11-07"));
      }
      // The next day's run does not try it again either.
      await t.app.reminders.run(at("2031-11-08"));
    } finally {
      whatsapp.outage.messages = "none";
    }
    expect(requests() - before).toBe(REMINDER_ATTEMPTS);
    expect(messagesTo(s)).toEqual([]);
    // The mail went; the WhatsApp message is failed, with Meta's error.
    expect(await rowsOf(s.ids[0] ?? "")).toMatchObject([
      { channel: "mail", status: "sent", attempts: 1 },
      {
        channel: "whatsapp",
        status: "failed",
        attempts: REMINDER_ATTEMPTS,
        error: "WhatsApp answered 500: (#131000) Something went wrong (code 131000)",
      },
    ]);
  });

  it("is left to the timer when staff send the due reminders now: presses in a row spend no attempt", async () => {
    const s = await student(["2031-10-10"]);
    const failures = () => whatsapp.requests.filter((r) => r.status === 500).length;
    const before = failures();
    whatsapp.outage.messages = "down";
    try {
      await t.app.reminders.run(at("2031-10-07"));
      for (let press = 0; press < REMINDER_ATTEMPTS + 1; press++) {
        await t.app.reminders.run(at("2031-10-07"), { retry: false });
      }
    } finally {
      whatsapp.outage.messages = "none";
    }
    expect(failures() - before).toBe(1);
    expect(await rowsOf(s.ids[0] ?? "")).toMatchObject([
      { channel: "mail", status: "sent", attempts: 1 },
      { channel: "whatsapp", status: "failed", attempts: 1 },
    ]);
    // The timer's next run tries it again.
    await t.app.reminders.run(at("2031-10-07"));
    expect(messagesTo(s)).toHaveLength(1);
  });

  it("of a mail is the outbox's failure, tried again on a later run of the day", async () => {
    const s = await student(["2031-12-10"]);
    const broken = createMailService({
      db: t.app.db,
      smtpUrl: `smtp://127.0.0.1:${await closedPort()}`,
      from: "Plassey Institute <no-reply@localhost>",
      log: { warn: () => {}, error: () => {} },
    });
    const down = createRemindersService({
      db: t.app.db,
      days: [3],
      publicUrl: "http://portal.test",
      mail: broken,
    });
    expect(await down.run(at("2031-12-07"))).toMatchObject({ sent: 0, failed: 1 });
    const [failed] = await rowsOf(s.ids[0] ?? "");
    expect(failed).toMatchObject({ channel: "mail", status: "failed", attempts: 1 });
    expect(failed?.error).toMatch(/ECONNREFUSED/);
    await broken.close();
    // The mail server is back: the next run of the day sends it.
    await t.app.reminders.run(at("2031-12-07"));
    expect(mailsTo(s.user)).toHaveLength(1);
    expect(await rowsOf(s.ids[0] ?? "")).toMatchObject([
      { channel: "mail", status: "sent", attempts: 2, error: null },
      { channel: "whatsapp", status: "sent", attempts: 1 },
    ]);
  });
});

describe("a reminder missed while no server ran", () => {
  it("is sent by the timer's first run the day after, once, and the next one on its own day", async () => {
    const s = await student(["2032-03-10"]);
    // The server was stopped all through 7 March, the day of the reminder three days before.
    // It runs again on the 8th: its 15-minute timer, on a fake clock.
    const runs: Promise<unknown>[] = [];
    const task = () => {
      const run = t.app.reminders.run();
      runs.push(run);
      return run;
    };
    const log = { error: () => undefined };
    vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
    try {
      vi.setSystemTime(at("2032-03-08"));
      const stop = repeatEvery(task, log, REMIND_EVERY_MS, "fee reminders");
      for (let i = 0; i < 3; i++) {
        await vi.advanceTimersByTimeAsync(REMIND_EVERY_MS);
        await Promise.all(runs);
      }
      expect(runs).toHaveLength(3);
      expect(mailsTo(s.user).map((mail) => mail.subject)).toEqual([
        "Fee reminder: ₹3,000.00 due on 10/03/2032",
      ]);
      expect(messagesTo(s).map((message) => message.template)).toEqual(["fee_due"]);
      expect(await rowsOf(s.ids[0] ?? "")).toMatchObject([
        { days_before_due: 3, kind: "before", channel: "mail", day: "2032-03-08", status: "sent" },
        { days_before_due: 3, kind: "before", channel: "whatsapp", day: "2032-03-08" },
      ]);
      // The 9th: nothing more. The 10th: the due-day reminder, as on time.
      vi.setSystemTime(at("2032-03-09"));
      await vi.advanceTimersByTimeAsync(REMIND_EVERY_MS);
      await Promise.all(runs);
      expect(mailsTo(s.user)).toHaveLength(1);
      vi.setSystemTime(at("2032-03-10"));
      await vi.advanceTimersByTimeAsync(REMIND_EVERY_MS);
      await Promise.all(runs);
      await stop();
    } finally {
      vi.useRealTimers();
    }
    expect(mailsTo(s.user).map((mail) => mail.subject)).toEqual([
      "Fee reminder: ₹3,000.00 due on 10/03/2032",
      "Fee due today: ₹3,000.00",
    ]);
  });

  it("sends only the most recent one missed, worded for the day it goes: a due-day one says overdue", async () => {
    const s = await student(["2032-04-10"]);
    // Stopped from the 7th (three days before) to the 10th (the due day) inclusive.
    for (const day of ["2032-04-11", "2032-04-11", "2032-04-12"]) {
      await t.app.reminders.run(at(day));
    }
    expect(mailsTo(s.user).map((mail) => mail.subject)).toEqual([
      "Fee overdue: ₹3,000.00 was due on 10/04/2032",
    ]);
    expect(messagesTo(s).map((message) => message.template)).toEqual(["fee_overdue"]);
    expect((await rowsOf(s.ids[0] ?? "")).map((row) => [row.days_before_due, row.kind])).toEqual([
      [0, "overdue"],
      [0, "overdue"],
    ]);
    // Three days after: the reminder of that day, as on time; nothing twice.
    await t.app.reminders.run(at("2032-04-13"));
    await t.app.reminders.run(at("2032-04-14"));
    expect(mailsTo(s.user).map((mail) => mail.subject)).toEqual([
      "Fee overdue: ₹3,000.00 was due on 10/04/2032",
      "Fee overdue: ₹3,000.00 was due on 10/04/2032",
    ]);
    expect((await rowsOf(s.ids[0] ?? "")).map((row) => row.days_before_due)).toEqual([
      0, 0, -3, -3,
    ]);
  });

  it("is not sent once paid, nor more than the catch-up days late, nor for a plan made after its day", async () => {
    const paid = await student(["2032-05-10"]);
    expect(
      (
        await call("POST", "/api/staff/payments", staff.token, {
          for: { instalment: paid.ids[0] },
          amountPaise: 300_000,
          method: "cash",
        })
      ).statusCode,
    ).toBe(201);
    await t.app.reminders.run(at("2032-05-08"));
    expect(await rowsOf(paid.ids[0] ?? "")).toEqual([]);

    // Down for a week: the reminder three days after (the 13th) is four days old on the 17th.
    const long = await student(["2032-06-10"]);
    await t.app.reminders.run(at("2032-06-17"));
    expect(await rowsOf(long.ids[0] ?? "")).toEqual([]);
    expect(mailsTo(long.user)).toEqual([]);

    // An instalment a plan change made the day after its due day: its due-day reminder was never
    // missed, it did not exist then.
    const replanned = await student(["2032-07-10"]);
    await t.app.db
      .updateTable("instalments")
      .set({ created_at: new Date("2032-07-11T08:30:00+05:30").toISOString() })
      .where("id", "=", replanned.ids[0] ?? "")
      .execute();
    await t.app.reminders.run(at("2032-07-11"));
    expect(await rowsOf(replanned.ids[0] ?? "")).toEqual([]);
    // The reminder of its own day still goes.
    await t.app.reminders.run(at("2032-07-13"));
    expect(mailsTo(replanned.user).map((mail) => mail.subject)).toEqual([
      "Fee overdue: ₹3,000.00 was due on 10/07/2032",
    ]);
  });
});

describe("GET /api/staff/reminders", () => {
  it("lists the reminders for staff, newest first, by student and status; 401 and 403 otherwise", async () => {
    const s = await student(["2032-01-10"]);
    await t.app.reminders.run(at("2032-01-07"));
    const res = await call("GET", `/api/staff/reminders?userId=${s.user._id}`, staff.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["x-total-count"]).toBe("2");
    expect(res.json<FeeReminder[]>()).toMatchObject([
      { userId: s.user._id, instalmentId: s.ids[0], kind: "before", status: "sent" },
      { userId: s.user._id, instalmentId: s.ids[0], kind: "before", status: "sent" },
    ]);
    expect(
      res
        .json<FeeReminder[]>()
        .map((r) => r.channel)
        .sort(),
    ).toEqual(["mail", "whatsapp"]);
    expect(res.json<FeeReminder[]>()[0]).toMatchObject({
      studentName: "Anita Das",
      // Which instalment, as the back office's list shows it.
      course: "Fullstack (MERN)",
      position: 1,
      dueDate: "2032-01-10",
    });
    // A page at a time, the total in its header.
    const first = await call(
      "GET",
      `/api/staff/reminders?userId=${s.user._id}&limit=1`,
      staff.token,
    );
    expect(first.json<unknown[]>()).toHaveLength(1);
    expect(first.headers["x-total-count"]).toBe("2");
    const second = await call(
      "GET",
      `/api/staff/reminders?userId=${s.user._id}&limit=1&page=2`,
      staff.token,
    );
    expect(second.json<FeeReminder[]>().map((r) => r.id)).not.toEqual(
      first.json<FeeReminder[]>().map((r) => r.id),
    );
    const failed = await call(
      "GET",
      `/api/staff/reminders?userId=${s.user._id}&status=failed`,
      staff.token,
    );
    expect(failed.json<unknown[]>()).toEqual([]);
    expect((await call("GET", "/api/staff/reminders", s.user.token)).statusCode).toBe(403);
    expect((await call("GET", "/api/staff/reminders")).statusCode).toBe(401);
    expect((await call("GET", "/api/staff/reminders?status=lost", staff.token)).statusCode).toBe(
      400,
    );
    expect(
      (await call("GET", "/api/staff/reminders?userId=no-such-student", staff.token)).statusCode,
    ).toBe(404);
  });
});

describe("POST /api/staff/reminders/run", () => {
  it("sends the reminders due today at once, each once, none of a paid instalment; staff only", async () => {
    const inThreeDays = addDays(indiaDay(), 3);
    const owing = await student([inThreeDays]);
    const paid = await student([inThreeDays]);
    const desk = await call("POST", "/api/staff/payments", staff.token, {
      for: { instalment: paid.ids[0] },
      amountPaise: 300_000,
      method: "cash",
    });
    expect(desk.statusCode, desk.body).toBe(201);

    const res = await call("POST", "/api/staff/reminders/run", staff.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ReminderRun>().sent).toBeGreaterThanOrEqual(2);
    expect(mailsTo(owing.user).map((mail) => mail.subject)).toEqual([
      `Fee reminder: ₹3,000.00 due on ${inThreeDays.split("-").reverse().join("/")}`,
    ]);
    expect(messagesTo(owing)).toHaveLength(1);
    expect(mailsTo(paid.user)).toEqual([]);
    expect(messagesTo(paid)).toEqual([]);

    // Pressed again, by an admin: nothing goes twice.
    const admin = await login(t.app, ADMIN.email, ADMIN.password);
    const again = await call("POST", "/api/staff/reminders/run", admin.token);
    expect(again.statusCode, again.body).toBe(200);
    expect(mailsTo(owing.user)).toHaveLength(1);
    expect(messagesTo(owing)).toHaveLength(1);

    expect((await call("POST", "/api/staff/reminders/run", owing.user.token)).statusCode).toBe(403);
    expect((await call("POST", "/api/staff/reminders/run")).statusCode).toBe(401);
  });

  it("answers 409 where reminders are not set up", async () => {
    const bare = await buildTestApp({ remindersTimer: false });
    try {
      const someone = await createUser(bare.app, "staff");
      const res = await bare.app.inject({
        method: "POST",
        url: "/api/staff/reminders/run",
        headers: auth(someone.token),
      });
      expect(res.statusCode, res.body).toBe(409);
    } finally {
      await bare.close();
    }
  });
});
