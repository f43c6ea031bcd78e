// Courses become data staff keep (group, board, level, both languages, fee in paise with a plan,
// admission open or closed), with batches that take a seat per accepted admission. The five
// computer courses keep their codes, names, durations and fees; admissions may name a batch and a
// guardian.
import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";

/** Texts of the five seeded computer courses in both languages (their English names unchanged). */
const COMPUTER_COURSES: Record<
  string,
  {
    name_bn: string;
    description_en: string;
    description_bn: string;
    subjects_en: string;
    subjects_bn: string;
  }
> = {
  mern: {
    name_bn: "ফুলস্ট্যাক (MERN)",
    description_en: "Build complete web applications with MongoDB, Express, React and Node.js.",
    description_bn: "MongoDB, Express, React ও Node.js দিয়ে পূর্ণাঙ্গ ওয়েব অ্যাপ্লিকেশন তৈরি করা শিখুন।",
    subjects_en: "HTML, CSS, JavaScript, React, Node.js, MongoDB",
    subjects_bn: "HTML, CSS, জাভাস্ক্রিপ্ট, React, Node.js, MongoDB",
  },
  frontend: {
    name_bn: "ফ্রন্ট এন্ড",
    description_en: "Web pages that work on every screen, from HTML and CSS to React.",
    description_bn: "HTML ও CSS থেকে React পর্যন্ত, সব পর্দায় চলা ওয়েব পেজ তৈরি।",
    subjects_en: "HTML, CSS, JavaScript, React",
    subjects_bn: "HTML, CSS, জাভাস্ক্রিপ্ট, React",
  },
  backend: {
    name_bn: "ব্যাক এন্ড",
    description_en: "Servers, APIs and databases with Node.js and Express.",
    description_bn: "Node.js ও Express দিয়ে সার্ভার, API ও ডেটাবেস।",
    subjects_en: "Node.js, Express, MongoDB, SQL",
    subjects_bn: "Node.js, Express, MongoDB, SQL",
  },
  java: {
    name_bn: "কোর জাভা",
    description_en: "Programming in Java from the first program to objects and collections.",
    description_bn: "প্রথম প্রোগ্রাম থেকে অবজেক্ট ও কালেকশন পর্যন্ত জাভায় প্রোগ্রামিং।",
    subjects_en: "Java, object-oriented programming",
    subjects_bn: "জাভা, অবজেক্ট-ওরিয়েন্টেড প্রোগ্রামিং",
  },
  python: {
    name_bn: "কোর পাইথন",
    description_en: "Programming in Python for beginners, with practice every class.",
    description_bn: "নতুনদের জন্য পাইথনে প্রোগ্রামিং, প্রতি ক্লাসে অনুশীলন সহ।",
    subjects_en: "Python",
    subjects_bn: "পাইথন",
  },
};

