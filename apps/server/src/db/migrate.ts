// Runs the migrations at start-up. Listed in code (not read from disk) so the bundled server has them.
import { type Kysely, sql } from "kysely";
import { type Migration, Migrator } from "kysely/migration";
import type { DatabaseHandle } from "./database";
import { initial } from "./migrations/0001-initial";
import { outbox } from "./migrations/0002-outbox";
import { appMeta } from "./migrations/0003-app-meta";
import { institute } from "./migrations/0004-institute";
import { admissionsExams } from "./migrations/0005-admissions-exams";
import { shop } from "./migrations/0006-shop";
import { admin } from "./migrations/0007-admin";
import { chat } from "./migrations/0008-chat";
import { accountDeletion } from "./migrations/0009-account-deletion";
import { listSearch } from "./migrations/0010-list-search";
import { accounts } from "./migrations/0011-accounts";
import { firstPassword } from "./migrations/0012-first-password";
import { invoiceCustomer } from "./migrations/0013-invoice-customer";
import { internalNotes } from "./migrations/0014-internal-notes";
import { overview } from "./migrations/0015-overview";
import { settings } from "./migrations/0016-settings";
import { ticketRatings } from "./migrations/0017-ticket-ratings";
import { ticketAssignee } from "./migrations/0018-ticket-assignee";
import { awaitingReplyIndex } from "./migrations/0019-awaiting-reply-index";
import { ticketAttachments } from "./migrations/0020-ticket-attachments";
import { mailIn } from "./migrations/0021-mail-in";
import { savedReplies } from "./migrations/0022-saved-replies";
import { mailInChecks } from "./migrations/0023-mail-in-checks";
import { signInAddresses } from "./migrations/0024-sign-in-addresses";
import { accountLanguage } from "./migrations/0025-account-language";
import { questionBank } from "./migrations/0026-question-bank";
import { coursesBatches } from "./migrations/0027-courses-batches";
import { tripDepartures } from "./migrations/0028-trip-departures";
import { productEditing } from "./migrations/0029-product-editing";
import { savedReplyLanguages } from "./migrations/0030-saved-reply-languages";
import { peopleAndProof } from "./migrations/0031-people-and-proof";
import { gstInvoices } from "./migrations/0032-gst-invoices";
import { payments } from "./migrations/0033-payments";
import { helpDesk } from "./migrations/0034-help-desk";
import { testSeries } from "./migrations/0035-test-series";
import { ticketSubjectSearch } from "./migrations/0036-ticket-subject-search";
import { feeReminders } from "./migrations/0037-fee-reminders";
import { moneyFigures } from "./migrations/0038-money-figures";
import { resultMails } from "./migrations/0039-result-mails";
import { tripTax } from "./migrations/0042-trip-tax";
import { instituteChat } from "./migrations/0044-institute-chat";
import { specificationTests } from "./migrations/0045-specification-tests";
import { whatsappConsent } from "./migrations/0046-whatsapp-consent";
import { ticketActivity } from "./migrations/0048-ticket-activity";
import { ticketTripIds } from "./migrations/0050-ticket-trip-ids";
import { admissionBirthdate } from "./migrations/0053-admission-birthdate";
import { tripPhotos } from "./migrations/0054-trip-photos";
import { whatsappResults } from "./migrations/0055-whatsapp-results";
import { deskQueueIndexes } from "./migrations/0057-desk-queue-indexes";
import { orderProductNames } from "./migrations/0058-order-product-names";
import type { Database } from "./schema";

