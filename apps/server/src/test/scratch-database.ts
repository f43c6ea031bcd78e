// A database of a test file's own, for tests that drive migrations themselves: a new SQLite file
// in a temporary folder, or with DATABASE_URL a PostgreSQL schema of its own, dropped afterwards.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import type { Config } from "../config";

type DatabaseConfig = Pick<Config, "databaseUrl" | "databaseSchema" | "dataDir">;

async function onServer(databaseUrl: string | undefined, query: string): Promise<void> {
  if (!databaseUrl) return;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(query);
  await client.end();
}

/** Registers the file's set-up and clean-up; `config` opens the database (createDatabase). */
export function scratchDatabase(name: string): { config: DatabaseConfig; databaseUrl?: string } {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const schema = `test_${randomBytes(6).toString("hex")}`;
  const dataDir = mkdtempSync(join(tmpdir(), `portal-${name}-`));
  beforeAll(() => onServer(databaseUrl, `create schema ${schema}`));
  afterAll(async () => {
    await onServer(databaseUrl, `drop schema ${schema} cascade`);
    rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    databaseUrl,
    config: { databaseUrl, databaseSchema: databaseUrl ? schema : undefined, dataDir },
  };
}

/** A user's row as every migration so far finds the users table. */
export const oldUserRow = (id: string, name: string, email: string, createdAt: string) => ({
  id,
  name,
  email,
  password_hash: "x",
  role: "user",
  token_version: 0,
  created_at: createdAt,
  must_change_password: 0,
});
