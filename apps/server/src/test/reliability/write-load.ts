// A write load over real HTTP for the load and crash tests: signed-in users create tickets, notes
// and orders, each tagged with a unique marker, and every answer is recorded. Afterwards the
// database is read directly and matched against what was acknowledged: every write answered 2xx
// must be there exactly once, and nothing the server refused or nobody sent may be there.
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AuthUser } from "@app/shared/users";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { multipartForm } from "../multipart";
import { pngImage } from "../shop-fixtures";

export type HttpAnswer = { status: number; body: string };

/** Raised when a request got no answer at all (connection refused or reset, timeout). */
export class NoAnswerError extends Error {
  constructor(readonly reason: string) {
    super(`no answer: ${reason}`);
  }
}

/** A small keep-alive HTTP client on node:http, so every outcome can be told apart. */
export class HttpClient {
  readonly agent: http.Agent;
  readonly origin: URL;

  constructor(baseUrl: string, maxSockets = 256) {
    this.origin = new URL(baseUrl);
    this.agent = new http.Agent({ keepAlive: true, maxSockets });
  }

  request(
    method: string,
    path: string,
    options: {
      token?: string;
      json?: unknown;
      body?: Buffer;
      headers?: Record<string, string>;
      timeoutMs?: number;
    } = {},
  ): Promise<HttpAnswer> {
    const headers: Record<string, string> = { ...options.headers };
    let payload = options.body;
    if (options.json !== undefined) {
      payload = Buffer.from(JSON.stringify(options.json));
      headers["content-type"] = "application/json";
    }
    if (payload) headers["content-length"] = String(payload.length);
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: this.origin.hostname,
          port: this.origin.port,
          method,
          path,
          headers,
          agent: this.agent,
          timeout: options.timeoutMs ?? 30_000,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () =>
            resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }),
          );
          res.on("error", (error) => reject(new NoAnswerError(errorReason(error))));
        },
      );
      req.on("timeout", () => req.destroy(new NoAnswerError("timeout")));
      req.on("error", (error) =>
        reject(error instanceof NoAnswerError ? error : new NoAnswerError(errorReason(error))),
      );
      req.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

function errorReason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  return code ?? (error instanceof Error ? error.message : String(error));
}

