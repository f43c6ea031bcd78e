// The fee reminders as staff read them (docs/payments.md: fee reminders): when, to whom, for which
// instalment, which reminder, by mail or WhatsApp and how it went (a failure with its error), and
// the loading, empty and error states — in English and Bengali.
import type { FeeReminder } from "@app/shared/payments";
import { beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-client";
import { failQuery, loadLanguages, queryCache, renderScreen, textOf } from "@/test/render-screen";
import { duesSummaryQueryKey, remindersQueryKey } from "../api/money";
import { MoneyScreen } from "./money-screen";
import { RemindersList } from "./reminders-list";

beforeAll(loadLanguages);

const SENT: FeeReminder = {
  id: "r1",
  instalmentId: "i1",
  userId: "u1",
  studentName: "Rina Remindwell",
  course: "MERN stack",
  position: 2,
  dueDate: "2030-02-01",
  daysBeforeDue: 3,
  kind: "before",
  channel: "mail",
  day: "2030-01-29",
  status: "sent",
  attempts: 1,
  recipient: "rina@example.in",
  error: null,
  createdAt: "2030-01-29T04:30:00.000Z",
  updatedAt: "2030-01-29T04:30:01.000Z",
};

const FAILED: FeeReminder = {
  ...SENT,
  id: "r2",
  daysBeforeDue: -7,
  kind: "overdue",
  channel: "whatsapp",
  status: "failed",
  attempts: 3,
  recipient: "919876543210",
  error: "(#131026) Message undeliverable",
};

describe("the fee reminders list", () => {
  it("shows when, to whom, which instalment, the channel and how it went", () => {
    const client = queryCache();
    client.setQueryData(remindersQueryKey({}), { items: [SENT, FAILED], total: 2 });
    const markup = renderScreen(<RemindersList />, { client });
    const text = textOf(markup);
    expect(text).toContain("Rina Remindwell");
    expect(text.replace(/\s/g, "")).toContain("rina@example.in");
    expect(text).toContain("MERN stack, instalment 2");
    expect(text).toContain("Due 01/02/2030");
    expect(text).toContain("Before the due date");
    expect(text).toContain("After the due date");
    expect(text).toContain("Email");
    expect(text).toContain("+919876543210");
    expect(text).toContain("WhatsApp");
    expect(text).toContain("Sent");
    expect(text).toContain("Not sent");
    expect(text).toContain("(#131026) Message undeliverable");
    // A student's name shows only their reminders.
    expect(markup).toContain('href="/staff/money/reminders?userId=u1"');
    const bengali = textOf(renderScreen(<RemindersList />, { client, language: "bn" }));
    expect(bengali).toContain("MERN stack, ২ নম্বর কিস্তি");
    expect(bengali).toContain("ইমেল");
    expect(bengali).toContain("পাঠানো যায়নি");
  });

  it("says when none was sent yet, and when the list could not load", async () => {
    const client = queryCache();
    client.setQueryData(remindersQueryKey({}), { items: [], total: 0 });
    expect(textOf(renderScreen(<RemindersList />, { client }))).toContain("No reminders sent yet");
    const failing = queryCache();
    await failQuery(
      failing,
      remindersQueryKey({}),
      new ApiError("The server is not answering", 503),
    );
    expect(textOf(renderScreen(<RemindersList />, { client: failing }))).toContain(
      "Could not load the reminders The server is not answering",
    );
    expect(textOf(renderScreen(<RemindersList />, { client: queryCache() }))).toContain(
      "Loading the reminders",
    );
  });

  it("is linked from the money screen", () => {
    const client = queryCache();
    client.setQueryData(duesSummaryQueryKey({}), {
      today: "2030-02-10",
      outstanding: { paise: 0, instalments: 0, students: 0 },
      overdue: { paise: 0, instalments: 0, students: 0 },
    });
    const markup = renderScreen(<MoneyScreen />, { client });
    expect(markup).toMatch(/<a[^>]*href="\/staff\/money\/reminders"[^>]*>Fee reminders sent/);
  });
});
