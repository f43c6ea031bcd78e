// The result mail of the test series (decision 048): each attempt records when its result was
// mailed. A process claims an attempt by setting it while it is still null (a conditional update),
// so a rerun, or another server process, finds it set and sends nothing. Attempts whose results
// were already visible before this column existed are marked as mailed: nobody gets a mail about
// a test taken long ago the day this migration runs.
import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";

export const resultMails: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("exam_attempts")
      .addColumn("result_mailed_at", "varchar(32)")
      .execute();
    const now = new Date().toISOString();
    await sql`update exam_attempts set result_mailed_at = ${now}
      where status = 'submitted'
        and test_id in (select id from exam_tests where results_at is null or results_at <= ${now})`.execute(
      db,
    );
    // The job's question, "submitted and not mailed yet", answered from a small index.
    await db.schema
      .createIndex("exam_attempts_unmailed_idx")
      .on("exam_attempts")
      .columns(["status", "result_mailed_at"])
      .execute();
  },
};
