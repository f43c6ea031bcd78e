// Fee reminders (docs/payments.md): a mail, and a WhatsApp message when the Cloud API is set up,
// so many days before an instalment falls due, on the day and after (REMINDER_DAYS), never once it
// is paid. Every server process runs them on a timer; each reminder is recorded in fee_reminders
// under a unique key (instalment, days, channel) before it is sent, so a rerun or another process
// finds it there and sends nothing. What is owed is read as everywhere else (debts.ts): an
// instalment not replaced whose paid_paise is short of its amount, read again right before sending.
// A reminder whose day passed while no server ran is sent by the next run, a few days late at
// most, when no later reminder of the instalment has come due since (REMINDER_CATCH_UP_DAYS).
import { formatCalendarDate, formatRupeesFromPaise } from "@app/shared/format";
import { intlLocale, type Language } from "@app/shared/i18n";
import { instituteIn } from "@app/shared/institute";
import {
  type FeeReminder,
  type ReminderKind,
  type ReminderListQuery,
  reminderKindOf,
} from "@app/shared/payments";
import type { Kysely, Selectable } from "kysely";
import type { Database, FeeRemindersTable } from "../../db/schema";
import { addDays, indiaDay } from "../../lib/days";
import { NotFoundError } from "../../lib/errors";
import { type Message, readerLanguage, siteLink, translate } from "../../lib/i18n";
import { newId, nowIso } from "../../lib/ids";
import { mapPage, type Paged, readPage } from "../../lib/paging";
import { createInstituteService } from "../institute/institute.service";
import type { MailService } from "../mail/mail.service";
import { findDebt } from "./debts";
import { FILTER_NOT_FOUND } from "./enrolments.service";
import type { WhatsApp } from "./whatsapp";

type Db = Kysely<Database>;
type ReminderRow = Selectable<FeeRemindersTable>;
type Channel = ReminderRow["channel"];
type Status = ReminderRow["status"];
type Descriptor = Exclude<Message, string>;

/** How often each process looks for reminders to send. */
export const REMIND_EVERY_MS = 15 * 60_000;
/**
 * A reminder whose day passed while no server ran (stopped for a day, a weekend) is sent late, by
 * the first run after it, up to this many days after its day: the most recent reminder due only
 * (an older one it supersedes is not sent), once, and worded for the day it goes out.
 */
export const REMINDER_CATCH_UP_DAYS = 3;
/** A reminder that failed is sent again by the later runs of its day, this many times in all. */
export const REMINDER_ATTEMPTS = 3;
/** Instalments (or failed reminders) read at a time. */
const PAGE = 100;
const MAX_ERROR_LENGTH = 1000;

const GREETING = /*i18n*/ { id: "mail.greeting", message: "Hello {name}," };
const INSTALMENT = /*i18n*/ {
  id: "payments.reminder.instalment",
  message: "{course}, instalment {position, number} of {count, number}",
};
const SUBJECTS: Record<ReminderKind, Descriptor> = {
  before: /*i18n*/ {
    id: "payments.reminder.subject.before",
    message: "Fee reminder: {amount} due on {date}",
  },
  due: /*i18n*/ { id: "payments.reminder.subject.due", message: "Fee due today: {amount}" },
  overdue: /*i18n*/ {
    id: "payments.reminder.subject.overdue",
    message: "Fee overdue: {amount} was due on {date}",
  },
};
const BODIES: Record<ReminderKind, Descriptor> = {
  before: /*i18n*/ {
    id: "payments.reminder.body.before",
    message: "This is a reminder from {institute}: {amount} for {instalment} falls due on {date}.",
  },
  due: /*i18n*/ {
    id: "payments.reminder.body.due",
    message:
      "This is a reminder from {institute}: {amount} for {instalment} falls due today, {date}.",
  },
  overdue: /*i18n*/ {
    id: "payments.reminder.body.overdue",
    message:
      "This is a reminder from {institute}: {amount} for {instalment} was due on {date} and has not been paid yet.",
  },
};
const PAY = /*i18n*/ {
  id: "payments.reminder.payLink",
  message: "You can pay it at the institute's office, or online at {link}",
};
const PAID_MEANWHILE = /*i18n*/ {
  id: "payments.reminder.paidMeanwhile",
  message: "If you have paid it in the last few hours, thank you, and please ignore this mail.",
};

