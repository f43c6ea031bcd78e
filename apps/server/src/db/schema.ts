import type { Language } from "@app/shared/i18n";
// Table types for Kysely. Text ids and ISO times, integer booleans: one schema for SQLite and PostgreSQL.

import type { AdmissionStatus, Gender } from "@app/shared/admissions";
import type { Board, CourseGroup } from "@app/shared/courses";
import type { OutboxState } from "@app/shared/mail";
import type { OrderStatus } from "@app/shared/orders";
import type { ProductKind } from "@app/shared/products";
import type { TicketStatus } from "@app/shared/tickets";
import type { Role } from "@app/shared/users";
import type { ColumnType, Generated } from "kysely";

export interface UsersTable {
  id: string;
  name: string;
  /** Always stored lower-cased; unique. */
  email: string;
  password_hash: string;
  role: Role;
  avatar_file: string | null;
  /**
   * Bumped whenever the password changes or a session of the account ends: a process re-reads a
   * session it trusted when this has moved (plugins/auth.ts, decision 016).
   */
  token_version: number;
  created_at: string;
  /** When the owner followed the verification link; null until then. */
  email_verified_at: string | null;
  /** 1 while the password is one someone else chose (a one-time password): only a new one may be set. */
  must_change_password: number;
  /** The language the account reads the site, its mails and documents in: "en" or "bn". */
  locale: Language;
  /** 1 when the account reads numbers in Latin digits in Bengali. */
  latin_digits: number;
}

/** A signed-in device (decision 016): a token is good only while its session row exists. */
export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: string;
  /** Updated at most once a minute; the session ends SESSION_IDLE_DAYS after it. */
  last_used_at: string;
  expires_at: string;
  user_agent: string | null;
  ip: string | null;
}

/** An address an account signed in from (decision 030), IPv6 per /64 as the rate limits count. */
export interface SignInAddressesTable {
  user_id: string;
  address: string;
  last_signed_in_at: string;
}

export type AccountTokenPurpose = "password-reset" | "email-verification";

