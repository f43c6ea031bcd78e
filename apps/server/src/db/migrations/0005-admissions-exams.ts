// Admissions and tests (docs/product.md): admissions, the old-student records, teacher photos, quiz results and entrance-test
// attempts. The old students themselves are loaded from the shipped CSV at start-up (not here),
// so the data file can be read from wherever the server runs.
import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";

export const admissionsExams: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("admissions")
      .addColumn("id", "varchar(64)", (col) => col.primaryKey())
      .addColumn("user_id", "varchar(64)", (col) =>
        col.notNull().references("users.id").onDelete("cascade"),
      )
      // Copied from the account when the form is sent: the record keeps what was applied with.
      .addColumn("name", "varchar(200)", (col) => col.notNull())
      .addColumn("email", "varchar(254)", (col) => col.notNull())
      .addColumn("address", "varchar(500)", (col) => col.notNull())
      .addColumn("gender", "varchar(16)", (col) => col.notNull())
      .addColumn("classes", "integer")
      .addColumn("pin", "varchar(6)", (col) => col.notNull())
      .addColumn("course", "varchar(32)", (col) => col.notNull().references("courses.code"))
      .addColumn("mobile", "varchar(10)", (col) => col.notNull())
      .addColumn("status", "varchar(16)", (col) => col.notNull())
      .addColumn("created_at", "varchar(32)", (col) => col.notNull())
      .addColumn("updated_at", "varchar(32)", (col) => col.notNull())
      .execute();
    // One open admission per user: two racing submissions cannot both land. Raw SQL because
    // PostgreSQL refuses bound parameters in an index definition.
    await sql`create unique index admissions_one_open on admissions (user_id) where status <> 'rejected'`.execute(
      db,
    );
    await db.schema.createIndex("admissions_user_id").on("admissions").column("user_id").execute();

    await db.schema
      .createTable("old_students")
      .addColumn("id", "varchar(64)", (col) => col.primaryKey())
      // The CSV's row order, which the list keeps.
      .addColumn("position", "integer", (col) => col.notNull())
      .addColumn("student_name", "varchar(200)", (col) => col.notNull())
      .addColumn("class", "varchar(32)", (col) => col.notNull())
      .addColumn("address", "varchar(500)", (col) => col.notNull())
      .addColumn("phone", "varchar(32)", (col) => col.notNull())
      .execute();

    await db.schema
      .createTable("teacher_photos")
      .addColumn("id", "varchar(64)", (col) => col.primaryKey())
      .addColumn("name", "varchar(200)", (col) => col.notNull())
      .addColumn("birthdate", "varchar(10)", (col) => col.notNull())
      .addColumn("image_file", "varchar(64)", (col) => col.notNull())
      .addColumn("created_at", "varchar(32)", (col) => col.notNull())
      .execute();

    // One result per user (unique): the first submission is final.
    await db.schema
      .createTable("quiz_results")
      .addColumn("id", "varchar(64)", (col) => col.primaryKey())
      .addColumn("user_id", "varchar(64)", (col) =>
        col.notNull().unique().references("users.id").onDelete("cascade"),
      )
      .addColumn("name", "varchar(200)", (col) => col.notNull())
      .addColumn("email", "varchar(254)", (col) => col.notNull())
      // JSON of {one..five: option id}; only the ones answered.
      .addColumn("answers", "text", (col) => col.notNull())
      .addColumn("marks", "integer", (col) => col.notNull())
      .addColumn("created_at", "varchar(32)", (col) => col.notNull())
      .execute();

    // One attempt per user (unique). `deadline` is fixed when the attempt starts, so a changed
    // time limit never moves a running attempt's end.
    await db.schema
      .createTable("entrance_attempts")
      .addColumn("id", "varchar(64)", (col) => col.primaryKey())
      .addColumn("user_id", "varchar(64)", (col) =>
        col.notNull().unique().references("users.id").onDelete("cascade"),
      )
      .addColumn("name", "varchar(200)", (col) => col.notNull())
      .addColumn("email", "varchar(254)", (col) => col.notNull())
      .addColumn("started_at", "varchar(32)", (col) => col.notNull())
      .addColumn("deadline", "varchar(32)")
      .addColumn("submitted_at", "varchar(32)")
      .addColumn("answers", "text")
      .addColumn("score", "integer")
      // 0/1: closed without counted answers (time ran out).
      .addColumn("expired", "integer", (col) => col.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("entrance_attempts").execute();
    await db.schema.dropTable("quiz_results").execute();
    await db.schema.dropTable("teacher_photos").execute();
    await db.schema.dropTable("old_students").execute();
    await db.schema.dropTable("admissions").execute();
  },
};
