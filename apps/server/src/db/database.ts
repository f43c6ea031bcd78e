// Opens the database the settings ask for: PostgreSQL when DATABASE_URL is set, else SQLite in DATA_DIR.
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  type PostgresPool,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from "kysely";
import { type Config, DEFAULT_DATABASE_CONNECT_TIMEOUT_SECONDS } from "../config";
import { DatabaseUnavailableError } from "../lib/errors";
import { CurrentSchemaPostgresDialect } from "./current-schema-introspector";
import type { Database } from "./schema";
import { reusingStatements } from "./statement-cache";

export type DatabaseKind = "sqlite" | "postgres";

// Only the configured engine's driver is loaded (the other one would only take memory).
const requireDriver = createRequire(import.meta.url);

/** How the PostgreSQL pool is used at this moment (read by the metrics when scraped). */
export type PoolUse = {
  /** The most connections the pool opens. */
  size: number;
  /** Connections open, busy or idle. */
  total: number;
  idle: number;
  /** Queries waiting for a connection because all `size` are busy. */
  waiting: number;
};

export type DatabaseHandle = {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** The pool's counts on PostgreSQL; null on SQLite (one connection, no pool). */
  poolUse: (() => PoolUse) | null;
};

/** Connections each process keeps to PostgreSQL (the production sizing in the README and docs/operations.md counts on it). */
const POOL_SIZE = 10;

/**
 * SQLite transactions take the write lock when they begin (BEGIN IMMEDIATE) instead of at their
 * first write. Several processes may share the file: a deferred transaction that has read and
 * then writes after another process committed cannot wait for the lock (its snapshot is stale),
 * and SQLite fails it at once with SQLITE_BUSY, whatever busy_timeout says — a 500 for, e.g., a
 * note (read the ticket, then insert). Taking the lock first makes it wait its turn instead.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

export function createDatabase(
  config: Pick<Config, "databaseUrl" | "databaseSchema" | "dataDir"> &
    Partial<Pick<Config, "databaseConnectTimeoutSeconds">>,
): DatabaseHandle {
  if (config.databaseUrl) {
    const pg = requireDriver("pg") as typeof import("pg");
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: POOL_SIZE,
      // Without it a query waits for a connection for ever: a database that stops answering
      // (hung, or the network to it gone quiet) would hold every request that needs it, sockets
      // and memory piling up. pg-pool gives up after this long both on opening a new connection
      // (it destroys the socket) and on waiting in its queue for a busy pool's free one ("timeout
      // exceeded when trying to connect"); the queue wait is why it is seconds, not less.
      // A query already running on a connection that goes quiet is not bounded by it; see
      // docs/operations.md, "PostgreSQL outages", for that and for why there is no query timeout.
      connectionTimeoutMillis: Math.round(
        (config.databaseConnectTimeoutSeconds ?? DEFAULT_DATABASE_CONNECT_TIMEOUT_SECONDS) * 1000,
      ),
      ...(config.databaseSchema ? { options: `-c search_path=${config.databaseSchema}` } : {}),
    });
    // An idle client losing its connection must not crash the process; the next query reconnects.
    pool.on("error", () => {});
    // Each query, or transaction, asks the pool for a connection through here: one that cannot be
    // had (none came in time, or the database refused it) answers 503, not a 500 (errors.ts).
    const boundedPool: PostgresPool = {
      options: pool.options,
      connect: () =>
        pool.connect().catch((error: unknown) => {
          throw new DatabaseUnavailableError(error);
        }),
      end: () => pool.end(),
    };
    return {
      db: new Kysely<Database>({
        dialect: new CurrentSchemaPostgresDialect({ pool: boundedPool }),
      }),
      kind: "postgres",
      poolUse: () => ({
        size: POOL_SIZE,
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
    };
  }
  // The folder and the database hold password hashes and the JWT secret: owner only. (A folder
  // that already exists keeps its mode: the operator chose it.) SQLite gives the -wal and -shm
  // files the database file's own mode, so creating that one 0600 covers all three.
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  const file = join(config.dataDir, "portal.sqlite");
  try {
    writeFileSync(file, "", { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const SQLite = requireDriver("better-sqlite3") as typeof import("better-sqlite3");
  const sqlite = new SQLite(file);
  // Durability of acknowledged writes. A reply is sent only after the statement or transaction
  // has committed (better-sqlite3 runs it synchronously), and in WAL mode a commit has appended
  // its frames to portal.sqlite-wal with write() before it returns: a process that is then
  // killed (SIGKILL, OOM, crash) leaves them in the operating system's cache. The next open
  // recovers the WAL: committed transactions are kept, a half-written one (no commit frame) is
  // ignored, so no acknowledged write is lost or half-applied (reliability/crash-safety.test.ts).
  // synchronous = FULL also fsyncs the WAL at each commit, so they survive a power cut or an OS
  // crash too; set explicitly because SQLite's build default differs between a file created in
  // this process (FULL) and one reopened in WAL mode (NORMAL, which may lose the last commits
  // on a power cut). It costs about 0.2 ms per commit here.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  return {
    db: new Kysely<Database>({
      dialect: new ImmediateSqliteDialect({ database: reusingStatements(sqlite) }),
    }),
    kind: "sqlite",
    poolUse: null,
  };
}

/** True when the error is a unique-constraint violation on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== "object" || error === null || !("code" in error)) return false;
  const code = (error as { code: unknown }).code;
  return (
    code === "23505" ||
    code === "SQLITE_CONSTRAINT_UNIQUE" ||
    code === "SQLITE_CONSTRAINT_PRIMARYKEY"
  );
}

/** True when the error is a foreign-key or check-constraint violation on either engine. */
export function isConstraintViolation(error: unknown): boolean {
  if (typeof error !== "object" || error === null || !("code" in error)) return false;
  const code = (error as { code: unknown }).code;
  return (
    code === "23503" ||
    code === "23514" ||
    code === "SQLITE_CONSTRAINT_FOREIGNKEY" ||
    code === "SQLITE_CONSTRAINT_CHECK"
  );
}
