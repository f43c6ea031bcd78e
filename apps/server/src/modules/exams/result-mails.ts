// The result mail of the test series (decision 048): once a test's results are visible to its
// students (results_at passed, or null: at once) and, when the test publishes ranks at a time, its
// ranks too, each submitted attempt's student gets one mail in their account's language: the
// test, the score out of the maximum, the marks of each section, the rank and percentile, and the
// link to the test's page, where the result is. What it says is what the result screen shows
// (the service's studentResult), never a count of its own. Every server process runs it on a
// timer; an attempt is claimed by setting its result_mailed_at while it is null (a conditional
// update) before the mail goes, so a rerun or another process sends nothing. Off without SMTP.
// WhatsApp (decision 064): when the Cloud API is set up, the same result goes as a template
// message to the mobile of a student who agreed to results on WhatsApp (a consent of its own,
// apart from fee reminders'), once per attempt, claimed the same way on its own column; what
// happened (the message's id, or why none was sent) stays with the attempt.
import type { Language } from "@app/shared/i18n";
import type { LocalizedText } from "@app/shared/localized-text";
import { textIn } from "@app/shared/localized-text";
import type { AttemptResult } from "@app/shared/test-series";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { type Message, readerLanguage, siteLink, translate } from "../../lib/i18n";
import type { MailService } from "../mail/mail.service";
import { whatsAppNumber } from "../payments/reminders";
import type { WhatsApp } from "../payments/whatsapp";
import { createTestSeriesService } from "./test-series.service";

/** How often each process looks for results to mail (a result published now goes within it). */
export const RESULT_MAILS_EVERY_MS = 60_000;
/** Attempts read at a time. */
const PAGE = 100;
/**
 * A result goes on WhatsApp only for an attempt submitted within this many days: turning WhatsApp
 * on sends nothing about tests taken long before.
 */
export const WHATSAPP_RESULT_DAYS = 30;
/** The template language of a reader's language: Meta's codes for English and Bengali. */
const TEMPLATE_LANGUAGE: Record<Language, string> = { en: "en", bn: "bn" };
const SCORE = /*i18n*/ {
  id: "exams.resultWhatsapp.score",
  message: "{score, number} of {max, number}",
};

const GREETING = /*i18n*/ { id: "mail.greeting", message: "Hello {name}," };
const SUBJECT = /*i18n*/ {
  id: "exams.resultMail.subject",
  message: "Your result in {test}: {score, number} of {max, number}",
};
const PUBLISHED = /*i18n*/ {
  id: "exams.resultMail.published",
  message: "The result of {test} is published. You scored {score, number} of {max, number}.",
};
const SECTION = /*i18n*/ {
  id: "exams.resultMail.section",
  message: "{section}: {score, number} of {max, number}",
};
const RANK = /*i18n*/ {
  id: "exams.resultMail.rank",
  message: "Your rank is {rank, number} of {candidates, number}; percentile {percentile, number}.",
};
const LINK = /*i18n*/ {
  id: "exams.resultMail.link",
  message: "See your result on the site: {link}",
};

/** The attempt's result page in the web app (/tests/attempts/:id, decision 051). */
export const resultLink = (
  publicUrl: string,
  attemptId: string,
  language: Language = "en",
): string => siteLink(publicUrl, `/tests/attempts/${encodeURIComponent(attemptId)}`, language);

export type ResultMailsDeps = {
  db: Kysely<Database>;
  publicUrl: string;
  /** Unset when SMTP is not configured: no result mails. */
  mail?: Pick<MailService, "send">;
  /** Unset unless WhatsApp's Cloud API is set up: no results on WhatsApp. */
  whatsapp?: { client: Pick<WhatsApp, "sendTemplate">; template: string };
  log?: { warn: (obj: object, msg: string) => void };
};

type Outcome = { sent: number; failed: number };
/** What a run did on WhatsApp; skipped: no consent or no mobile number to send to. */
export type WhatsAppOutcome = { sent: number; failed: number; skipped: number };

