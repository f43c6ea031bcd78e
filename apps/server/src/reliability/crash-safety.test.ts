// Crash safety: the real server runs as a child process under the write load (100 users creating
// tickets, notes and orders) and is killed with SIGKILL mid-load, several times. Each time it must
// start again on the same data folder / schema, the database must be intact, and every write it
// acknowledged before any of the crashes must be there exactly once. Writes that were in flight
// at the kill got no answer: they may or may not be stored, but never twice.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, isUniqueViolation } from "../db/database";
import type { Database } from "../db/schema";
import {
  addProductOverHttp,
  checkLedger,
  HttpClient,
  type LedgerCheck,
  type LoadUser,
  loginOverHttp,
  newLedger,
  registerUsers,
  runWriteLoad,
} from "../test/reliability/write-load";
import { recordFigures } from "../test/reliability-report";
import {
  createServerData,
  openServerDatabase,
  removeServerData,
  type ServerData,
  type ServerProcess,
  SPAWN_ADMIN,
  startServer,
  stopServer,
} from "../test/server-process";

const USERS = 100;
const CRASHES = Number(process.env.RELIABILITY_CRASHES || 3);

let data: ServerData;
let server: ServerProcess | undefined;

beforeAll(async () => {
  data = await createServerData();
});

afterAll(async () => {
  if (server) await stopServer(server);
  if (data) await removeServerData(data);
});

/**
 * Whether the database is intact: SQLite's own integrity and foreign-key checks, and on both
 * engines no orphaned or duplicated rows and a primary key that still refuses a duplicate.
 */
async function integrity(db: Kysely<Database>, kind: "sqlite" | "postgres"): Promise<string> {
  const problems: string[] = [];
  if (kind === "sqlite") {
    const rows = (await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db)).rows;
    const result = rows.map((row) => row.integrity_check).join("; ");
    if (result !== "ok") problems.push(`integrity_check: ${result}`);
    const fk = (await sql`pragma foreign_key_check`.execute(db)).rows;
    if (fk.length > 0) problems.push(`foreign_key_check: ${fk.length} rows`);
  } else {
    const invalid = await sql<{ n: string }>`
      select count(*) as n from pg_index i
      join pg_class c on c.oid = i.indexrelid
      where c.relnamespace = current_schema()::regnamespace and not (i.indisvalid and i.indisready)
    `.execute(db);
    if (Number(invalid.rows[0]?.n) !== 0) problems.push(`invalid indexes: ${invalid.rows[0]?.n}`);
  }
  // A note with no author (user_id null) is a deleted staff member's (migration 0009), not an
  // orphan; one naming an author that no longer exists is.
  const orphans = await sql<{ notes: number | string; orders: number | string }>`
    select
      (select count(*) from notes n left join tickets t on t.id = n.ticket_id
        left join users u on u.id = n.user_id
        where t.id is null or (n.user_id is not null and u.id is null)) as notes,
      (select count(*) from orders o left join users u on u.id = o.user_id
        where u.id is null) as orders
  `.execute(db);
  const orphan = orphans.rows[0];
  if (Number(orphan?.notes) !== 0 || Number(orphan?.orders) !== 0) {
    problems.push(`orphaned rows: ${JSON.stringify(orphan)}`);
  }
  for (const table of ["tickets", "notes", "orders"] as const) {
    const dup = await db
      .selectFrom(table)
      .select("id")
      .groupBy("id")
      .having((eb) => eb.fn.countAll(), ">", 1)
      .execute();
    if (dup.length > 0) problems.push(`${table}: ${dup.length} duplicated ids`);
  }
  // The primary key still holds: copying a ticket under its own id is refused (rolled back).
  const ticket = await db.selectFrom("tickets").selectAll().limit(1).executeTakeFirst();
  if (ticket) {
    const refused = await db
      .insertInto("tickets")
      .values(ticket)
      .execute()
      .then(
        () => false,
        (error: unknown) => isUniqueViolation(error),
      );
    if (!refused) problems.push("tickets accepted a duplicate primary key");
  }
  return problems.length === 0 ? "ok" : problems.join("; ");
}