const migrations: Record<string, Migration> = {
  "0001-initial": initial,
  "0002-outbox": outbox,
  "0003-app-meta": appMeta,
  "0004-institute": institute,
  "0005-admissions-exams": admissionsExams,
  "0006-shop": shop,
  "0007-admin": admin,
  "0008-chat": chat,
  "0009-account-deletion": accountDeletion,
  "0010-list-search": listSearch,
  "0011-accounts": accounts,
  "0012-first-password": firstPassword,
  "0013-invoice-customer": invoiceCustomer,
  "0014-internal-notes": internalNotes,
  "0015-overview": overview,
  "0016-settings": settings,
  "0017-ticket-ratings": ticketRatings,
  "0018-ticket-assignee": ticketAssignee,
  "0019-awaiting-reply-index": awaitingReplyIndex,
  "0020-ticket-attachments": ticketAttachments,
  "0021-mail-in": mailIn,
  "0022-saved-replies": savedReplies,
  "0023-mail-in-checks": mailInChecks,
  "0024-sign-in-addresses": signInAddresses,
  "0025-account-language": accountLanguage,
  "0026-question-bank": questionBank,
  "0027-courses-batches": coursesBatches,
  "0028-trip-departures": tripDepartures,
  "0029-product-editing": productEditing,
  "0030-saved-reply-languages": savedReplyLanguages,
  "0031-people-and-proof": peopleAndProof,
  "0032-gst-invoices": gstInvoices,
  "0033-payments": payments,
  "0034-help-desk": helpDesk,
  "0035-test-series": testSeries,
  "0036-ticket-subject-search": ticketSubjectSearch,
  "0037-fee-reminders": feeReminders,
  "0038-money-figures": moneyFigures,
  "0039-result-mails": resultMails,
  "0042-trip-tax": tripTax,
  "0044-institute-chat": instituteChat,
  "0045-specification-tests": specificationTests,
  "0046-whatsapp-consent": whatsappConsent,
  "0048-ticket-activity": ticketActivity,
  "0050-ticket-trip-ids": ticketTripIds,
  "0053-admission-birthdate": admissionBirthdate,
  "0054-trip-photos": tripPhotos,
  "0055-whatsapp-results": whatsappResults,
  "0057-desk-queue-indexes": deskQueueIndexes,
  "0058-order-product-names": orderProductNames,
};

/** The migrations this build knows, in order; the last is its schema version (db/restore.ts). */
export const knownMigrations = (): string[] => Object.keys(migrations).sort();

/** Runs the missing migrations; answers the names of those this call applied. */
async function migrate(
  db: Kysely<Database>,
  schema: string | undefined,
  upTo: string | undefined,
): Promise<string[]> {
  const wanted =
    upTo === undefined
      ? migrations
      : Object.fromEntries(Object.entries(migrations).filter(([name]) => name <= upTo));
  const migrator = new Migrator({
    db,
    // SQLite: the caller's transaction covers the run; PostgreSQL: Kysely's own per migration.
    disableTransactions: !schema,
    provider: { getMigrations: async () => wanted },
    // Migrations are written in parallel branches (0007 may land after 0008 ran on a
    // developer's database); each touches its own tables, so run any missing one.
    allowUnorderedMigrations: true,
    // On PostgreSQL name the schema, or Kysely would find its tables in any other schema.
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/**
 * Brings the database up to date; answers the names of the migrations this process applied.
 * `upTo` stops after that migration (a test of a migration fills the tables it finds first).
 */
export async function runMigrations(
  { db, kind }: DatabaseHandle,
  { upTo }: { upTo?: string } = {},
): Promise<string[]> {
  if (kind === "sqlite") {
    // Another process on the same file waits (busy_timeout) until this write transaction ends.
    return db.connection().execute(async (conn) => {
      await sql`begin immediate`.execute(conn);
      try {
        const applied = await migrate(conn, undefined, upTo);
        await sql`commit`.execute(conn);
        return applied;
      } catch (error) {
        await sql`rollback`.execute(conn);
        throw error;
      }
    });
  }
  // Several processes may start together: one migrates while the others wait on a session lock
  // (per schema), which also covers Kysely's own set-up of its migration tables.
  return db.connection().execute(async (conn) => {
    const row = await sql<{ schema: string }>`select current_schema() as schema`.execute(conn);
    const schema = row.rows[0]?.schema ?? "public";
    await sql`select pg_advisory_lock(hashtext(${`portal-migrate:${schema}`}))`.execute(conn);
    try {
      return await migrate(db, schema, upTo);
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${`portal-migrate:${schema}`}))`.execute(conn);
    }
  });
}
