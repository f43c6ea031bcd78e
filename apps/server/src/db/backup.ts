// Backs up the database and the uploaded files into one folder: an online SQLite backup, or
// pg_dump for PostgreSQL. Restoring is described in the README.
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import type { Config } from "../config";

export type BackupResult = { dir: string; database: string; uploads: boolean };

type BackupConfig = Pick<Config, "dataDir" | "databaseUrl" | "databaseSchema">;

const stamp = (date: Date) =>
  date
    .toISOString()
    .replaceAll(":", "-")
    .replace(/\.\d+Z$/, "Z");

function runPgDump(url: string, schema: string | undefined, file: string): Promise<void> {
  const args = ["--no-owner", "--no-privileges", "--file", file, "--dbname", url];
  if (schema) args.push("--schema", schema);
  return new Promise((resolve, reject) => {
    const child = spawn("pg_dump", args, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
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
}

/** Writes `portal.sqlite` or `portal.sql`, a copy of `uploads/` and a manifest into `dir`. */
export async function backup(config: BackupConfig, dir?: string): Promise<BackupResult> {
  const now = new Date();
  const target = dir ?? join(config.dataDir, "backups", stamp(now));
  // A backup holds what the database holds (password hashes): owner only, like the data folder.
  mkdirSync(target, { recursive: true, mode: 0o700 });

  let database: string;
  if (config.databaseUrl) {
    database = join(target, "portal.sql");
    await runPgDump(config.databaseUrl, config.databaseSchema, database);
  } else {
    const source = join(config.dataDir, "portal.sqlite");
    if (!existsSync(source)) throw new Error(`No database at ${source}`);
    database = join(target, "portal.sqlite");
    // SQLite's online backup: consistent even while the server keeps writing.
    const db = new SQLite(source, { readonly: true, fileMustExist: true });
    try {
      await db.backup(database);
    } finally {
      db.close();
    }
  }

  const uploads = join(config.dataDir, "uploads");
  const hasUploads = existsSync(uploads);
  if (hasUploads) cpSync(uploads, join(target, "uploads"), { recursive: true });
  writeFileSync(
    join(target, "manifest.json"),
    `${JSON.stringify(
      {
        createdAt: now.toISOString(),
        engine: config.databaseUrl ? "postgres" : "sqlite",
        database: database.slice(target.length + 1),
        uploads: hasUploads,
      },
      null,
      2,
    )}\n`,
  );
  return { dir: target, database, uploads: hasUploads };
}
