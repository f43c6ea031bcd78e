// Loads the old student records from the CSV the repository ships, once per database (the
// `old-students` mark in app_meta), whether or not demo data is on: they are the institute's
// records, not sample content.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { OldStudent } from "@app/shared/students";
import { parse } from "csv-parse/sync";
import type { Kysely } from "kysely";
import { z } from "zod";
import { isUniqueViolation } from "../../db/database";
import type { Database } from "../../db/schema";
import { newId, nowIso } from "../../lib/ids";
import { insertOldStudents } from "./students.repository";

const MARK = "old-students";
export const OLD_STUDENTS_FILE = "old-students.csv";
const HEADER = ["Student Name", "Class", "Address", "Phone No"] as const;

const RowSchema = z.object({
  "Student Name": z.string().trim().min(1).max(200),
  Class: z.string().trim().max(32),
  Address: z.string().trim().max(500),
  "Phone No": z.string().trim().max(32),
});

type Logger = {
  warn: (obj: object, msg: string) => void;
  info: (obj: object, msg: string) => void;
};

const MISSING_COLUMNS = `The old-student CSV must have the columns ${HEADER.join(", ")}`;

/** Reads the CSV into records; a row that does not fit is skipped with a warning. */
export function readOldStudents(text: string, log: Logger): OldStudent[] {
  let header = false;
  const rows = parse(text, {
    bom: true,
    // Columns are found by their header names, in whatever order the file has them.
    columns: (names: string[]) => {
      const columns = names.map((name) => name.trim());
      if (HEADER.some((name) => !columns.includes(name))) throw new Error(MISSING_COLUMNS);
      header = true;
      return columns;
    },
    // A row with fields missing or extra is a row that does not fit: skipped below, not fatal.
    relax_column_count: true,
    skip_empty_lines: true,
  });
  if (!header) throw new Error(MISSING_COLUMNS);
  const students: OldStudent[] = [];
  for (const [n, row] of rows.entries()) {
    const parsed = RowSchema.safeParse(row);
    if (parsed.success) students.push(parsed.data);
    else log.warn({ row: n + 2 }, "skipped a row of the old-student CSV that does not fit");
  }
  return students;
}

/**
 * Loads the records unless this database already has them. A missing or unreadable file is
 * logged and left for the next start; it never stops the server.
 */
export async function seedOldStudents(
  db: Kysely<Database>,
  seedDir: string,
  log: Logger,
): Promise<boolean> {
  const seeded = await db
    .selectFrom("app_meta")
    .select("key")
    .where("key", "=", MARK)
    .executeTakeFirst();
  if (seeded) return false;

  const file = join(seedDir, OLD_STUDENTS_FILE);
  let students: OldStudent[];
  try {
    students = readOldStudents(await readFile(file, "utf8"), log);
  } catch (error) {
    log.warn({ err: error, file }, "could not load the old student records; will retry next start");
    return false;
  }

  try {
    await db.transaction().execute(async (trx) => {
      // First, so a second process loading at the same moment stops at the unique key.
      await trx.insertInto("app_meta").values({ key: MARK, value: nowIso() }).execute();
      await insertOldStudents(
        trx,
        students.map((student, position) => ({
          id: newId(),
          position: position + 1,
          student_name: student["Student Name"],
          class: student.Class,
          address: student.Address,
          phone: student["Phone No"],
        })),
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
  log.info({ count: students.length }, "old student records loaded");
  return true;
}
