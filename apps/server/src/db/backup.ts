// Backs up the database and the uploaded files into one folder with a manifest (db/backup-
// manifest.ts): an online SQLite backup, or pg_dump of the server's PostgreSQL schema. Keeps the
// newest N backups of the backup folder when asked. db/restore.ts reads such a folder back.
import { spawn } from "node:child_process";
import {
  chmodSync,
  copyFileSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { dirname, join } from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import SQLite from "better-sqlite3";
import pg from "pg";
import type { Config } from "../config";
import {
  describeFiles,
  listEntries,
  listFiles,
  MANIFEST_FILE,
  MANIFEST_FORMAT_VERSION,
  type Manifest,
  readManifest,
  withChecksum,
} from "./backup-manifest";
import {
  currentPostgresSchema,
  type DatabaseContents,
  postgresContents,
  sqliteContents,
} from "./database-contents";

export type BackupConfig = Pick<
  Config,
  "dataDir" | "databaseUrl" | "databaseSchema" | "backupDir" | "backupKeep"
>;

export type BackupOptions = {
  /** Write this one backup into this folder (absent or empty) instead of the backup folder. */
  out?: string;
  /** Backups to keep in the backup folder, this one included (0: all); default BACKUP_KEEP. */
  keep?: number;
};

export type BackupResult = {
  dir: string;
  manifest: Manifest;
  /** Older backups deleted to keep the newest `keep`. */
  removed: string[];
};

const stamp = (date: Date) =>
  date
    .toISOString()
    .replaceAll(":", "-")
    .replace(/\.\d+Z$/, "Z");

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Drops the dump's `CREATE SCHEMA` and `COMMENT ON SCHEMA` of the dumped schema, so that the dump
 * loads into a schema that exists already (`public` always does; restore creates a missing one).
 * Both come before the first table's data; from there on the dump passes through untouched.
 */
function withoutSchemaCreation(schema: string): Transform {
  const names = [schema, quoteIdent(schema)];
  const dropped = (line: string) =>
    names.some((name) => line === `CREATE SCHEMA ${name};`) ||
    names.some((name) => line.startsWith(`COMMENT ON SCHEMA ${name} IS `));
  let inHead = true;
  let pending = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (!inHead) return done(null, chunk);
      pending = Buffer.concat([pending, chunk]);
      const kept: Buffer[] = [];
      let start = 0;
      // Lines split on the newline byte, which never occurs inside a multi-byte UTF-8 character.
      while (inHead) {
        const end = pending.indexOf(10, start);
        if (end === -1) break;
        const line = pending.subarray(start, end + 1);
        const text = line.toString("utf8").replace(/\r?\n$/, "");
        if (text.startsWith("COPY ")) inHead = false;
        else {
          if (!dropped(text)) kept.push(line);
          start = end + 1;
        }
      }
      const rest = pending.subarray(start);
      if (inHead) pending = rest;
      else {
        kept.push(rest);
        pending = Buffer.alloc(0);
      }
      done(null, Buffer.concat(kept));
    },
    flush(done) {
      done(null, pending);
    },
  });
}

/** pg_dump of one schema as of `snapshot`, written to `file` (see withoutSchemaCreation). */
async function runPgDump(url: string, schema: string, snapshot: string, file: string) {
  const args = ["--no-owner", "--no-privileges", "--snapshot", snapshot];
  args.push("--schema", quoteIdent(schema), "--dbname", url);
  const child = spawn("pg_dump", args, { stdio: ["ignore", "pipe", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolve, reject) => {
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new Error("pg_dump was not found; install the PostgreSQL client tools")
          : error,
      ),
    );
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`pg_dump failed: ${stderr.trim()}`)),
    );
  });
  const written = pipeline(
    child.stdout,
    withoutSchemaCreation(schema),
    createWriteStream(file, { mode: 0o600 }),
  );
  await Promise.all([exited, written]);
}

/**
 * Dumps the server's schema. The row counts are taken in a transaction whose snapshot pg_dump
 * shares, so they describe exactly the rows in the dump while the server keeps writing.
 */
async function backupPostgres(
  config: BackupConfig & { databaseUrl: string },
  file: string,
): Promise<DatabaseContents & { schema: string }> {
  const client = new pg.Client({
    connectionString: config.databaseUrl,
    ...(config.databaseSchema ? { options: `-c search_path=${config.databaseSchema}` } : {}),
  });
  await client.connect();
  try {
    const schema = await currentPostgresSchema(client);
    if (!schema) {
      throw new Error(
        config.databaseSchema
          ? `The PostgreSQL schema ${config.databaseSchema} does not exist`
          : "The PostgreSQL connection has no schema to work in (search_path)",
      );
    }
    await client.query("begin isolation level repeatable read read only");
    const snapshot = await client.query<{ id: string }>("select pg_export_snapshot() as id");
    const contents = await postgresContents(client, schema);
    await runPgDump(config.databaseUrl, schema, snapshot.rows[0]?.id ?? "", file);
    await client.query("commit");
    return { ...contents, schema };
  } finally {
    await client.end();
  }
}