export function createResultMailsService({ db, publicUrl, mail, whatsapp, log }: ResultMailsDeps) {
  const tests = createTestSeriesService(db);

  /** The mail of one attempt's result, in its reader's language and digits. */
  function compose(
    result: AttemptResult,
    reader: { name: string; locale: string | null; latin_digits: number },
  ) {
    const language = readerLanguage({ locale: reader.locale });
    const say = (message: Message) => translate(language, message, reader.latin_digits === 1);
    const title = (text: LocalizedText) => textIn(text, language);
    const test = title(result.title);
    const score = { test, score: result.score ?? 0, max: result.maxScore ?? 0 };
    const lines = [say({ ...GREETING, values: { name: reader.name } }), ""];
    lines.push(say({ ...PUBLISHED, values: score }));
    for (const section of result.sections)
      lines.push(
        say({
          ...SECTION,
          values: {
            section: title(section.title),
            score: section.score ?? 0,
            max: section.maxScore,
          },
        }),
      );
    if (result.rank !== null)
      lines.push(
        "",
        say({
          ...RANK,
          values: {
            rank: result.rank,
            candidates: result.candidates ?? 0,
            percentile: result.percentile ?? 0,
          },
        }),
      );
    lines.push("", say({ ...LINK, values: { link: resultLink(publicUrl, result.id, language) } }));
    return { subject: say({ ...SUBJECT, values: score }), text: lines.join("\n") };
  }

  /** Mails one claimed attempt; a result not visible after all (staff moved the time) unclaims it. */
  async function deliver(
    attemptId: string,
    claimedAt: string,
    reader: { email: string; name: string; locale: string | null; latin_digits: number },
    outcome: Outcome,
  ): Promise<void> {
    if (!mail) return;
    const result = await tests.studentResult(attemptId);
    if (result.score === null) {
      await db
        .updateTable("exam_attempts")
        .set({ result_mailed_at: null })
        .where("id", "=", attemptId)
        .where("result_mailed_at", "=", claimedAt)
        .execute();
      return;
    }
    const outbox = await mail.send({ to: reader.email, ...compose(result, reader) });
    if (outbox.state === "sent") outcome.sent += 1;
    else {
      // The outbox keeps the failure for staff to see; the mail is not tried again.
      outcome.failed += 1;
      log?.warn({ attemptId, outboxId: outbox._id, error: outbox.error }, "result mail failed");
    }
  }

  /** An attempt due to be told, with its student. */
  type DueAttempt = {
    id: string;
    user_id: string;
    email: string;
    name: string;
    locale: string | null;
    latin_digits: number;
  };

  /** Records what became of an attempt's WhatsApp message. */
  const recordWhatsApp = (attemptId: string, outcome: { id?: string; error?: string }) =>
    db
      .updateTable("exam_attempts")
      .set({
        result_whatsapp_id: outcome.id ?? null,
        result_whatsapp_error: outcome.error?.slice(0, 1000) ?? null,
      })
      .where("id", "=", attemptId)
      .execute();

  /** Sends one claimed attempt's result on WhatsApp, if its student agreed and has a number. */
  async function deliverWhatsApp(
    row: { id: string; user_id: string; name: string; locale: string | null; latin_digits: number },
    claimedAt: string,
    outcome: WhatsAppOutcome,
  ): Promise<void> {
    if (!whatsapp) return;
    const admissions = await db
      .selectFrom("admissions")
      .select(["mobile", "whatsapp_results_consent"])
      .where("user_id", "=", row.user_id)
      .where("status", "!=", "rejected")
      .orderBy("updated_at", "desc")
      .limit(5)
      .execute();
    const consented = admissions.filter((admission) => admission.whatsapp_results_consent === 1);
    const to = consented.map((admission) => whatsAppNumber(admission.mobile)).find(Boolean);
    if (!to) {
      outcome.skipped += 1;
      await recordWhatsApp(row.id, {
        error: consented.length === 0 ? "no consent to results on WhatsApp" : "no mobile number",
      });
      return;
    }
    const result = await tests.studentResult(row.id);
    if (result.score === null) {
      await db
        .updateTable("exam_attempts")
        .set({ result_whatsapp_at: null })
        .where("id", "=", row.id)
        .where("result_whatsapp_at", "=", claimedAt)
        .execute();
      return;
    }
    const language = readerLanguage({ locale: row.locale });
    const say = (message: Message) => translate(language, message, row.latin_digits === 1);
    try {
      const id = await whatsapp.client.sendTemplate({
        to,
        name: whatsapp.template,
        language: TEMPLATE_LANGUAGE[language],
        // The template's {{1}} to {{4}}: whom, which test, the score, where the result is.
        parameters: [
          row.name,
          textIn(result.title, language),
          say({ ...SCORE, values: { score: result.score, max: result.maxScore ?? 0 } }),
          resultLink(publicUrl, result.id, language),
        ],
      });
      outcome.sent += 1;
      await recordWhatsApp(row.id, { id });
    } catch (error) {
      // Kept with the attempt for staff to see; not tried again (as the mail).
      outcome.failed += 1;
      const reason = error instanceof Error ? error.message : String(error);
      log?.warn({ attemptId: row.id, reason }, "result WhatsApp message not sent");
      await recordWhatsApp(row.id, { error: reason });
    }
  }

  /**
   * Each submitted attempt whose result and ranks are visible at `at` and whose `column` is still
   * unset (submitted from `since` on, when given), a page at a time by id. Each is claimed by
   * setting `column` to `at` while it is unset (another run or process has it otherwise), then
   * handed to `send`.
   */
  async function claimEachDue(
    column: "result_mailed_at" | "result_whatsapp_at",
    at: string,
    since: string | undefined,
    send: (row: DueAttempt) => Promise<void>,
  ): Promise<void> {
    let after = "";
    for (;;) {
      let query = db
        .selectFrom("exam_attempts as a")
        .innerJoin("exam_tests as t", "t.id", "a.test_id")
        .innerJoin("users as u", "u.id", "a.user_id")
        .select(["a.id", "a.user_id", "u.email", "u.name", "u.locale", "u.latin_digits"])
        .where("a.status", "=", "submitted")
        .where(`a.${column}`, "is", null)
        .where("t.published", "=", 1)
        .where((eb) => eb.or([eb("t.results_at", "is", null), eb("t.results_at", "<=", at)]))
        .where((eb) => eb.or([eb("t.ranks_at", "is", null), eb("t.ranks_at", "<=", at)]));
      if (since !== undefined) query = query.where("a.submitted_at", ">=", since);
      const due = await query.where("a.id", ">", after).orderBy("a.id").limit(PAGE).execute();
      for (const row of due) {
        const claim = await db
          .updateTable("exam_attempts")
          .set(
            column === "result_mailed_at" ? { result_mailed_at: at } : { result_whatsapp_at: at },
          )
          .where("id", "=", row.id)
          .where(column, "is", null)
          .executeTakeFirst();
        if (Number(claim.numUpdatedRows) !== 1) continue;
        await send(row);
      }
      if (due.length < PAGE) return;
      after = due[due.length - 1]?.id ?? after;
    }
  }

  return {
    /** Whether this process mails results (SMTP is configured) or sends them on WhatsApp. */
    enabled: mail !== undefined || whatsapp !== undefined,

    /**
     * Sends on WhatsApp each submitted attempt whose result and ranks are visible at `now`, once:
     * to its student's mobile when they agreed to results on WhatsApp, otherwise recorded as
     * skipped. Nothing without WhatsApp set up.
     */
    async runWhatsApp(now = new Date()): Promise<WhatsAppOutcome> {
      const outcome: WhatsAppOutcome = { sent: 0, failed: 0, skipped: 0 };
      if (!whatsapp) return outcome;
      await tests.finishOverdue({});
      const at = now.toISOString();
      const since = new Date(now.getTime() - WHATSAPP_RESULT_DAYS * 86_400_000).toISOString();
      await claimEachDue("result_whatsapp_at", at, since, async (row) => {
        try {
          await deliverWhatsApp(row, at, outcome);
        } catch (error) {
          outcome.failed += 1;
          log?.warn({ attemptId: row.id, err: error }, "result WhatsApp message failed");
        }
      });
      return outcome;
    },

    /**
     * Ends the attempts past their deadline (as reading them does), then mails each submitted
     * attempt whose result and ranks are visible at `now` and was not mailed yet.
     */
    async run(now = new Date()): Promise<Outcome> {
      const outcome: Outcome = { sent: 0, failed: 0 };
      if (!mail) return outcome;
      await tests.finishOverdue({});
      const at = now.toISOString();
      await claimEachDue("result_mailed_at", at, undefined, async (row) => {
        try {
          await deliver(row.id, at, row, outcome);
        } catch (error) {
          outcome.failed += 1;
          log?.warn({ attemptId: row.id, err: error }, "result mail failed");
        }
      });
      return outcome;
    },
  };
}

export type ResultMailsService = ReturnType<typeof createResultMailsService>;
