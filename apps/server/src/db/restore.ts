// Restores a backup folder (db/backup.ts) into an empty database and an empty uploads folder.
// Before it writes anything it checks the manifest's own checksum, every file's checksum, that the
// folder holds no symbolic link, and the rows of the backup's database against the manifest; it
// refuses anything else, and compares the restored rows with the manifest once more afterwards.
import { spawn } from "node:child_process";
import {
  chmodSync,
  constants,
  copyFileSync,
  existsSync,
  mkdirSync,
  renameSync,
  rmSync,
} from "node:fs";
import { dirname, join } from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import type { Config } from "../config";
import {
  BackupInvalidError,
  listEntries,
  loadManifest,
  type Manifest,
  verifyFiles,
} from "./backup-manifest";
import {
  currentPostgresSchema,
  type DatabaseContents,
  postgresContents,
  postgresDumpTables,
  postgresRelations,
  sqliteContents,
  sqliteTables,
} from "./database-contents";
import { knownMigrations } from "./migrate";

export type RestoreConfig = Pick<Config, "dataDir" | "databaseUrl" | "databaseSchema">;

export type RestoreResult = {
  manifest: Manifest;
  /** Where the database went: the SQLite file, or the PostgreSQL schema. */
  target: string;
  /** Rows per table as restored (equal to the manifest's). */
  tables: Record<string, number>;
  /** Uploaded files copied into DATA_DIR/uploads. */
  files: number;
};

/** The restore would overwrite something or cannot use this backup; nothing was changed. */
export class RestoreRefusedError extends Error {}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

function checkCompatible(manifest: Manifest, config: RestoreConfig): void {
  const engine = config.databaseUrl ? "postgres" : "sqlite";
  if (manifest.engine !== engine) {
    throw new RestoreRefusedError(
      `This is a backup of a ${manifest.engine === "postgres" ? "PostgreSQL" : "SQLite"} database, and this server is set up for ${engine === "postgres" ? "PostgreSQL (DATABASE_URL is set)" : "SQLite (DATABASE_URL is not set)"}; restore it with the settings of the engine it came from.`,
    );
  }
  const known = new Set(knownMigrations());
  const unknown = manifest.migrations.filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new RestoreRefusedError(
      `The backup is of a newer version of the portal (schema version ${manifest.schemaVersion}; this version knows up to ${knownMigrations().at(-1)}, not ${unknown.join(", ")}); restore it with that version or a later one.`,
    );
  }
}

const notEmpty = (problems: string[]) =>
  new RestoreRefusedError(
    `Restore only goes into an empty database and an empty uploads folder, and this one is not:\n  - ${problems.join("\n  - ")}\nNothing was changed. Restore into a new database (and DATA_DIR), or move the old one away first.`,
  );

const sample = (names: string[]) =>
  `${names.slice(0, 5).join(", ")}${names.length > 5 ? ", …" : ""}`;

/** Anything in DATA_DIR/uploads but empty folders: a file, or a link a copy would write through. */
function uploadsProblem(dataDir: string): string | undefined {
  const uploads = join(dataDir, "uploads");
  const present = listEntries(uploads).map((entry) => entry.path);
  if (present.length === 0) return undefined;
  const what = present.length === 1 ? "entry that is not a folder" : "entries that are not folders";
  return `${uploads} holds ${present.length} ${what} (${sample(present)})`;
}

/** Each table whose rows differ between the manifest and `found`, as `name: found, manifest`. */
function rowDifferences(manifest: Manifest, found: Record<string, number>, where: string) {
  const names = new Set([...Object.keys(manifest.tables), ...Object.keys(found)]);
  return [...names]
    .filter((name) => manifest.tables[name] !== found[name])
    .map(
      (name) =>
        `${name}: ${found[name] ?? "no table"} ${where}, ${manifest.tables[name] ?? "no table"} in the manifest`,
    );
}

/** The backup's own database holds the rows its manifest lists; checked before restoring it. */
function checkBackupRows(manifest: Manifest, found: Record<string, number>): void {
  const differences = rowDifferences(manifest, found, "in the database");
  if (differences.length > 0) {
    throw new BackupInvalidError(
      `The backup is damaged: its database holds other rows than its manifest says:\n  ${differences.join("\n  ")}`,
    );
  }
}

function compareWithManifest(manifest: Manifest, restored: DatabaseContents): void {
  const differences = rowDifferences(manifest, restored.tables, "restored");
  if (differences.length > 0) {
    throw new Error(
      `The database was restored, but its rows differ from the backup's manifest:\n  ${differences.join("\n  ")}`,
    );
  }
}

/** The rows of the backup's SQLite file, read without changing it (it has no -wal file). */
function sqliteBackupTables(file: string): Record<string, number> {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    return sqliteContents(db).tables;
  } finally {
    db.close();
  }
}

function copyUploads(dir: string, manifest: Manifest, dataDir: string): number {
  const uploads = manifest.files.filter((file) => file.path.startsWith("uploads/"));
  for (const file of uploads) {
    const target = join(dataDir, file.path);
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(join(dir, file.path), target, constants.COPYFILE_EXCL);
  }
  return uploads.length;
}