export async function registerUsers(
  client: HttpClient,
  count: number,
  label: string,
): Promise<AuthUser[]> {
  const users: AuthUser[] = [];
  // A few at a time: each registration hashes a password (scrypt), which is costly by design.
  for (let start = 0; start < count; start += 10) {
    const batch = Array.from({ length: Math.min(10, count - start) }, async (_, i) => {
      const n = start + i;
      const res = await client.request("POST", "/api/users/", {
        json: {
          name: `Load user ${n}`,
          email: `${label}-${n}-${randomBytes(4).toString("hex")}@load.test`,
          password: "load-pass-1",
        },
      });
      if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.body}`);
      return JSON.parse(res.body) as AuthUser;
    });
    users.push(...(await Promise.all(batch)));
  }
  return users;
}

export async function loginOverHttp(
  client: HttpClient,
  credentials: { email: string; password: string },
): Promise<AuthUser> {
  const res = await client.request("POST", "/api/users/login", { json: credentials });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.body}`);
  return JSON.parse(res.body) as AuthUser;
}

/** Adds a product with one small image through POST /cloudinary; answers its id. */
export async function addProductOverHttp(
  client: HttpClient,
  adminToken: string,
  name: string,
): Promise<string> {
  const form = multipartForm([
    { name: "name", value: name },
    { name: "title", value: "A product for the write load" },
    { name: "price", value: "100" },
    { name: "sellprice", value: "90" },
    { name: "photo", filename: "p.png", contentType: "image/png", content: await pngImage() },
  ]);
  const res = await client.request("POST", "/cloudinary", {
    token: adminToken,
    body: form.payload,
    headers: form.headers,
  });
  if (res.status !== 201) throw new Error(`product upload failed: ${res.status} ${res.body}`);
  return (JSON.parse(res.body) as { _id: string })._id;
}

export type WriteKind = "ticket" | "note" | "order";
export const WRITE_KINDS: readonly WriteKind[] = ["ticket", "note", "order"];

/** One write sent: its kind, the marker in its text, who sent it, and (notes) its ticket. */
export type SentWrite = { kind: WriteKind; marker: string; userId: string; ticketId?: string };

export type LoadUser = {
  user: AuthUser;
  /** This user's acknowledged tickets, for notes; kept across runs (crash rounds). */
  tickets: string[];
};

/** What happened to every write of one or more runs. */
export type LoadLedger = {
  runId: string;
  /** Answered 2xx, with the id the server answered. */
  acked: Map<string, SentWrite & { id: string }>;
  /** Answered with an error status: must not be stored. */
  refused: Map<string, SentWrite & { status: number }>;
  /** No answer (timeout, connection reset by a crash): may or may not be stored. */
  inDoubt: Map<string, SentWrite & { reason: string }>;
  /** Failed requests by status or reason, e.g. {"503": 2, "timeout": 1}. */
  failures: Record<string, number>;
  /** Writes sent; also numbers the markers, so they stay unique across runs of one ledger. */
  sent: number;
};

export function newLedger(): LoadLedger {
  return {
    // Letters and digits only: the marker is matched with LIKE, where _ and % are wildcards.
    runId: `rl${randomBytes(5).toString("hex")}`,
    acked: new Map(),
    refused: new Map(),
    inDoubt: new Map(),
    failures: {},
    sent: 0,
  };
}

const TRIPS = ["plassey", "hazarduari", "iskon"] as const;
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

/**
 * Runs the write load until `shouldStop()` answers true: each user keeps one request in flight,
 * so `users.length` requests run at once. A user's first write is a ticket; then tickets, notes
 * on their own tickets and orders of `productIds` are mixed.
 */
export async function runWriteLoad(options: {
  client: HttpClient;
  users: LoadUser[];
  productIds: readonly string[];
  ledger: LoadLedger;
  shouldStop: () => boolean;
  timeoutMs?: number;
}): Promise<void> {
  const { client, ledger } = options;
  const worker = async (loadUser: LoadUser): Promise<void> => {
    while (!options.shouldStop()) {
      const roll = Math.random();
      const kind: WriteKind =
        loadUser.tickets.length === 0 || roll < 0.4 ? "ticket" : roll < 0.7 ? "note" : "order";
      const marker = `${ledger.runId}-${kind[0]}${++ledger.sent}`;
      const sent: SentWrite = { kind, marker, userId: loadUser.user._id };
      let path: string;
      let json: unknown;
      if (kind === "ticket") {
        path = "/api/tickets/";
        json = { product: pick(TRIPS), description: `Load test ticket ${marker}` };
      } else if (kind === "note") {
        sent.ticketId = pick(loadUser.tickets);
        path = `/api/tickets/${sent.ticketId}/notes`;
        json = { text: `Load test note ${marker}` };
      } else {
        path = "/api/users/order";
        json = {
          address: `${marker}, Lalbagh, Murshidabad`,
          gender: pick(["female", "male", "other"]),
          pin: "742149",
          mobile: "9876543210",
          idvalue: { category: pick(options.productIds) },
        };
      }
      try {
        const res = await client.request("POST", path, {
          token: loadUser.user.token,
          json,
          timeoutMs: options.timeoutMs,
        });
        if (res.status >= 200 && res.status < 300) {
          const id = (JSON.parse(res.body) as { _id: string })._id;
          ledger.acked.set(marker, { ...sent, id });
          if (kind === "ticket") loadUser.tickets.push(id);
        } else {
          ledger.refused.set(marker, { ...sent, status: res.status });
          const key = String(res.status);
          ledger.failures[key] = (ledger.failures[key] ?? 0) + 1;
          // Keep the first few bodies of unexpected answers for the report.
          if (res.status >= 500 && (ledger.failures[key] ?? 0) <= 3) {
            console.warn(`${kind} answered ${res.status}: ${res.body}`);
          }
        }
      } catch (error) {
        if (!(error instanceof NoAnswerError)) throw error;
        ledger.inDoubt.set(marker, { ...sent, reason: error.reason });
        ledger.failures[error.reason] = (ledger.failures[error.reason] ?? 0) + 1;
      }
    }
  };
  await Promise.all(options.users.map(worker));
}

export type LedgerCheck = {
  /** Acknowledged writes found exactly once, as acknowledged (id, author, ticket). */
  presentOnce: number;
  missing: string[];
  duplicated: string[];
  /** Found, but not as acknowledged (another id, author or ticket). */
  altered: string[];
  /** Rows of writes the server refused, or with markers nobody sent. */
  unexpected: string[];
  /** Rows in the tables without any marker of this ledger (the tables hold only load rows). */
  unmarked: number;
  /** Writes in doubt (no answer) that were stored after all. */
  inDoubtStored: number;
};

type MarkedRow = { id: string; user_id: string | null; ticket_id?: string; text: string };

/** Reads the tickets, notes and orders back and matches them against the ledger. */
export async function checkLedger(
  db: Kysely<Database>,
  ledger: LoadLedger,
  options: { tablesHoldOnlyLoad: boolean },
): Promise<LedgerCheck> {
  const like = `%${ledger.runId}-%`;
  const rows: Record<WriteKind, MarkedRow[]> = {
    ticket: await db
      .selectFrom("tickets")
      .select(["id", "user_id", "description as text"])
      .where("description", "like", like)
      .execute(),
    note: await db
      .selectFrom("notes")
      .select(["id", "user_id", "ticket_id", "text"])
      .where("text", "like", like)
      .execute(),
    order: await db
      .selectFrom("orders")
      .select(["id", "user_id", "address as text"])
      .where("address", "like", like)
      .execute(),
  };
  const pattern = new RegExp(`${ledger.runId}-[tno]\\d+`);
  const found = new Map<string, { kind: WriteKind; row: MarkedRow }[]>();
  const result: LedgerCheck = {
    presentOnce: 0,
    missing: [],
    duplicated: [],
    altered: [],
    unexpected: [],
    unmarked: 0,
    inDoubtStored: 0,
  };
  for (const kind of WRITE_KINDS) {
    for (const row of rows[kind]) {
      const marker = pattern.exec(row.text)?.[0];
      if (!marker) {
        result.unexpected.push(`${kind} ${row.id}: ${row.text}`);
        continue;
      }
      found.set(marker, [...(found.get(marker) ?? []), { kind, row }]);
    }
  }
  for (const [marker, matches] of found) {
    if (matches.length > 1) result.duplicated.push(marker);
    if (ledger.acked.has(marker)) continue;
    if (ledger.inDoubt.has(marker)) result.inDoubtStored++;
    else
      result.unexpected.push(
        `${marker} (${ledger.refused.has(marker) ? `answered ${ledger.refused.get(marker)?.status}` : "never sent"})`,
      );
  }
  for (const [marker, write] of ledger.acked) {
    const matches = found.get(marker) ?? [];
    if (matches.length === 0) {
      result.missing.push(marker);
      continue;
    }
    if (matches.length !== 1) continue;
    const [{ kind, row }] = matches as [{ kind: WriteKind; row: MarkedRow }];
    const same =
      kind === write.kind &&
      row.id === write.id &&
      row.user_id === write.userId &&
      (write.kind !== "note" || row.ticket_id === write.ticketId);
    if (same) result.presentOnce++;
    else result.altered.push(marker);
  }
  if (options.tablesHoldOnlyLoad) {
    for (const table of ["tickets", "notes", "orders"] as const) {
      const { n } = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .executeTakeFirstOrThrow();
      const kind: WriteKind = table === "tickets" ? "ticket" : table === "notes" ? "note" : "order";
      result.unmarked += Number(n) - rows[kind].length;
    }
  }
  return result;
}

/** "503: 2, timeout: 1", or "none". */
export function describeFailures(failures: Record<string, number>): string {
  const entries = Object.entries(failures).sort(([a], [b]) => a.localeCompare(b));
  return entries.length === 0 ? "none" : entries.map(([key, n]) => `${key}: ${n}`).join(", ");
}

export function countByKind(writes: Iterable<SentWrite>): Record<WriteKind, number> {
  const counts: Record<WriteKind, number> = { ticket: 0, note: 0, order: 0 };
  for (const write of writes) counts[write.kind]++;
  return counts;
}
