// Made-up demo content for a first start: two travellers, a staff member, tickets in each state
// with notes, and two admissions, so the support desk, the staff queue and the new student list
// have something to show.
// Seeded once per database (the `demo-data` mark in app_meta), even if the rows are deleted later.
import type { Language } from "@app/shared/i18n";
import type { TicketStatus } from "@app/shared/tickets";
import type { Trip } from "@app/shared/trips";
import type { Kysely } from "kysely";
import { isUniqueViolation } from "../../db/database";
import type { AdmissionsTable, Database } from "../../db/schema";
import { newId } from "../../lib/ids";
import { hashPassword, randomPassword } from "../../lib/password";
import { insertAdmission } from "../../modules/admissions/admissions.repository";
import { insertNote } from "../../modules/tickets/notes.repository";
import { insertTicket, previewOf } from "../../modules/tickets/tickets.repository";
import { subjectFrom } from "../../modules/tickets/tickets.service";
import { insertUser } from "../../modules/users/users.repository";

const MARK = "demo-data";
const DAY = 24 * 60 * 60 * 1000;

type DemoAccount = {
  key: string;
  name: string;
  email: string;
  role: "user" | "staff";
  locale?: Language;
};
const ACCOUNTS: DemoAccount[] = [
  { key: "tapan", name: "Tapan Roy", email: "tapan.roy@demo.invalid", role: "user" },
  // Reads the site, her mails and documents in Bengali.
  {
    key: "mitali",
    name: "Mitali Das",
    email: "mitali.das@demo.invalid",
    role: "user",
    locale: "bn",
  },
  { key: "sima", name: "Sima Sen", email: "sima.sen@demo.invalid", role: "staff" },
];

type DemoTicket = {
  by: string;
  product: Trip;
  status: TicketStatus;
  daysAgo: number;
  description: string;
  notes: { by: string; text: string }[];
};
const TICKETS: DemoTicket[] = [
  {
    by: "mitali",
    product: "iskon",
    status: "closed",
    daysAgo: 9,
    description: "I left my umbrella on the bus back from Nabadwip.",
    notes: [
      { by: "sima", text: "The driver found it. You can collect it at the office any weekday." },
      { by: "mitali", text: "Collected it today, thank you!" },
    ],
  },
  {
    by: "tapan",
    product: "hazarduari",
    status: "open",
    daysAgo: 4,
    description: "Our group of six needs a wheelchair at Hazarduari Palace. Is there access?",
    notes: [
      { by: "tapan", text: "One of us uses a folding wheelchair." },
      {
        by: "sima",
        text: "The ground floor galleries have ramps. We will reserve the front seats on the bus.",
      },
    ],
  },
  {
    by: "tapan",
    product: "plassey",
    status: "new",
    daysAgo: 1,
    description: "Can I bring my bicycle on the bus for the Plassey Monument trip?",
    notes: [],
  },
];

type DemoAdmission = { by: string; daysAgo: number } & Pick<
  AdmissionsTable,
  "address" | "gender" | "classes" | "pin" | "course" | "mobile" | "status"
>;
const ADMISSIONS: DemoAdmission[] = [
  {
    by: "mitali",
    daysAgo: 6,
    address: "Krishnanagar, Nadia",
    gender: "female",
    classes: 12,
    pin: "741101",
    course: "python",
    mobile: "9000000202",
    status: "accepted",
  },
  {
    by: "tapan",
    daysAgo: 2,
    address: "7, Court Road, Berhampore, Murshidabad",
    gender: "male",
    classes: null,
    pin: "742101",
    course: "mern",
    mobile: "9000000201",
    status: "pending",
  },
];

type Logger = { info: (obj: object, msg: string) => void };

