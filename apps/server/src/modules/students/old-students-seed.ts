// Loads the old student records from the CSV the repository ships, once per database (the
// `old-students` mark in app_meta), whether or not demo data is on: they are the institute's
// records, not sample content.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { OldStudent } from "@app/shared/students";
import type { Kysely } from "kysely";
import { z } from "zod";
import { isUniqueViolation } from "../../db/database";
import type { Database } from "../../db/schema";
import { newId, nowIso } from "../../lib/ids";
import { parseCsv } from "./csv";
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

/** Reads the CSV into records; a row that does not fit is skipped with a warning. */
export function readOldStudents(text: string, log: Logger): OldStudent[] {
  const [header, ...rows] = parseCsv(text);
  const columns = (header ?? []).map((name) => name.trim());
  const index = HEADER.map((name) => columns.indexOf(name));
  if (index.some((i) => i < 0)) {
    throw new Error(`The old-student CSV must have the columns ${HEADER.join(", ")}`);
  }
  const students: OldStudent[] = [];
  for (const [n, row] of rows.entries()) {
    const record = Object.fromEntries(HEADER.map((name, k) => [name, row[index[k] ?? -1]]));
    const parsed = RowSchema.safeParse(record);
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
