// Table types for Kysely. Text ids and ISO times, integer booleans: one schema for SQLite and PostgreSQL.

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

export interface Database {
  users: UsersTable;
  tickets: TicketsTable;
  notes: NotesTable;
  outbox: OutboxTable;
  app_meta: AppMetaTable;
  courses: CoursesTable;
  counters: CountersTable;
  map_users: MapUsersTable;
}