/** What makes DATA_DIR/portal.sqlite no target for a restore (no file, or no table, is fine). */
function sqliteProblem(file: string): string | undefined {
  if (!existsSync(file)) return undefined;
  let tables: string[];
  try {
    // Opened writable so that closing it leaves no -wal or -shm file behind.
    const db = new SQLite(file, { fileMustExist: true });
    try {
      tables = sqliteTables(db);
    } finally {
      db.close();
    }
  } catch (error) {
    return `${file} exists and is not a database SQLite can read (${(error as Error).message})`;
  }
  return tables.length > 0
    ? `${file} holds ${tables.length} table(s) (${sample(tables)})`
    : undefined;
}

async function restoreSqlite(
  dir: string,
  manifest: Manifest,
  config: RestoreConfig,
): Promise<RestoreResult> {
  const file = join(config.dataDir, "portal.sqlite");
  const problems: string[] = [];
  const database = sqliteProblem(file);
  if (database) problems.push(database);
  const uploads = uploadsProblem(config.dataDir);
  if (uploads) problems.push(uploads);
  if (problems.length > 0) throw notEmpty(problems);

  await verifyFiles(dir, manifest);
  checkBackupRows(manifest, sqliteBackupTables(join(dir, manifest.database)));
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  // Copied beside the target and renamed over it, so the database file is never half-written.
  const temporary = `${file}.restoring`;
  copyFileSync(join(dir, manifest.database), temporary);
  chmodSync(temporary, 0o600);
  for (const suffix of ["-wal", "-shm", "-journal"]) rmSync(`${file}${suffix}`, { force: true });
  renameSync(temporary, file);
  const files = copyUploads(dir, manifest, config.dataDir);

  const db = new SQLite(file, { fileMustExist: true });
  let restored: DatabaseContents;
  try {
    restored = sqliteContents(db);
  } finally {
    db.close();
  }
  compareWithManifest(manifest, restored);
  return { manifest, target: file, tables: restored.tables, files };
}

/** psql in one transaction that stops at the first error (and then rolls everything back). */
function runPsql(url: string, schema: string, file: string): Promise<void> {
  const args = ["-X", "-q", "-v", "ON_ERROR_STOP=1", "--single-transaction", "--dbname", url];
  // The dump names its schema but does not create it (db/backup.ts): create it when missing.
  args.push("-c", `CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schema)}`, "-f", file);
  return new Promise((resolve, reject) => {
    const child = spawn("psql", args, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new Error("psql was not found; install the PostgreSQL client tools")
          : error,
      ),
    );
    child.on("close", (code) =>
      code === 0
        ? resolve()
        : reject(
            new Error(
              `psql stopped at the first error and rolled the restore back (the database is as it was; the uploads were not copied):\n${stderr.trim()}`,
            ),
          ),
    );
  });
}

async function restorePostgres(
  dir: string,
  manifest: Manifest,
  config: RestoreConfig & { databaseUrl: string },
): Promise<RestoreResult> {
  const client = new pg.Client({
    connectionString: config.databaseUrl,
    ...(config.databaseSchema ? { options: `-c search_path=${config.databaseSchema}` } : {}),
  });
  await client.connect();
  try {
    const schema = (await currentPostgresSchema(client)) ?? config.databaseSchema;
    if (!schema) {
      throw new RestoreRefusedError(
        "The PostgreSQL connection has no schema to work in; set DATABASE_SCHEMA",
      );
    }
    if (manifest.postgresSchema !== schema) {
      throw new RestoreRefusedError(
        `The backup is of the PostgreSQL schema ${manifest.postgresSchema ?? "(unknown)"}, whose name its dump carries in every statement; this server works in ${schema}. Restore it with DATABASE_SCHEMA=${manifest.postgresSchema ?? ""}.`,
      );
    }
    const problems: string[] = [];
    const relations = await postgresRelations(client, schema);
    if (relations.length > 0) {
      problems.push(
        `the PostgreSQL schema ${schema} holds ${relations.length} table(s) or sequence(s) (${sample(relations)})`,
      );
    }
    const uploads = uploadsProblem(config.dataDir);
    if (uploads) problems.push(uploads);
    if (problems.length > 0) throw notEmpty(problems);

    await verifyFiles(dir, manifest);
    checkBackupRows(manifest, await postgresDumpTables(join(dir, manifest.database)));
    await runPsql(config.databaseUrl, schema, join(dir, manifest.database));
    const files = copyUploads(dir, manifest, config.dataDir);
    const restored = await postgresContents(client, schema);
    compareWithManifest(manifest, restored);
    return { manifest, target: `schema ${schema}`, tables: restored.tables, files };
  } finally {
    await client.end();
  }
}

/** Restores the backup in `dir` into the database and data folder `config` names. */
export async function restore(config: RestoreConfig, dir: string): Promise<RestoreResult> {
  // The checksums are read after the cheap checks, so a refusal costs no reading of the backup.
  const manifest = loadManifest(dir);
  checkCompatible(manifest, config);
  return config.databaseUrl
    ? restorePostgres(dir, manifest, { ...config, databaseUrl: config.databaseUrl })
    : restoreSqlite(dir, manifest, config);
}