/** An error as a reminder records it, with its cause (fetch's "fetch failed" says little alone). */
function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message;
}

/** Where the student pays an instalment in the web app (routes/pay.tsx). */
export const payLink = (publicUrl: string, instalmentId: string, language: Language): string =>
  siteLink(publicUrl, `/pay?instalment=${encodeURIComponent(instalmentId)}`, language);

/** A mobile as admissions keep it (ten digits) as WhatsApp's E.164 digits; null if it is none. */
export function whatsAppNumber(mobile: string | null | undefined): string | null {
  const digits = (mobile ?? "").replace(/[\s-]/g, "").replace(/^\+?91(?=\d{10}$)/, "");
  return /^[6-9]\d{9}$/.test(digits) ? `91${digits}` : null;
}

/** The template language of a reader's language: Meta's codes for English and Bengali. */
const TEMPLATE_LANGUAGE: Record<Language, string> = { en: "en", bn: "bn" };

export type RemindersDeps = {
  db: Db;
  /** REMINDER_DAYS: 3 is three days before the due day, 0 the day, -7 a week after. */
  days: number[];
  publicUrl: string;
  /** Unset when SMTP is not configured: no reminder mails. */
  mail?: Pick<MailService, "send">;
  /** Unset unless the Cloud API's token and phone number id are set: no WhatsApp messages. */
  whatsapp?: { client: WhatsApp; templates: { due: string; overdue: string } };
  log?: { warn: (obj: object, msg: string) => void };
};

type Outcome = { sent: number; failed: number; skipped: number };
type Claimed = Pick<
  ReminderRow,
  "id" | "instalment_id" | "kind" | "channel" | "recipient" | "attempts"
>;