/** A one-time link's secret, hashed: password reset and email verification. */
export interface AccountTokensTable {
  id: string;
  user_id: string;
  purpose: AccountTokenPurpose;
  secret_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface TicketsTable {
  id: string;
  /** The number a person reads out (T-000123), from the `tickets` counter. */
  number: number;
  user_id: string;
  /** The id of the trip it is about (one of the `trips`). */
  product: string;
  description: string;
  status: TicketStatus;
  created_at: string;
  updated_at: string;
  /** When staff first replied to the customer (internal notes do not count); null until then. */
  first_response_at: Generated<string | null>;
  /** When the ticket was last closed; null while it is not closed. */
  closed_at: Generated<string | null>;
  /** The customer's rating of the help, 1 to 5, given once the ticket was closed; null until then. */
  rating: Generated<number | null>;
  rating_comment: Generated<string | null>;
  rated_at: Generated<string | null>;
  /** The member of staff (or admin) handling it; null while unassigned. */
  assignee_id: Generated<string | null>;
  /**
   * The unguessable part of the address a customer's mail reply goes to (support+<token>@…);
   * made with the ticket, or with its first mail for tickets older than replies by email.
   */
  reply_token: Generated<string | null>;
  /** What it is about: the customer's, the mail's subject, or (older tickets) the first line. */
  subject: Generated<string>;
  /** When the last message a customer can read was written (the description, then replies). */
  last_message_at: Generated<string | null>;
  /** The start of that message, on one line, for the queue. */
  last_message_preview: Generated<string>;
  /** 1 when staff wrote it, 0 when the customer did. */
  last_message_by_staff: Generated<number>;
  /** While pending (waiting for the customer): since when; the auto-close clock (decision 046). */
  pending_since: Generated<string | null>;
  /** The closed ticket this one follows, when a customer wrote again too long after it closed. */
  follows_id: Generated<string | null>;
}

/** An agent's own saved view of the queue: a name and the queue's filters (decision 046). */
export interface TicketViewsTable {
  id: string;
  user_id: string;
  name: string;
  /** JSON of StaffTicketFilters. */
  filters: string;
  created_at: string;
}

/** A reply text staff keep (docs/product.md: support desk). */
export interface SavedRepliesTable {
  id: string;
  /** Staff's own name for it, in whichever language they wrote it. */
  title: string;
  /** The reply in English and in Bengali ('' while not written). */
  text_en: string;
  text_bn: string;
  /** Who last saved it; null once their account was deleted. */
  updated_by: string | null;
  created_at: string;
  updated_at: string;
}

/** A message read from the support mailbox (docs/product.md: support desk), whatever became of it. */
export interface MailInTable {
  /** Its Message-ID, or a hash of the message when it has none. */
  message_key: string;
  outcome: "note" | "ticket" | "rejected";
  ticket_id: string | null;
  sender: string;
  /** Why nothing was made of it; null otherwise. */
  reason: string | null;
  received_at: string;
  /** The note it made (outcome `note`); null otherwise, or once the note was deleted. */
  note_id: Generated<string | null>;
  /**
   * What the mailbox server's Authentication-Results said (decision 029): `pass` for DKIM only
   * when a signature of the sender's domain passed (`unaligned` when only others did); null when
   * it said nothing of that method.
   */
  auth_dkim: Generated<string | null>;
  auth_spf: Generated<string | null>;
  auth_dmarc: Generated<string | null>;
  /** 1 when DMARC or a DKIM signature of the sender's domain passed. */
  authenticated: Generated<number>;
}

/** When an address was last sent mail-in's automatic answer (decision 029). */
export interface MailInAnswersTable {
  /** Lower-cased. */
  address: string;
  answered_at: string;
}

export interface NotesTable {
  id: string;
  ticket_id: string;
  /** The author; null once their account was deleted (a staff note on someone else's ticket). */
  user_id: string | null;
  text: string;
  /** 0 or 1 */
  is_staff: number;
  /** 1 for a staff-only note: never shown, searched or mailed to the customer. 0 by default. */
  internal: Generated<number>;
  created_at: string;
}

/** A photo or PDF on a ticket or one of its notes (decision 021). */
export interface TicketAttachmentsTable {
  id: string;
  /** The ticket it belongs to; null while the upload is not yet sent with a ticket or note. */
  ticket_id: string | null;
  /** The note it came with; null for the ticket's own (sent with the new ticket). */
  note_id: string | null;
  uploader_id: string;
  /** The file's name as the uploader's device gave it, made safe for a header. */
  name: string;
  /** image/webp (every image is re-encoded) or application/pdf. */
  content_type: string;
  /** Bytes of `data`. */
  size: number;
  /** An image's size in pixels; null for a PDF. */
  width: number | null;
  height: number | null;
  created_at: string;
  data: Buffer;
  /** A small WebP of an image; null for a PDF. */
  thumbnail: Buffer | null;
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

/** The visitor counter per day, India's date (`2026-11-25`). */
export interface DailyVisitsTable {
  day: string;
  visits: number;
}

/** Settings admins change, a JSON document per key (`institute`). */
export interface SettingsTable {
  key: string;
  value: string;
  updated_at: string;
}

/** Facts about this database, such as `demo-data` = when the demo data was seeded. */
export interface AppMetaTable {
  key: string;
  value: string;
}

/** The institute's courses and fees; the one copy the fee table, the prospectus and admissions read. */
export interface CoursesTable {
  code: string;
  /** school, entrance or computer. */
  course_group: CourseGroup;
  board: Board | null;
  level: string;
  duration_months: number;
  name_en: string;
  name_bn: string;
  description_en: string;
  description_bn: string;
  subjects_en: string;
  subjects_bn: string;
  total_fee_paise: number;
  /** The fee plan as JSON (FeePlanSchema). */
  fee_plan: string;
  /** 1 while admissions are taken. */
  admission_open: number;
  /** Order within the lists, from 1. */
  position: number;
  /** The file name of its picture under uploads/courses/, if it has one. */
  photo: string | null;
  /** SAC (999293: coaching) and GST rate in percent (migration 0032). */
  hsn_sac: Generated<string>;
  gst_rate: Generated<number>;
}

/** A course's batch: when it meets, where, and its seats. */
export interface BatchesTable {
  id: string;
  course: string;
  name: string;
  /** YYYY-MM-DD. */
  start_date: string;
  /** Weekdays, comma-separated: `mon,wed,fri`. */
  days: string;
  /** HH:MM. */
  start_time: string;
  end_time: string;
  teacher: string;
  room: string;
  online: number;
  seats: number;
  /** Seats held by accepted admissions; never above `seats` (a check constraint). */
  seats_taken: number;
  /** The batch's own fee and plan; null: the course's. */
  fee_total_paise: number | null;
  fee_plan: string | null;
  created_at: string;
  updated_at: string;
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
  /** The batch asked for, if any. */
  batch_id: Generated<string | null>;
  /** 1 while the admission holds a seat of its batch (accepted). */
  seat_held: Generated<number>;
  guardian_name: Generated<string>;
  guardian_phone: Generated<string>;
  /** The applicant's date of birth, YYYY-MM-DD (migration 0053); null when not given. */
  birthdate: Generated<string | null>;
  /** 1 while the applicant agrees to fee reminders on WhatsApp at `mobile` (migration 0046). */
  whatsapp_consent: Generated<number>;
  /** When they last gave or withdrew it. */
  whatsapp_consent_at: Generated<string | null>;
  /** 1 while the applicant agrees to test results on WhatsApp at `mobile` (migration 0055). */
  whatsapp_results_consent: Generated<number>;
  /** When they last gave or withdrew it. */
  whatsapp_results_consent_at: Generated<string | null>;
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
  /** The question versions shown, in question order (JSON ids; migration 0045). */
  version_ids: string | null;
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
  /** The question versions shown at the start, in question order (JSON ids; migration 0045). */
  version_ids: string | null;
}

/** A shop product or study material; its images are files under uploads/products/. */
export interface ProductsTable {
  id: string;
  /** The name in each language ('' while a language waits for its translation). */
  name_en: string;
  name_bn: Generated<string>;
  /** The description (the specification's `title`) in each language. */
  description_en: string;
  description_bn: Generated<string>;
  price_paise: number;
  sellprice_paise: number;
  kind: ProductKind;
  /** Stored file names of the large images (fname1..3); thumbnails are derived from them. */
  image1: string;
  image2: string | null;
  image3: string | null;
  /** How many are left to sell; null when the shop does not count them. */
  stock: Generated<number | null>;
  /** HSN code (goods) or SAC (services) and GST rate in percent (migration 0032). */
  hsn_sac: Generated<string>;
  gst_rate: Generated<number>;
  created_at: string;
  /** Null only for a row written before products could be edited and never since. */
  updated_at: Generated<string | null>;
}

/** An order with the product's name and selling price copied in when it was placed. */
export interface OrdersTable {
  id: string;
  /** The number a person reads out (ORD-000123), from the `orders` counter. */
  number: number;
  user_id: string;
  name: string;
  email: string;
  address: string;
  gender: Gender;
  product_id: string;
  /** The product's name when ordered: English (else Bengali), and Bengali ('' when it had none). */
  product_name: string;
  product_name_bn: Generated<string>;
  price_paise: number;
  pin: string;
  mobile: string;
  status: OrderStatus;
  /** Money received for it and money given back (docs/decisions/045-taking-the-money.md). */
  paid_paise: Generated<number>;
  refunded_paise: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** The last invoice number given out per financial year (`2026-27`). */
export interface InvoiceCountersTable {
  financial_year: string;
  last_number: number;
}

/**
 * Paise totals are `bigint` columns: PostgreSQL hands them back as strings, SQLite as numbers,
 * so they are read through Number() (always exact: totals stay far below 2^53).
 */
type BigintColumn = ColumnType<number | string, number, number>;

export interface InvoicesTable {
  id: string;
  /** `INV-2026-27/0001`; unique. */
  number: string;
  financial_year: string;
  /** The number within its financial year, from 1; unique with the year. */
  sequence: number;
  total_paise: BigintColumn;
  created_by: string;
  created_by_name: string;
  created_at: string;
  /** Who it is made out to; null when no customer was given (and for older invoices). */
  customer_name: string | null;
  customer_address: string | null;
  /** GST (migration 0032, docs/accountant.md); null on invoices made before. */
  document_kind: "tax-invoice" | "bill-of-supply" | "invoice" | null;
  supplier_json: string | null;
  buyer_gstin: string | null;
  buyer_state: string | null;
  place_of_supply: string | null;
  inter_state: number | null;
  prices_include_tax: number | null;
  taxable_paise: BigintColumn | null;
  cgst_paise: BigintColumn | null;
  sgst_paise: BigintColumn | null;
  igst_paise: BigintColumn | null;
  /** The sale it was issued for; unique together. Null for one made by hand. */
  source_kind: string | null;
  source_id: string | null;
  customer_user_id: string | null;
}

/** The last credit note number given out per financial year. */
export interface CreditNoteCountersTable {
  financial_year: string;
  last_number: number;
}

/** A credit note against one issued invoice (CN/26-27/00001). */
export interface CreditNotesTable {
  id: string;
  number: string;
  financial_year: string;
  sequence: number;
  invoice_id: string;
  reason: string;
  taxable_paise: BigintColumn;
  cgst_paise: BigintColumn;
  sgst_paise: BigintColumn;
  igst_paise: BigintColumn;
  total_paise: BigintColumn;
  created_by: string;
  created_by_name: string;
  created_at: string;
}

export interface CreditNoteLinesTable {
  id: string;
  credit_note_id: string;
  invoice_line_id: string;
  position: number;
  qty: number;
  taxable_paise: BigintColumn;
  cgst_paise: BigintColumn;
  sgst_paise: BigintColumn;
  igst_paise: BigintColumn;
  total_paise: BigintColumn;
}

export interface InvoiceLinesTable {
  id: string;
  invoice_id: string;
  /** Order of the lines on the invoice, from 1. */
  position: number;
  product_id: string;
  name: string;
  price_paise: number;
  qty: number;
  total_paise: BigintColumn;
  /** GST per line (migration 0032); null on invoices made before. */
  hsn_sac: string | null;
  unit: string | null;
  gst_rate: number | null;
  taxable_paise: BigintColumn | null;
  cgst_paise: BigintColumn | null;
  sgst_paise: BigintColumn | null;
  igst_paise: BigintColumn | null;
}

export interface MechanicsTable {
  id: string;
  name: string;
  email: string;
  /** An Indian mobile's bare ten digits, or `+`? and 7–15 digits. */
  phone: string;
  created_at: string;
}

export interface VehiclesTable {
  id: string;
  year: number;
  make: string;
  model: string;
  created_at: string;
  updated_at: string;
}

/** Voter data; (assembly_constituency, sl_no) is unique. */
export interface VotersTable {
  id: string;
  sl_no: number;
  state: string;
  district: string;
  assembly_constituency: string;
  total_voter: number;
  number_of_hindu: number;
  number_of_muslim: number;
  created_at: string;
  updated_at: string;
}

/** A chat message between two users (docs/product.md: support desk, chat). */
export interface ChatMessagesTable {
  id: string;
  sender_id: string;
  receiver_id: string;
  text: string;
  created_at: string;
  /** When the receiver marked it read; null while unread. */
  read_at: string | null;
}

/** A message of a customer's thread with the institute (decision 053). */
export interface InstituteMessagesTable {
  id: string;
  /** The thread: the customer's id. */
  customer_id: string;
  /** Who wrote it: the customer, or the member of staff who replied (null once that account is gone). */
  sender_id: string | null;
  /** 1 for a reply from the institute's staff, 0 for the customer's message. */
  from_institute: number;
  text: string;
  created_at: string;
  /** When the other side read it: the desk for the customer's, the customer for a reply. */
  read_at: string | null;
}

/** A node of the question bank's tree: a subject, a chapter, a topic (decision 039). */
export interface QuestionCategoriesTable {
  id: string;
  parent_id: string | null;
  name: string;
  created_at: string;
  updated_at: string;
}

/** A question of the bank, with its current version's columns that lists filter and search. */
export interface QuestionsTable {
  id: string;
  category_id: string;
  version_id: string;
  version: number;
  type: "single" | "multiple" | "numeric";
  difficulty: "easy" | "medium" | "hard";
  title: string | null;
  text_en: string | null;
  text_bn: string | null;
  deleted_at: string | null;
  created_by: string | null;
  updated_by: string | null;
  created_at: string;
  updated_at: string;
}

/** One saved version of a question; `content` is its JSON, never changed once written. */
export interface QuestionVersionsTable {
  id: string;
  question_id: string;
  version: number;
  content: string;
  created_by: string | null;
  created_at: string;
}

export interface QuestionTagsTable {
  question_id: string;
  tag: string;
}

/** A trip the institute runs; each text in both languages ('' while a translation waits). */
export interface TripsTable {
  id: string;
  position: number;
  title_en: string;
  title_bn: string;
  description_en: string;
  description_bn: string;
  duration_en: string;
  duration_bn: string;
  included_en: string;
  included_bn: string;
  rules_en: string;
  rules_bn: string;
  /** JSON: `[{"en": "...", "bn": "..."}]`. */
  pickup_points: string;
  /** JSON: the stored names of its photos in their order, `["<32 hex>.webp", ...]` (migration 0054). */
  photos: Generated<string>;
  /** The SAC its booking invoices print and their GST rate in percent (migration 0042). */
  hsn_sac: Generated<string>;
  gst_rate: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** A day a trip leaves on, with its seats and prices. */
export interface TripDeparturesTable {
  id: string;
  trip_id: string;
  /** YYYY-MM-DD, India's calendar. */
  date: string;
  seats: number;
  seats_taken: number;
  adult_price_paise: number;
  child_price_paise: number;
  status: "open" | "closed" | "cancelled";
  created_at: string;
  updated_at: string;
}

/** Seats a traveller reserved on a departure. */
export interface TripBookingsTable {
  id: string;
  departure_id: string;
  user_id: string;
  adults: number;
  children: number;
  pickup_point_en: string;
  pickup_point_bn: string;
  /** JSON: one name per seat. */
  passengers: string;
  amount_paise: number;
  status: "awaiting_payment" | "cancelled";
  cancelled_by: "traveller" | "staff" | null;
  paid_paise: Generated<number>;
  refunded_paise: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** A teacher as the site presents them (decision 043); each text in both languages. */
export interface TeachersTable {
  id: string;
  position: number;
  name_en: string;
  name_bn: string;
  subjects_en: string;
  subjects_bn: string;
  qualifications_en: string;
  qualifications_bn: string;
  bio_en: string;
  bio_bn: string;
  /** File name under uploads/teachers/. */
  photo: string | null;
  published: number;
  created_at: string;
  updated_at: string;
}

/** A student's result; shown publicly only when published with the student's consent. */
export interface ResultsTable {
  id: string;
  year: number;
  student_name_en: string;
  student_name_bn: string;
  exam_en: string;
  exam_bn: string;
  /** The rank or marks, as written. */
  achievement_en: string;
  achievement_bn: string;
  /** File name under uploads/results/. */
  photo: string | null;
  consent: number;
  /** YYYY-MM-DD: the day consent was given. */
  consent_date: string | null;
  consent_recorded_by: string | null;
  consent_recorded_by_name: string | null;
  published: number;
  created_at: string;
  updated_at: string;
}

export interface TestimonialsTable {
  id: string;
  role: "student" | "parent";
  author_en: string;
  author_bn: string;
  text_en: string;
  text_bn: string;
  /** A course's code, if the testimonial is about one. */
  course: string | null;
  published: number;
  created_at: string;
  updated_at: string;
}

/** An accepted admission's place in its course and batch, with the fee it owes. */
export interface EnrolmentsTable {
  id: string;
  admission_id: string;
  user_id: string;
  course: string;
  batch_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface InstalmentsTable {
  id: string;
  enrolment_id: string;
  user_id: string;
  position: number;
  amount_paise: number;
  paid_paise: Generated<number>;
  refunded_paise: Generated<number>;
  due_date: string;
  replaced: Generated<number>;
  created_at: string;
}

/** A fee reminder of an instalment, recorded before it is sent (one per day offset and channel). */
export interface FeeRemindersTable {
  id: string;
  instalment_id: string;
  user_id: string;
  /** 3: three days before the due day, 0: on it, -7: a week after. */
  days_before_due: number;
  kind: "before" | "due" | "overdue";
  channel: "mail" | "whatsapp";
  /** India's day it was sent on. */
  day: string;
  status: "sending" | "sent" | "failed" | "skipped";
  attempts: Generated<number>;
  recipient: string;
  message_id: string | null;
  error: string | null;
  created_at: string;
  updated_at: string;
}

export interface PlanChangesTable {
  id: string;
  enrolment_id: string;
  changed_by: string;
  reason: string;
  before: string;
  after: string;
  created_at: string;
}

export interface PaymentsTable {
  id: string;
  user_id: string;
  debt_kind: "order" | "instalment" | "booking" | "enrolment";
  debt_id: string;
  label_en: string;
  label_bn: string;
  open_key: string | null;
  amount_paise: number;
  refunded_paise: Generated<number>;
  method: "razorpay" | "upi" | "cash" | "cheque" | "bank_transfer";
  provider: "razorpay" | null;
  status: "created" | "submitted" | "paid" | "failed" | "rejected" | "partly-refunded" | "refunded";
  gateway_order_id: string | null;
  gateway_payment_id: string | null;
  reference: string | null;
  taken_by: string | null;
  note: string | null;
  checked_at: string | null;
  receipt_number: string | null;
  paid_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface GalleryPhotosTable {
  id: string;
  /** File name under uploads/gallery/. */
  photo: string;
  caption_en: string;
  caption_bn: string;
  published: number;
  created_at: string;
  updated_at: string;
}

export interface PaymentAllocationsTable {
  payment_id: string;
  instalment_id: string;
  amount_paise: number;
}

export interface RefundsTable {
  id: string;
  payment_id: string;
  amount_paise: number;
  reason: string;
  idempotency_key: string;
  gateway_payment_id: string | null;
  gateway_refund_id: string | null;
  status: "pending" | "processed" | "failed";
  created_by: string | null;
  created_at: string;
}

export interface PaymentEventsTable {
  id: string;
  provider: string;
  event: string;
  created_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  sign_in_addresses: SignInAddressesTable;
  account_tokens: AccountTokensTable;
  tickets: TicketsTable;
  notes: NotesTable;
  ticket_views: TicketViewsTable;
  ticket_attachments: TicketAttachmentsTable;
  mail_in: MailInTable;
  mail_in_answers: MailInAnswersTable;
  saved_replies: SavedRepliesTable;
  outbox: OutboxTable;
  app_meta: AppMetaTable;
  courses: CoursesTable;
  batches: BatchesTable;
  counters: CountersTable;
  daily_visits: DailyVisitsTable;
  settings: SettingsTable;
  map_users: MapUsersTable;
  admissions: AdmissionsTable;
  old_students: OldStudentsTable;
  teacher_photos: TeacherPhotosTable;
  quiz_results: QuizResultsTable;
  entrance_attempts: EntranceAttemptsTable;
  products: ProductsTable;
  orders: OrdersTable;
  invoice_counters: InvoiceCountersTable;
  invoices: InvoicesTable;
  invoice_lines: InvoiceLinesTable;
  credit_note_counters: CreditNoteCountersTable;
  credit_notes: CreditNotesTable;
  credit_note_lines: CreditNoteLinesTable;
  mechanics: MechanicsTable;
  vehicles: VehiclesTable;
  voters: VotersTable;
  chat_messages: ChatMessagesTable;
  institute_messages: InstituteMessagesTable;
  question_categories: QuestionCategoriesTable;
  questions: QuestionsTable;
  question_versions: QuestionVersionsTable;
  question_tags: QuestionTagsTable;
  trips: TripsTable;
  trip_departures: TripDeparturesTable;
  trip_bookings: TripBookingsTable;
  teachers: TeachersTable;
  results: ResultsTable;
  testimonials: TestimonialsTable;
  gallery_photos: GalleryPhotosTable;
  enrolments: EnrolmentsTable;
  instalments: InstalmentsTable;
  plan_changes: PlanChangesTable;
  payments: PaymentsTable;
  payment_allocations: PaymentAllocationsTable;
  refunds: RefundsTable;
  payment_events: PaymentEventsTable;
  fee_reminders: FeeRemindersTable;
  exam_tests: ExamTestsTable;
  exam_attempts: ExamAttemptsTable;
  exam_attempt_items: ExamAttemptItemsTable;
}

/** A test of the test series (decision 048); `sections` and `batch_ids` are JSON. */
export interface ExamTestsTable {
  id: string;
  title_en: string;
  title_bn: string;
  instructions_en: string;
  instructions_bn: string;
  published: number;
  duration_minutes: number;
  opens_at: string | null;
  closes_at: string | null;
  shuffle_questions: number;
  shuffle_options: number;
  max_attempts: number;
  audience: "everyone" | "batches";
  batch_ids: string;
  sections: string;
  results_at: string | null;
  ranks_at: string | null;
  solutions_at: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  /** 'quiz' or 'entrance' for the specification's two tests (migration 0045), else null. */
  system_key: string | null;
}

export interface ExamAttemptsTable {
  id: string;
  test_id: string;
  user_id: string;
  number: number;
  status: "running" | "submitted";
  started_at: string;
  deadline: string;
  submitted_at: string | null;
  score: number | null;
  max_score: number | null;
  section_scores: string | null;
  counted: number;
  focus_losses: number;
  /** When its result mail was claimed for sending (migration 0039); null until then. */
  result_mailed_at: string | null;
  /** When its result's WhatsApp message was claimed for sending (migration 0055). */
  result_whatsapp_at: Generated<string | null>;
  /** The message's id (wamid…) once WhatsApp took it. */
  result_whatsapp_id: Generated<string | null>;
  /** Why it was not sent: no consent or number, or WhatsApp's refusal. */
  result_whatsapp_error: Generated<string | null>;
}

export interface ExamAttemptItemsTable {
  attempt_id: string;
  question_id: string;
  position: number;
  section: number;
  version_id: string;
  option_order: string;
  answer: string | null;
  marked: number;
  visited: number;
  seconds: number;
  marks: number | null;
  saved_at: string | null;
}