describe("crash safety", () => {
  it.runIf(!process.env.DATABASE_URL)(
    "opens SQLite in WAL mode with synchronous=FULL, also when reopening an existing file",
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), "portal-sync-"));
      try {
        for (const open of ["created", "reopened"]) {
          const handle = createDatabase({
            dataDir,
            databaseUrl: undefined,
            databaseSchema: undefined,
          });
          const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(
            handle.db,
          );
          const sync = await sql<{ synchronous: number }>`pragma synchronous`.execute(handle.db);
          await sql`create table if not exists t (x integer)`.execute(handle.db);
          await handle.db.destroy();
          // 2 = FULL: the WAL is fsynced at every commit (1 = NORMAL would skip it).
          expect({
            open,
            journal: journal.rows[0]?.journal_mode,
            sync: sync.rows[0]?.synchronous,
          }).toEqual({ open, journal: "wal", sync: 2 });
        }
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );

  it(
    `restarts after ${CRASHES} SIGKILLs mid-load with every acknowledged write kept exactly once`,
    async () => {
      server = await startServer(data);
      let client = new HttpClient(server.baseUrl);
      const admin = await loginOverHttp(client, SPAWN_ADMIN);
      const productIds: string[] = [];
      for (const name of ["Notebook", "Pen set"]) {
        productIds.push(await addProductOverHttp(client, admin.token, name));
      }
      const users: LoadUser[] = (await registerUsers(client, USERS, "crash")).map((user) => ({
        user,
        tickets: [],
      }));
      client.close();

      const ledger = newLedger();
      const rounds: {
        acked: number;
        inFlight: number;
        inFlightStored: number;
        check: LedgerCheck;
        integrity: string;
      }[] = [];
      for (let round = 0; round < CRASHES; round++) {
        const running = server;
        client = new HttpClient(running.baseUrl);
        const ackedBefore = ledger.acked.size;
        const inDoubtBefore = ledger.inDoubt.size;
        let stop = false;
        const load = runWriteLoad({
          client,
          users,
          productIds,
          ledger,
          shouldStop: () => stop,
        });
        // Kill at a different point of each round, once writes are flowing (on a busy machine,
        // not before this round has had 100 of them acknowledged).
        await new Promise((done) => setTimeout(done, 2_000 + round * 700));
        const waitUntil = Date.now() + 30_000;
        while (ledger.acked.size - ackedBefore < 100 && Date.now() < waitUntil) {
          await new Promise((done) => setTimeout(done, 50));
        }
        stop = true;
        await stopServer(running, "SIGKILL");
        await load;
        client.close();
        expect(running.child.signalCode).toBe("SIGKILL");

        // It starts again on the same data.
        server = await startServer(data);

        const handle = openServerDatabase(data);
        try {
          const check = await checkLedger(handle.db, ledger, { tablesHoldOnlyLoad: true });
          rounds.push({
            acked: ledger.acked.size - ackedBefore,
            inFlight: ledger.inDoubt.size - inDoubtBefore,
            inFlightStored: check.inDoubtStored,
            check,
            integrity: await integrity(handle.db, handle.kind),
          });
        } finally {
          await handle.db.destroy();
        }
      }

      // The restarted server serves what was acknowledged before the crashes.
      client = new HttpClient(server.baseUrl);
      for (const loadUser of users.slice(0, 5)) {
        // Every page of the user's list (it pages at 100 at most).
        const ids = new Set<string>();
        for (let page = 1; ; page++) {
          const res = await client.request("GET", `/api/tickets/?limit=100&page=${page}`, {
            token: loadUser.user.token,
          });
          expect(res.status).toBe(200);
          const rows = JSON.parse(res.body) as { _id: string }[];
          for (const row of rows) ids.add(row._id);
          if (rows.length < 100) break;
        }
        for (const id of loadUser.tickets) expect(ids.has(id)).toBe(true);
      }
      client.close();

      for (const r of rounds) {
        expect(r.acked).toBeGreaterThan(0);
        expect(r.integrity).toBe("ok");
        expect(r.check.missing).toEqual([]);
        expect(r.check.duplicated).toEqual([]);
        expect(r.check.altered).toEqual([]);
        expect(r.check.unexpected).toEqual([]);
        expect(r.check.unmarked).toBe(0);
      }

      const last = rounds.at(-1);
      recordFigures("Crash safety", 40, [
        { label: "engine", value: data.databaseUrl ? "postgres" : "sqlite" },
        { label: "concurrent users during the load", value: USERS },
        {
          label: "crashes survived (SIGKILL mid-load, then restart)",
          value: rounds.filter((r) => r.integrity === "ok").length,
        },
        {
          label: "writes acknowledged before each crash",
          value: rounds.map((r) => r.acked).join(", "),
        },
        {
          label: "acknowledged writes checked after restart",
          value: rounds.reduce((sum, r) => sum + r.check.presentOnce, 0),
        },
        {
          label: "acknowledged writes missing or duplicated",
          value: rounds.reduce(
            (sum, r) =>
              sum +
              r.check.missing.length +
              r.check.duplicated.length +
              r.check.altered.length +
              r.check.unexpected.length,
            0,
          ),
        },
        {
          label: "writes in flight at each kill (no answer)",
          value: rounds.map((r) => r.inFlight).join(", "),
        },
        {
          label: "of those, stored after all (allowed; never twice)",
          value: last ? last.inFlightStored : 0,
        },
        {
          label: "integrity check after each restart",
          value: rounds.map((r) => r.integrity).join(", "),
        },
      ]);
      expect(last?.check.presentOnce).toBe(ledger.acked.size);
      // Only the kill may make a request fail: no error statuses.
      expect(ledger.refused.size).toBe(0);
    },
    (60 + CRASHES * 45) * 1000,
  );
});