export function createRemindersService({
  db,
  days,
  publicUrl,
  mail,
  whatsapp,
  log,
}: RemindersDeps) {
  const channels: Channel[] = [
    ...(mail ? (["mail"] as const) : []),
    ...(whatsapp ? (["whatsapp"] as const) : []),
  ];
  const institute = createInstituteService(db);

  async function finish(
    id: string,
    status: Status,
    fields: { messageId?: string | null; error?: string | null } = {},
  ): Promise<Status> {
    await db
      .updateTable("fee_reminders")
      .set({
        status,
        message_id: fields.messageId ?? null,
        error: fields.error ? fields.error.slice(0, MAX_ERROR_LENGTH) : null,
        updated_at: nowIso(),
      })
      .where("id", "=", id)
      .execute();
    return status;
  }

  /** What the reminder says: the student, the course, which instalment, and in which language. */
  async function factsOf(instalmentId: string) {
    const row = await db
      .selectFrom("instalments")
      .innerJoin("enrolments", "enrolments.id", "instalments.enrolment_id")
      .innerJoin("admissions", "admissions.id", "enrolments.admission_id")
      .innerJoin("users", "users.id", "instalments.user_id")
      .leftJoin("courses", "courses.code", "enrolments.course")
      .select([
        "instalments.enrolment_id",
        "instalments.position",
        "instalments.due_date",
        "enrolments.course",
        "courses.name_en",
        "courses.name_bn",
        "admissions.name as student_name",
        "users.name as account_name",
        "users.locale",
        "users.latin_digits",
      ])
      .where("instalments.id", "=", instalmentId)
      .executeTakeFirst();
    if (!row) return undefined;
    const live = await db
      .selectFrom("instalments")
      .select((eb) => eb.fn.countAll<number | string | bigint>().as("count"))
      .where("enrolment_id", "=", row.enrolment_id)
      .where("replaced", "=", 0)
      .executeTakeFirst();
    return { ...row, count: Number(live?.count ?? 0) };
  }

  /**
   * Sends one claimed reminder, unless its instalment was paid meanwhile; records how it went.
   * A failure is recorded with its error (the outbox's, or Meta's answer).
   */
  async function deliver(reminder: Claimed): Promise<Status> {
    const debt = await findDebt(db, "instalment", reminder.instalment_id);
    const facts = await factsOf(reminder.instalment_id);
    if (!debt || !facts || !debt.payable || debt.duePaise <= 0) {
      return finish(reminder.id, "skipped", { error: "paid (or replaced) before it was sent" });
    }
    const language = readerLanguage({ locale: facts.locale });
    const latinDigits = facts.latin_digits === 1;
    const locale = intlLocale(language, latinDigits);
    const english = facts.name_en || facts.name_bn || facts.course;
    const values = {
      amount: formatRupeesFromPaise(debt.duePaise, locale),
      date: formatCalendarDate(facts.due_date, locale),
      instalment: {
        ...INSTALMENT,
        values: {
          course: language === "bn" ? facts.name_bn || english : english,
          position: facts.position,
          count: facts.count,
        },
      },
      link: payLink(publicUrl, reminder.instalment_id, language),
    };
    const say = (message: Message) => translate(language, message, latinDigits);
    const kind = reminder.kind;
    if (reminder.channel === "mail") {
      if (!mail) return finish(reminder.id, "failed", { error: "mail is not configured" });
      const name = instituteIn(await institute.get(), language).name;
      const outbox = await mail.send({
        to: reminder.recipient,
        subject: say({ ...SUBJECTS[kind], values }),
        text: [
          say({ ...GREETING, values: { name: facts.account_name } }),
          "",
          say({ ...BODIES[kind], values: { ...values, institute: name } }),
          "",
          say({ ...PAY, values }),
          "",
          say(PAID_MEANWHILE),
        ].join("\n"),
      });
      return outbox.state === "sent"
        ? finish(reminder.id, "sent", { messageId: outbox._id })
        : finish(reminder.id, "failed", { messageId: outbox._id, error: outbox.error });
    }
    if (!whatsapp) return finish(reminder.id, "failed", { error: "WhatsApp is not configured" });
    try {
      const messageId = await whatsapp.client.sendTemplate({
        to: reminder.recipient,
        name: kind === "overdue" ? whatsapp.templates.overdue : whatsapp.templates.due,
        language: TEMPLATE_LANGUAGE[language],
        // The templates' {{1}} to {{5}}: whom, what, how much, when, where to pay.
        parameters: [
          facts.student_name,
          say(values.instalment),
          values.amount,
          values.date,
          values.link,
        ],
      });
      return finish(reminder.id, "sent", { messageId });
    } catch (error) {
      const reason = reasonOf(error);
      log?.warn({ reminderId: reminder.id, reason }, "WhatsApp reminder not sent");
      return finish(reminder.id, "failed", { error: reason });
    }
  }

  /** Delivers, recording an unexpected error as the reminder's failure rather than losing it. */
  async function attempt(reminder: Claimed, outcome: Outcome): Promise<void> {
    let status: Status;
    try {
      status = await deliver(reminder);
    } catch (error) {
      const reason = reasonOf(error);
      log?.warn({ reminderId: reminder.id, reason }, "fee reminder failed");
      status = await finish(reminder.id, "failed", { error: reason });
    }
    if (status === "sent") outcome.sent += 1;
    else if (status === "failed") outcome.failed += 1;
    else if (status === "skipped") outcome.skipped += 1;
  }

  /**
   * The reminders of `today` that failed on an earlier run, sent again while they have attempts
   * left; each is claimed by a conditional update of its attempts, so only one process sends it.
   */
  async function retryFailed(today: string, outcome: Outcome): Promise<void> {
    let after = "";
    for (;;) {
      const failed = await db
        .selectFrom("fee_reminders")
        .select(["id", "instalment_id", "kind", "channel", "recipient", "attempts"])
        .where("status", "=", "failed")
        .where("day", "=", today)
        .where("attempts", "<", REMINDER_ATTEMPTS)
        .where("channel", "in", channels)
        .where("id", ">", after)
        .orderBy("id")
        .limit(PAGE)
        .execute();
      for (const reminder of failed) {
        const claim = await db
          .updateTable("fee_reminders")
          .set({ status: "sending", attempts: reminder.attempts + 1, updated_at: nowIso() })
          .where("id", "=", reminder.id)
          .where("status", "=", "failed")
          .where("attempts", "=", reminder.attempts)
          .executeTakeFirst();
        if (Number(claim.numUpdatedRows) !== 1) continue;
        await attempt({ ...reminder, attempts: reminder.attempts + 1 }, outcome);
      }
      if (failed.length < PAGE) return;
      after = failed[failed.length - 1]?.id ?? after;
    }
  }

  /**
   * The instalments still owed whose reminder `daysBefore` days before their due day fell `late`
   * days before `today` (0: today), with no reminder of that offset by `channel` yet, a page at a
   * time (by the due_date index); each is claimed by recording its reminder, then sent. One with
   * no mobile number, or whose student did not agree to WhatsApp reminders, records a skipped
   * WhatsApp.
   *
   * A late one (missed while no server ran) goes only while it is still the most recent reminder
   * due: not once the day of the next one (`nextDaysBefore`, the next smaller offset) has come,
   * and only for an instalment that already existed on its day (not one a plan change made
   * since). It is worded for today: a due-day reminder sent the day after says "overdue".
   */
  async function remind(
    today: string,
    daysBefore: number,
    nextDaysBefore: number | undefined,
    late: number,
    channel: Channel,
    outcome: Outcome,
  ): Promise<void> {
    if (late > 0 && nextDaysBefore !== undefined && daysBefore - late <= nextDaysBefore) return;
    const reminderDay = addDays(today, -late);
    const dueDay = addDays(reminderDay, daysBefore);
    const kind = reminderKindOf(daysBefore - late);
    // The end of the reminder's day in India: a late reminder's instalment existed before it.
    const existedBy = new Date(`${addDays(reminderDay, 1)}T00:00:00+05:30`).toISOString();
    let after = "";
    for (;;) {
      const owed = await db
        .selectFrom("instalments")
        .innerJoin("enrolments", "enrolments.id", "instalments.enrolment_id")
        .innerJoin("admissions", "admissions.id", "enrolments.admission_id")
        .innerJoin("users", "users.id", "instalments.user_id")
        .select([
          "instalments.id",
          "instalments.user_id",
          "users.email",
          "admissions.mobile",
          "admissions.whatsapp_consent",
        ])
        .where("instalments.due_date", "=", dueDay)
        .$if(late > 0, (query) => query.where("instalments.created_at", "<", existedBy))
        .where("instalments.replaced", "=", 0)
        .where((eb) => eb("instalments.paid_paise", "<", eb.ref("instalments.amount_paise")))
        .where("instalments.id", ">", after)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom("fee_reminders")
                .select("fee_reminders.id")
                .whereRef("fee_reminders.instalment_id", "=", "instalments.id")
                .where("fee_reminders.days_before_due", "=", daysBefore)
                .where("fee_reminders.channel", "=", channel),
            ),
          ),
        )
        .orderBy("instalments.id")
        .limit(PAGE)
        .execute();
      for (const instalment of owed) {
        // WhatsApp only to a student who agreed to it (the admission form asks; My fees withdraws).
        const consented = instalment.whatsapp_consent === 1;
        const number =
          channel === "whatsapp" && consented ? whatsAppNumber(instalment.mobile) : null;
        const recipient = channel === "mail" ? instalment.email : (number ?? "");
        const now = nowIso();
        const claimed = await db
          .insertInto("fee_reminders")
          .values({
            id: newId(),
            instalment_id: instalment.id,
            user_id: instalment.user_id,
            days_before_due: daysBefore,
            kind,
            channel,
            day: today,
            status: recipient ? "sending" : "skipped",
            recipient,
            error: recipient
              ? null
              : consented
                ? "no mobile number on the admission"
                : "no consent to WhatsApp reminders",
            created_at: now,
            updated_at: now,
          })
          .onConflict((conflict) =>
            conflict.columns(["instalment_id", "days_before_due", "channel"]).doNothing(),
          )
          .returning(["id", "attempts"])
          .executeTakeFirst();
        // Another run or process has it.
        if (!claimed) continue;
        if (!recipient) {
          outcome.skipped += 1;
          continue;
        }
        await attempt(
          { id: claimed.id, instalment_id: instalment.id, kind, channel, recipient, attempts: 1 },
          outcome,
        );
      }
      if (owed.length < PAGE) return;
      after = owed[owed.length - 1]?.id ?? after;
    }
  }

  type ListedRow = ReminderRow & {
    student_name: string;
    course: string;
    course_en: string | null;
    course_bn: string | null;
    position: number;
    due_date: string;
  };
  const toReminder = (row: ListedRow, language: Language): FeeReminder => ({
    id: row.id,
    instalmentId: row.instalment_id,
    userId: row.user_id,
    studentName: row.student_name,
    course:
      (language === "bn" ? row.course_bn || row.course_en : row.course_en || row.course_bn) ||
      row.course,
    position: row.position,
    dueDate: row.due_date,
    daysBeforeDue: row.days_before_due,
    kind: row.kind,
    channel: row.channel,
    day: row.day,
    status: row.status,
    attempts: row.attempts,
    recipient: row.recipient,
    error: row.error,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  });

  return {
    /** The channels reminders go by in this process (none: the timer has nothing to do). */
    channels,

    /**
     * Sends the reminders due at `now` (India's day): first the failed ones of the day again,
     * then, for each of REMINDER_DAYS and each channel, those not sent yet: today's, then those
     * missed on the last REMINDER_CATCH_UP_DAYS days that no later reminder supersedes.
     * `retry: false` (staff sending the due reminders now) leaves the failed ones to the timer, which
     * spaces their few attempts REMIND_EVERY_MS apart, so presses in a row do not spend them.
     */
    async run(now = new Date(), { retry = true }: { retry?: boolean } = {}): Promise<Outcome> {
      const outcome: Outcome = { sent: 0, failed: 0, skipped: 0 };
      if (channels.length === 0 || days.length === 0) return outcome;
      const today = indiaDay(now);
      if (retry) await retryFailed(today, outcome);
      for (const daysBefore of days) {
        const smaller = days.filter((offset) => offset < daysBefore);
        const next = smaller.length > 0 ? Math.max(...smaller) : undefined;
        for (let late = 0; late <= REMINDER_CATCH_UP_DAYS; late++) {
          for (const channel of channels) {
            await remind(today, daysBefore, next, late, channel, outcome);
          }
        }
      }
      return outcome;
    },

    /**
     * The reminders recorded, newest first, a page at a time (staff), each with its instalment's
     * course (in `language`), place and due day.
     */
    async list(query: ReminderListQuery, language: Language = "en"): Promise<Paged<FeeReminder>> {
      if (query.userId) {
        const user = await db
          .selectFrom("users")
          .select("id")
          .where("id", "=", query.userId)
          .executeTakeFirst();
        // A student who does not exist is "not found", not an empty list (as for dues).
        if (!user) throw new NotFoundError(FILTER_NOT_FOUND);
      }
      let select = db
        .selectFrom("fee_reminders")
        .innerJoin("instalments", "instalments.id", "fee_reminders.instalment_id")
        .innerJoin("enrolments", "enrolments.id", "instalments.enrolment_id")
        .innerJoin("admissions", "admissions.id", "enrolments.admission_id")
        .leftJoin("courses", "courses.code", "enrolments.course")
        .selectAll("fee_reminders")
        .select([
          "admissions.name as student_name",
          "enrolments.course",
          "courses.name_en as course_en",
          "courses.name_bn as course_bn",
          "instalments.position",
          "instalments.due_date",
        ]);
      if (query.userId) select = select.where("fee_reminders.user_id", "=", query.userId);
      if (query.status) select = select.where("fee_reminders.status", "=", query.status);
      if (query.channel) select = select.where("fee_reminders.channel", "=", query.channel);
      const direction = query.sort === "createdAt" ? "asc" : "desc";
      const page = await readPage(
        select
          .orderBy("fee_reminders.created_at", direction)
          .orderBy("fee_reminders.id", direction),
        query,
      );
      return mapPage(page, (row) => toReminder(row, language));
    },
  };
}

export type RemindersService = ReturnType<typeof createRemindersService>;