export const coursesBatches: Migration = {
  async up(db: Kysely<unknown>) {
    const text = (name: string) =>
      db.schema
        .alterTable("courses")
        .addColumn(name, "text", (col) => col.notNull().defaultTo(""))
        .execute();
    // One column per statement: SQLite adds one at a time.
    await db.schema
      .alterTable("courses")
      .addColumn("course_group", "varchar(16)", (col) => col.notNull().defaultTo("computer"))
      .execute();
    await db.schema.alterTable("courses").addColumn("board", "varchar(16)").execute();
    await db.schema
      .alterTable("courses")
      .addColumn("level", "varchar(100)", (col) => col.notNull().defaultTo(""))
      .execute();
    for (const name of [
      "name_en",
      "name_bn",
      "description_en",
      "description_bn",
      "subjects_en",
      "subjects_bn",
    ]) {
      await text(name);
    }
    await db.schema
      .alterTable("courses")
      .addColumn("total_fee_paise", "integer", (col) => col.notNull().defaultTo(0))
      .execute();
    // {"kind":"once"} or {"kind":"instalments","instalments":[{amount,dueAfterMonths}, ...]}.
    await db.schema
      .alterTable("courses")
      .addColumn("fee_plan", "text", (col) => col.notNull().defaultTo('{"kind":"once"}'))
      .execute();
    await db.schema
      .alterTable("courses")
      .addColumn("admission_open", "integer", (col) => col.notNull().defaultTo(1))
      .execute();

    await sql`update courses set name_en = name, total_fee_paise = total_fee * 100`.execute(db);
    for (const [code, texts] of Object.entries(COMPUTER_COURSES)) {
      await sql`update courses set name_bn = ${texts.name_bn}, description_en = ${texts.description_en},
        description_bn = ${texts.description_bn}, subjects_en = ${texts.subjects_en},
        subjects_bn = ${texts.subjects_bn} where code = ${code}`.execute(db);
    }
    await db.schema.alterTable("courses").dropColumn("name").execute();
    await db.schema.alterTable("courses").dropColumn("total_fee").execute();
    await db.schema
      .createIndex("courses_group_idx")
      .on("courses")
      .columns(["course_group", "position"])
      .execute();

    await db.schema
      .createTable("batches")
      .addColumn("id", "varchar(64)", (col) => col.primaryKey())
      // No cascade: a course is deleted with its batches by the service, only when no admission
      // names it.
      .addColumn("course", "varchar(32)", (col) => col.notNull().references("courses.code"))
      .addColumn("name", "varchar(100)", (col) => col.notNull())
      .addColumn("start_date", "varchar(10)", (col) => col.notNull())
      // The weekdays it meets, e.g. "mon,wed,fri".
      .addColumn("days", "varchar(40)", (col) => col.notNull())
      .addColumn("start_time", "varchar(5)", (col) => col.notNull())
      .addColumn("end_time", "varchar(5)", (col) => col.notNull())
      .addColumn("teacher", "varchar(100)", (col) => col.notNull().defaultTo(""))
      .addColumn("room", "varchar(100)", (col) => col.notNull().defaultTo(""))
      .addColumn("online", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("seats", "integer", (col) => col.notNull())
      .addColumn("seats_taken", "integer", (col) => col.notNull().defaultTo(0))
      // The batch's own fee and plan; null: the course's.
      .addColumn("fee_total_paise", "integer")
      .addColumn("fee_plan", "text")
      .addColumn("created_at", "varchar(32)", (col) => col.notNull())
      .addColumn("updated_at", "varchar(32)", (col) => col.notNull())
      // The last line of defence: whatever the code does, a batch never holds more than its seats.
      .addCheckConstraint("batches_seats_check", sql`seats_taken >= 0 and seats_taken <= seats`)
      .execute();
    await db.schema
      .createIndex("batches_course_idx")
      .on("batches")
      .columns(["course", "start_date"])
      .execute();
    await db.schema.createIndex("batches_start_idx").on("batches").column("start_date").execute();

    await db.schema
      .alterTable("admissions")
      .addColumn("batch_id", "varchar(64)", (col) => col.references("batches.id"))
      .execute();
    // Whether the admission holds a seat of its batch (set on acceptance, cleared when it leaves it).
    await db.schema
      .alterTable("admissions")
      .addColumn("seat_held", "integer", (col) => col.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable("admissions")
      .addColumn("guardian_name", "varchar(200)", (col) => col.notNull().defaultTo(""))
      .execute();
    await db.schema
      .alterTable("admissions")
      .addColumn("guardian_phone", "varchar(16)", (col) => col.notNull().defaultTo(""))
      .execute();
    await db.schema
      .createIndex("admissions_batch_idx")
      .on("admissions")
      .columns(["batch_id", "status"])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex("admissions_batch_idx").execute();
    for (const name of ["guardian_phone", "guardian_name", "seat_held", "batch_id"]) {
      await db.schema.alterTable("admissions").dropColumn(name).execute();
    }
    await db.schema.dropTable("batches").execute();
    await db.schema.dropIndex("courses_group_idx").execute();
    await db.schema
      .alterTable("courses")
      .addColumn("name", "varchar(200)", (col) => col.notNull().defaultTo(""))
      .execute();
    await db.schema
      .alterTable("courses")
      .addColumn("total_fee", "integer", (col) => col.notNull().defaultTo(0))
      .execute();
    await sql`update courses set name = name_en, total_fee = total_fee_paise / 100`.execute(db);
    for (const name of [
      "admission_open",
      "fee_plan",
      "total_fee_paise",
      "subjects_bn",
      "subjects_en",
      "description_bn",
      "description_en",
      "name_bn",
      "name_en",
      "level",
      "board",
      "course_group",
    ]) {
      await db.schema.alterTable("courses").dropColumn(name).execute();
    }
  },
};
