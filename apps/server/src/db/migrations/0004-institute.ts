// The institute's own data (docs/product.md: public site): the courses and fees, seeded here because they are the
// institute's facts rather than demo data; the visitor counter; and each user's shared location.
import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";

/** The institute's courses and fees, in the order the fee table and the prospectus list them. */
const COURSES = [
  { code: "mern", name: "Fullstack (MERN)", duration_months: 6, total_fee: 17000 },
  { code: "frontend", name: "Front End", duration_months: 3, total_fee: 6000 },
  { code: "backend", name: "Back End", duration_months: 3, total_fee: 8000 },
  { code: "java", name: "Core Java", duration_months: 3, total_fee: 5000 },
  { code: "python", name: "Core Python", duration_months: 3, total_fee: 5000 },
];

export const institute: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("courses")
      .addColumn("code", "varchar(32)", (col) => col.primaryKey())
      .addColumn("name", "varchar(200)", (col) => col.notNull())
      .addColumn("duration_months", "integer", (col) => col.notNull())
      // Whole rupees: fees are round numbers and the specification states them so.
      .addColumn("total_fee", "integer", (col) => col.notNull())
      .addColumn("position", "integer", (col) => col.notNull())
      .execute();
    await sql`insert into courses (code, name, duration_months, total_fee, position) values ${sql.join(
      COURSES.map(
        (course, index) =>
          sql`(${course.code}, ${course.name}, ${course.duration_months}, ${course.total_fee}, ${index + 1})`,
      ),
    )}`.execute(db);

    // Named counters, so one atomic `update ... set value = value + 1` serves both engines.
    await db.schema
      .createTable("counters")
      .addColumn("name", "varchar(64)", (col) => col.primaryKey())
      .addColumn("value", "integer", (col) => col.notNull().defaultTo(0))
      .execute();
    await sql`insert into counters (name, value) values ('visitors', 0)`.execute(db);

    // One row per user (user_id unique): the latest position they chose to share. Name and email
    // are copied from the account when stored, so the admin list reads one table.
    await db.schema
      .createTable("map_users")
      .addColumn("id", "varchar(64)", (col) => col.primaryKey())
      .addColumn("user_id", "varchar(64)", (col) =>
        col.notNull().unique().references("users.id").onDelete("cascade"),
      )
      .addColumn("name", "varchar(200)", (col) => col.notNull())
      .addColumn("email", "varchar(254)", (col) => col.notNull())
      .addColumn("lat", "double precision", (col) => col.notNull())
      .addColumn("long", "double precision", (col) => col.notNull())
      .addColumn("speed", "double precision")
      .addColumn("created_at", "varchar(32)", (col) => col.notNull())
      .addColumn("updated_at", "varchar(32)", (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("map_users").execute();
    await db.schema.dropTable("counters").execute();
    await db.schema.dropTable("courses").execute();
  },
};