async function backupSqlite(dataDir: string, file: string): Promise<DatabaseContents> {
  const source = join(dataDir, "portal.sqlite");
  if (!existsSync(source)) throw new Error(`No database at ${source}`);
  // SQLite's online backup: consistent even while the server keeps writing.
  const db = new SQLite(source, { readonly: true, fileMustExist: true });
  try {
    await db.backup(file);
  } finally {
    db.close();
  }
  chmodSync(file, 0o600);
  // The copy is in WAL mode like its source, and reading it would leave -wal and -shm files
  // beside it: make it a self-contained file first.
  const copy = new SQLite(file, { fileMustExist: true });
  try {
    copy.pragma("journal_mode = DELETE");
    return sqliteContents(copy);
  } finally {
    copy.close();
  }
}

/** A new folder named after the time in `parent`, never one an earlier backup wrote. */
function newBackupDir(parent: string, now: Date): string {
  mkdirSync(parent, { recursive: true, mode: 0o700 });
  for (let attempt = 1; ; attempt++) {
    const dir = join(parent, attempt === 1 ? stamp(now) : `${stamp(now)}-${attempt}`);
    try {
      mkdirSync(dir, { mode: 0o700 });
      return dir;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
}

/**
 * Deletes the backups of `folder` beyond the newest `keep` (the one just written, `current`,
 * among them). A backup is a folder with a valid manifest: nothing else is ever deleted.
 */
export function pruneBackups(folder: string, keep: number, current: string): string[] {
  if (keep <= 0) return [];
  const others = readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(folder, entry.name))
    .filter((dir) => dir !== current)
    .flatMap((dir) => {
      const manifest = readManifest(dir);
      return manifest ? [{ dir, createdAt: manifest.createdAt }] : [];
    })
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.dir.localeCompare(a.dir));
  const removed = others.slice(keep - 1).map((backup) => backup.dir);
  for (const dir of removed) rmSync(dir, { recursive: true, force: true });
  return removed;
}

/** Writes `portal.sqlite` or `portal.sql`, a copy of `uploads/` and `manifest.json`. */
export async function backup(
  config: BackupConfig,
  options: BackupOptions = {},
): Promise<BackupResult> {
  const now = new Date();
  // A backup holds what the database holds (password hashes): owner only, like the data folder.
  let dir: string;
  if (options.out) {
    dir = options.out;
    if (existsSync(dir) && readdirSync(dir).length > 0) {
      throw new Error(`${dir} is not empty; a backup goes into a new or empty folder`);
    }
    mkdirSync(dir, { recursive: true, mode: 0o700 });
  } else {
    dir = newBackupDir(config.backupDir, now);
  }

  try {
    const uploads = join(config.dataDir, "uploads");
    // The server stores only regular files there: anything else (a symbolic link) is named
    // rather than left out of the backup unnoticed, and never followed.
    const odd = listEntries(uploads).filter((entry) => !entry.isFile);
    if (odd.length > 0) {
      throw new Error(
        `${uploads} holds what the server never stores there, a symbolic link or another kind of entry: ${odd
          .slice(0, 5)
          .map((entry) => entry.path)
          .join(", ")}; move it away, then back up again`,
      );
    }
    const database = config.databaseUrl ? "portal.sql" : "portal.sqlite";
    const databaseFile = join(dir, database);
    let contents: DatabaseContents;
    let postgresSchema: string | undefined;
    if (config.databaseUrl) {
      const dumped = await backupPostgres(
        { ...config, databaseUrl: config.databaseUrl },
        databaseFile,
      );
      contents = dumped;
      postgresSchema = dumped.schema;
    } else {
      contents = await backupSqlite(config.dataDir, databaseFile);
    }

    const uploaded = listFiles(uploads);
    for (const path of uploaded) {
      const target = join(dir, "uploads", path);
      mkdirSync(dirname(target), { recursive: true, mode: 0o700 });
      copyFileSync(join(uploads, path), target);
    }

    const manifest: Manifest = withChecksum({
      formatVersion: MANIFEST_FORMAT_VERSION,
      createdAt: now.toISOString(),
      engine: config.databaseUrl ? "postgres" : "sqlite",
      schemaVersion: contents.migrations.at(-1) ?? null,
      migrations: contents.migrations,
      ...(postgresSchema ? { postgresSchema } : {}),
      database,
      tables: contents.tables,
      files: await describeFiles(dir, [database, ...uploaded.map((path) => `uploads/${path}`)]),
    });
    // Written last: a folder without a manifest is an unfinished backup, never taken for one.
    writeFileSync(join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, {
      mode: 0o600,
    });
    const keep = options.out ? 0 : (options.keep ?? config.backupKeep);
    return { dir, manifest, removed: pruneBackups(dirname(dir), keep, dir) };
  } catch (error) {
    // Leave no half-written backup behind (the folder was new or empty).
    if (options.out) {
      for (const entry of readdirSync(dir)) rmSync(join(dir, entry), { recursive: true });
    } else {
      rmSync(dir, { recursive: true, force: true });
    }
    throw error;
  }
}