/** Seeds the demo content unless this database already had it. Safe when processes race. */
export async function seedDemoData(db: Kysely<Database>, log: Logger): Promise<boolean> {
  const seeded = await db
    .selectFrom("app_meta")
    .select("key")
    .where("key", "=", MARK)
    .executeTakeFirst();
  if (seeded) return false;

  const now = Date.now();
  // Each demo account gets a random password nobody is told (decision 016: no printed passwords, no
  // staff account anyone could sign in to): they are the authors of the demo content. To try the
  // traveller's side, register an account; the staff's side is the administrator's.
  const hashes = new Map<string, string>();
  for (const account of ACCOUNTS) hashes.set(account.key, await hashPassword(randomPassword()));

  try {
    await db.transaction().execute(async (trx) => {
      // First, so a second process seeding at the same moment stops at the unique key.
      await trx
        .insertInto("app_meta")
        .values({ key: MARK, value: new Date(now).toISOString() })
        .execute();
      const ids = new Map<string, { id: string; staff: boolean }>();
      for (const account of ACCOUNTS) {
        const id = newId();
        ids.set(account.key, { id, staff: account.role === "staff" });
        await insertUser(trx, {
          id,
          name: account.name,
          email: account.email,
          password_hash: hashes.get(account.key) ?? "",
          role: account.role,
          avatar_file: null,
          token_version: 0,
          must_change_password: 0,
          locale: account.locale ?? "en",
          latin_digits: 0,
          created_at: new Date(now - 30 * DAY).toISOString(),
          email_verified_at: new Date(now - 30 * DAY).toISOString(),
        });
      }
      // Oldest first: ids are time-ordered, so the lists read newest first as with real data.
      for (const admission of ADMISSIONS) {
        const account = ACCOUNTS.find((a) => a.key === admission.by);
        const owner = ids.get(admission.by);
        if (!account || !owner) continue;
        const created = new Date(now - admission.daysAgo * DAY).toISOString();
        await insertAdmission(trx, {
          id: newId(),
          user_id: owner.id,
          name: account.name,
          email: account.email,
          address: admission.address,
          gender: admission.gender,
          classes: admission.classes,
          pin: admission.pin,
          course: admission.course,
          mobile: admission.mobile,
          status: admission.status,
          created_at: created,
          updated_at: created,
        });
      }
      for (const ticket of TICKETS) {
        const owner = ids.get(ticket.by);
        if (!owner) continue;
        const created = now - ticket.daysAgo * DAY;
        const ticketId = newId();
        const updated = new Date(created + ticket.notes.length * 3_600_000).toISOString();
        const firstReply = ticket.notes.findIndex((note) => ids.get(note.by)?.staff);
        await insertTicket(trx, {
          id: ticketId,
          user_id: owner.id,
          product: ticket.product,
          description: ticket.description,
          status: ticket.status,
          created_at: new Date(created).toISOString(),
          updated_at: updated,
          first_response_at:
            firstReply < 0 ? null : new Date(created + (firstReply + 1) * 3_600_000).toISOString(),
          closed_at: ticket.status === "closed" ? updated : null,
          rating: null,
          rating_comment: null,
          rated_at: null,
          assignee_id: null,
          reply_token: null,
          subject: subjectFrom(ticket.description),
          follows_id: null,
          pending_since: null,
          ...lastMessageOf(ticket, created),
        });
        for (const [index, note] of ticket.notes.entries()) {
          const author = ids.get(note.by);
          if (!author) continue;
          await insertNote(trx, {
            id: newId(),
            ticket_id: ticketId,
            user_id: author.id,
            text: note.text,
            is_staff: author.staff ? 1 : 0,
            internal: 0,
            created_at: new Date(created + (index + 1) * 3_600_000).toISOString(),
          });
        }
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
  log.info(
    { accounts: ACCOUNTS.map((account) => ({ email: account.email, role: account.role })) },
    "demo content added (its accounts have no known password; set DEMO_DATA=false, the default, to start without it)",
  );
  return true;
}

/** The queue's preview of a demo ticket: its last note, else its description (decision 046). */
function lastMessageOf(ticket: DemoTicket, created: number) {
  const index = ticket.notes.length - 1;
  const last = ticket.notes[index];
  return {
    last_message_at: new Date(last ? created + (index + 1) * 3_600_000 : created).toISOString(),
    last_message_preview: previewOf(last?.text ?? ticket.description),
    last_message_by_staff:
      last && ACCOUNTS.find((account) => account.key === last.by)?.role !== "user" ? 1 : 0,
  };
}
