// Table types for Kysely. Text ids and ISO times, integer booleans: one schema for SQLite and PostgreSQL.

import type { AdmissionStatus, Gender } from "@app/shared/admissions";
import type { OutboxState } from "@app/shared/mail";
import type { Product, TicketStatus } from "@app/shared/tickets";
import type { Role } from "@app/shared/users";

export interface UsersTable {
  id: string;
  name: string;
  /** Always stored lower-cased; unique. */
  email: string;
  password_hash: string;
  role: Role;
  avatar_file: string | null;
  /** Bumped to invalidate every token issued before (password reset). */
  token_version: number;
  created_at: string;
}

export interface TicketsTable {
  id: string;
  user_id: string;
  product: Product;
  description: string;
  status: TicketStatus;
  created_at: string;
  updated_at: string;
}

export interface NotesTable {
  id: string;
  ticket_id: string;
  user_id: string;
  text: string;
  /** 0 or 1 */
  is_staff: number;
  created_at: string;
}

export interface OutboxTable {
  id: string;
  recipient: string;
  subject: string;
  text: string;
  state: OutboxState;
  /** The last delivery error, without credentials; null unless failed. */
  error: string | null;
  /** Delivery attempts made (0 when SMTP is not configured). */
  attempts: number;
  created_at: string;
  sent_at: string | null;
}

/** Facts about this database, such as `demo-data` = when the demo data was seeded. */
export interface AppMetaTable {
  key: string;
  value: string;
}

/** The institute's courses and fees; the one copy the fee table and the prospectus read. */
export interface CoursesTable {
  code: string;
  name: string;
  duration_months: number;
  /** Whole rupees. */
  total_fee: number;
  /** Order of the fee table, from 1. */
  position: number;
}

/** Named counters such as `visitors`. */
export interface CountersTable {
  name: string;
  value: number;
}

/** A user's latest shared position; one row per user. */
export interface MapUsersTable {
  id: string;
  user_id: string;
  name: string;
  email: string;
  lat: number;
  long: number;
  /** Metres per second, when the browser reported it. */
  speed: number | null;
  created_at: string;
  updated_at: string;
}

/** A student admission; at most one per user is not `rejected` (partial unique index). */
export interface AdmissionsTable {
  id: string;
  user_id: string;
  name: string;
  email: string;
  address: string;
  gender: Gender;
  classes: number | null;
  pin: string;
  course: string;
  mobile: string;
  status: AdmissionStatus;
  created_at: string;
  updated_at: string;
}

/** Old student records, loaded once from the shipped CSV. */
export interface OldStudentsTable {
  id: string;
  position: number;
  student_name: string;
  class: string;
  address: string;
  phone: string;
}

export interface TeacherPhotosTable {
  id: string;
  name: string;
  /** YYYY-MM-DD */
  birthdate: string;
  /** File name under uploads/teachers/. */
  image_file: string;
  created_at: string;
}

export interface QuizResultsTable {
  id: string;
  user_id: string;
  name: string;
  email: string;
  /** JSON object of question key → option id. */
  answers: string;
  marks: number;
  created_at: string;
}

export interface EntranceAttemptsTable {
  id: string;
  user_id: string;
  name: string;
  email: string;
  started_at: string;
  /** null when the test had no time limit at start. */
  deadline: string | null;
  submitted_at: string | null;
  /** JSON object of question key → option id; null until submitted (and when expired). */
  answers: string | null;
  score: number | null;
  /** 0 or 1 */
  expired: number;
}

export interface Database {
  users: UsersTable;
  tickets: TicketsTable;
  notes: NotesTable;
  outbox: OutboxTable;
  app_meta: AppMetaTable;
  courses: CoursesTable;
  counters: CountersTable;
  map_users: MapUsersTable;
  admissions: AdmissionsTable;
  old_students: OldStudentsTable;
  teacher_photos: TeacherPhotosTable;
  quiz_results: QuizResultsTable;
  entrance_attempts: EntranceAttemptsTable;
}
