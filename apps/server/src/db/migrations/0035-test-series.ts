// Tests built from the question bank and the attempts students make at them (decision 048):
// a test keeps its sections (fixed questions and random draws, each with its marking) as JSON;
// an attempt keeps the questions it drew, the version each showed, the option order and the
// answer, so a reload resumes it and a later edit of a question changes nothing it showed.
import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";

export const testSeries: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("exam_tests")
      .addColumn("id", "varchar(64)", (col) => col.primaryKey())
      .addColumn("title_en", "varchar(200)", (col) => col.notNull().defaultTo(""))
      .addColumn("title_bn", "varchar(200)", (col) => col.notNull().defaultTo(""))
      .addColumn("instructions_en", "text", (col) => col.notNull().defaultTo(""))
      .addColumn("instructions_bn", "text", (col) => col.notNull().defaultTo(""))
      // Students see only a published test.
      .addColumn("published", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("duration_minutes", "integer", (col) => col.notNull())
      .addColumn("opens_at", "varchar(32)")
      .addColumn("closes_at", "varchar(32)")
      .addColumn("shuffle_questions", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("shuffle_options", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("max_attempts", "integer", (col) => col.notNull().defaultTo(1))
      // "everyone" (signed in) or "batches" (the students of batch_ids).
      .addColumn("audience", "varchar(16)", (col) => col.notNull().defaultTo("everyone"))
      .addColumn("batch_ids", "text", (col) => col.notNull().defaultTo("[]"))
      // [{title:{en,bn}, marking:{correct,wrong,unanswered}, questionIds:[], draws:[{categoryId,count}]}]
      .addColumn("sections", "text", (col) => col.notNull())
      .addColumn("results_at", "varchar(32)")
      .addColumn("ranks_at", "varchar(32)")
      .addColumn("solutions_at", "varchar(32)")
      .addColumn("created_by", "varchar(64)", (col) =>
        col.references("users.id").onDelete("set null"),
      )
      .addColumn("created_at", "varchar(32)", (col) => col.notNull())
      .addColumn("updated_at", "varchar(32)", (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex("exam_tests_created_idx")
      .on("exam_tests")
      .columns(["created_at", "id"])
      .execute();
    await db.schema
      .createIndex("exam_tests_published_idx")
      .on("exam_tests")
      .columns(["published", "opens_at", "id"])
      .execute();

    await db.schema
      .createTable("exam_attempts")
      .addColumn("id", "varchar(64)", (col) => col.primaryKey())
      .addColumn("test_id", "varchar(64)", (col) => col.notNull().references("exam_tests.id"))
      .addColumn("user_id", "varchar(64)", (col) =>
        col.notNull().references("users.id").onDelete("cascade"),
      )
      .addColumn("number", "integer", (col) => col.notNull())
      // "running" or "submitted".
      .addColumn("status", "varchar(16)", (col) => col.notNull())
      .addColumn("started_at", "varchar(32)", (col) => col.notNull())
      .addColumn("deadline", "varchar(32)", (col) => col.notNull())
      .addColumn("submitted_at", "varchar(32)")
      .addColumn("score", "double precision")
      .addColumn("max_score", "double precision")
      // [{score, max}] per section, once scored.
      .addColumn("section_scores", "text")
      // 1 for the candidate's first finished attempt: the one ranks count.
      .addColumn("counted", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("focus_losses", "integer", (col) => col.notNull().defaultTo(0))
      .execute();
    // One running attempt per student per test, kept by the database on both engines.
    await db.schema
      .createIndex("exam_attempts_running_idx")
      .on("exam_attempts")
      .columns(["test_id", "user_id"])
      .unique()
      .where(sql.ref("status"), "=", "running")
      .execute();
    await db.schema
      .createIndex("exam_attempts_user_idx")
      .on("exam_attempts")
      .columns(["user_id", "test_id", "number"])
      .execute();
    await db.schema
      .createIndex("exam_attempts_rank_idx")
      .on("exam_attempts")
      .columns(["test_id", "counted", "score"])
      .execute();

    await db.schema
      .createTable("exam_attempt_items")
      .addColumn("attempt_id", "varchar(64)", (col) =>
        col.notNull().references("exam_attempts.id").onDelete("cascade"),
      )
      .addColumn("question_id", "varchar(64)", (col) => col.notNull().references("questions.id"))
      .addColumn("position", "integer", (col) => col.notNull())
      .addColumn("section", "integer", (col) => col.notNull())
      // The version shown: later edits of the question change nothing here.
      .addColumn("version_id", "varchar(64)", (col) =>
        col.notNull().references("question_versions.id"),
      )
      // The version's option indexes in the order shown, e.g. [2,0,3,1].
      .addColumn("option_order", "text", (col) => col.notNull())
      // {"options":[1]} or {"value":3.5}; null while unanswered.
      .addColumn("answer", "text")
      .addColumn("marked", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("visited", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("seconds", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("marks", "double precision")
      .addColumn("saved_at", "varchar(32)")
      .addPrimaryKeyConstraint("exam_attempt_items_pk", ["attempt_id", "question_id"])
      .execute();
    await db.schema
      .createIndex("exam_attempt_items_question_idx")
      .on("exam_attempt_items")
      .columns(["question_id"])
      .execute();
  },
};
