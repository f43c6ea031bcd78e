// Kysely queries for users; no rules here.
import type { PageQuery } from "@app/shared/paging";
import type { Role, UserListQuery } from "@app/shared/users";
import type { Kysely, Selectable } from "kysely";
import type { Database, UsersTable } from "../../db/schema";
import { containsText, orderBySort, type Paged, readPage } from "../../lib/paging";
import { releaseSeatsOf } from "../trips/trips.repository";

export type UserRow = Selectable<UsersTable>;

export function findUserById(db: Kysely<Database>, id: string): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

export function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom("users")
    .selectAll()
    .where("email", "=", email.toLowerCase())
    .executeTakeFirst();
}

export async function insertUser(db: Kysely<Database>, row: UserRow): Promise<UserRow> {
  await db.insertInto("users").values(row).execute();
  return row;
}

/** One page of the users that pass the filters, newest first unless `sort` says otherwise. */
export function listUsers(
  db: Kysely<Database>,
  { page, limit, q, role, sort }: UserListQuery,
): Promise<Paged<UserRow>> {
  let query = db.selectFrom("users").selectAll();
  if (role) query = query.where("role", "=", role);
  if (q) query = query.where(containsText(["name", "email"], q));
  // By the account's own date, not its id: imported and seeded accounts carry older dates.
  const columns = { name: "name", email: "email", role: "role", createdAt: "created_at" };
  const ordered = orderBySort(query, sort ?? "-createdAt", columns, "id");
  return readPage(ordered, { page, limit } satisfies PageQuery);
}

export async function countAdmins(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("role", "=", "admin")
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function updateUser(
  db: Kysely<Database>,
  id: string,
  changes: Partial<Pick<UserRow, "role" | "avatar_file" | "name">>,
): Promise<UserRow | undefined> {
  await db.updateTable("users").set(changes).where("id", "=", id).execute();
  return findUserById(db, id);
}

/**
 * Sets the profile picture and answers the one it replaced (for its file to be removed), or
 * undefined when the account is gone. Written only if the picture is still the one just read, else
 * read again: two uploads at once each remove the file they replaced, and none is left unused.
 */
export async function replaceAvatar(
  db: Kysely<Database>,
  id: string,
  file: string | null,
): Promise<{ replaced: string | null; updated: UserRow } | undefined> {
  for (;;) {
    const before = await findUserById(db, id);
    if (!before) return undefined;
    const replaced = before.avatar_file;
    const result = await db
      .updateTable("users")
      .set({ avatar_file: file })
      .where("id", "=", id)
      .where((eb) =>
        replaced === null ? eb("avatar_file", "is", null) : eb("avatar_file", "=", replaced),
      )
      .executeTakeFirst();
    if (result.numUpdatedRows > 0n) return { replaced, updated: { ...before, avatar_file: file } };
  }
}

/** When the owner followed a link mailed to the address (the first time counts). */
export async function markEmailVerified(db: Kysely<Database>, id: string, at: string) {
  await db
    .updateTable("users")
    .set({ email_verified_at: at })
    .where("id", "=", id)
    .where("email_verified_at", "is", null)
    .execute();
}

/**
 * Sets a password hash and ends the account's sessions through token_version, counted up in the
 * statement itself; nothing else of the row is written, so a change made meanwhile (a demotion)
 * stands. The owner chose it unless `chosenByAnother` (a one-time password): then they must set
 * their own first. Answers whether the account still exists.
 */
export async function updatePassword(
  db: Kysely<Database>,
  id: string,
  passwordHash: string,
  { chosenByAnother = false }: { chosenByAnother?: boolean } = {},
): Promise<boolean> {
  const result = await db
    .updateTable("users")
    .set((eb) => ({
      password_hash: passwordHash,
      token_version: eb("token_version", "+", 1),
      must_change_password: chosenByAnother ? 1 : 0,
    }))
    .where("id", "=", id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Writes to the admin rows without changing them, which locks them until the transaction ends
 * (PostgreSQL row locks, SQLite's write lock): a change that could leave no admin (a demotion, a
 * deletion) waits for any other such change, then counts the admins afresh.
 */
async function lockAdmins(trx: Kysely<Database>): Promise<void> {
  await trx
    .updateTable("users")
    .set((eb) => ({ token_version: eb.ref("token_version") }))
    .where("role", "=", "admin")
    .execute();
}

export type RoleOutcome = { updated: UserRow } | { refused: "not-found" | "last-admin" };

/** Sets an account's role; the last admin is never demoted, even by two admins at once. */
export function changeRole(db: Kysely<Database>, id: string, role: Role): Promise<RoleOutcome> {
  return db.transaction().execute(async (trx) => {
    await lockAdmins(trx);
    const target = await findUserById(trx, id);
    if (!target) return { refused: "not-found" };
    if (target.role === "admin" && role !== "admin" && (await countAdmins(trx)) <= 1) {
      return { refused: "last-admin" };
    }
    const updated = await updateUser(trx, id, { role });
    return updated ? { updated } : { refused: "not-found" };
  });
}

export type DeleteOutcome = { deleted: UserRow } | { refused: "not-found" | "last-admin" };

/**
 * Deletes the account; the foreign keys take what it owns with it (decision 005). An admin is
 * deleted only while another admin remains, under the admins' lock (see lockAdmins), so two
 * admins deleting or demoting each other at the same moment cannot leave none.
 */
export function deleteUser(db: Kysely<Database>, id: string): Promise<DeleteOutcome> {
  return db.transaction().execute(async (trx) => {
    await lockAdmins(trx);
    const target = await findUserById(trx, id);
    if (!target) return { refused: "not-found" };
    if (target.role === "admin" && (await countAdmins(trx)) <= 1) return { refused: "last-admin" };
    // Its trip bookings go with it: the seats they hold go back to their departures first.
    await releaseSeatsOf(trx, id);
    await trx.deleteFrom("users").where("id", "=", id).execute();
    return { deleted: target };
  });
}

/**
 * Writes the account's own settings, only those given, and answers the row as it now is (null
 * when the account is gone). Nothing else is written, so a role change meanwhile stands.
 */
export async function updateUserSettings(
  db: Kysely<Database>,
  id: string,
  settings: Partial<Pick<UserRow, "name" | "locale" | "latin_digits">>,
): Promise<UserRow | null> {
  if (Object.keys(settings).length > 0) {
    await db.updateTable("users").set(settings).where("id", "=", id).execute();
  }
  return (await findUserById(db, id)) ?? null;
}
