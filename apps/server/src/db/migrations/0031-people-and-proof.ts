// The people and the proof the home page shows, kept by staff in both languages (decision 043):
// teachers with a photo, students' results (shown only with their consent), testimonials, and
// gallery photos; and a course's picture on its card.
import type { CreateTableBuilder, Kysely } from "kysely";
import type { Migration } from "kysely/migration";

type Table = CreateTableBuilder<string, string>;

/** Adds `<name>_en`, `<name>_bn` text columns ('' while a translation waits). */
function texts(table: Table, names: string[]): Table {
  let result = table;
  for (const name of names) {
    result = result
      .addColumn(`${name}_en`, "text", (col) => col.notNull().defaultTo(""))
      .addColumn(`${name}_bn`, "text", (col) => col.notNull().defaultTo(""));
  }
  return result;
}

export const peopleAndProof: Migration = {
  async up(db: Kysely<unknown>) {
    await texts(
      db.schema
        .createTable("teachers")
        .addColumn("id", "varchar(64)", (col) => col.primaryKey())
        .addColumn("position", "integer", (col) => col.notNull()),
      ["name", "subjects", "qualifications", "bio"],
    )
      // The file name of its photo under DATA_DIR/uploads/teachers (teacher-photo-storage.ts).
      .addColumn("photo", "varchar(200)")
      .addColumn("published", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("created_at", "varchar(32)", (col) => col.notNull())
      .addColumn("updated_at", "varchar(32)", (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex("teachers_position_idx")
      .on("teachers")
      .columns(["published", "position", "id"])
      .execute();

    await texts(
      db.schema
        .createTable("results")
        .addColumn("id", "varchar(64)", (col) => col.primaryKey())
        .addColumn("year", "integer", (col) => col.notNull()),
      ["student_name", "exam", "achievement"],
    )
      .addColumn("photo", "varchar(200)")
      // The student's (or their guardian's) consent to be shown: the day it was given, and who
      // recorded it. Without it a result is never shown publicly.
      .addColumn("consent", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("consent_date", "varchar(10)")
      .addColumn("consent_recorded_by", "varchar(64)", (col) =>
        col.references("users.id").onDelete("set null"),
      )
      .addColumn("consent_recorded_by_name", "varchar(200)")
      .addColumn("published", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("created_at", "varchar(32)", (col) => col.notNull())
      .addColumn("updated_at", "varchar(32)", (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex("results_public_idx")
      .on("results")
      .columns(["published", "consent", "year", "id"])
      .execute();

    await texts(
      db.schema
        .createTable("testimonials")
        .addColumn("id", "varchar(64)", (col) => col.primaryKey())
        .addColumn("role", "varchar(16)", (col) => col.notNull()),
      ["author", "text"],
    )
      .addColumn("course", "varchar(64)")
      .addColumn("published", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("created_at", "varchar(32)", (col) => col.notNull())
      .addColumn("updated_at", "varchar(32)", (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex("testimonials_public_idx")
      .on("testimonials")
      .columns(["published", "id"])
      .execute();

    await texts(
      db.schema
        .createTable("gallery_photos")
        .addColumn("id", "varchar(64)", (col) => col.primaryKey())
        .addColumn("photo", "varchar(200)", (col) => col.notNull()),
      ["caption"],
    )
      .addColumn("published", "integer", (col) => col.notNull().defaultTo(1))
      .addColumn("created_at", "varchar(32)", (col) => col.notNull())
      .addColumn("updated_at", "varchar(32)", (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex("gallery_photos_public_idx")
      .on("gallery_photos")
      .columns(["published", "id"])
      .execute();

    // A course's picture on its card, under DATA_DIR/uploads/courses.
    await db.schema.alterTable("courses").addColumn("photo", "varchar(200)").execute();
  },
};
