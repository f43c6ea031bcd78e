// `npm run backup` and `npm run restore` as production runs them: the built commands on plain
// Node.js (no tsx, no development dependency), configured by environment variables only.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readManifest } from "../db/backup-manifest";
import { addContent, readAllRows, readUploads } from "../test/backup-fixtures";
import { buildTestApp, type TestApp, withPg } from "../test/test-app";

const SERVER_DIR = resolve(import.meta.dirname, "../..");
// Inside apps/server so that the bundle's external packages resolve from node_modules.
const buildDir = mkdtempSync(join(SERVER_DIR, ".test-build-"));
const work = mkdtempSync(join(tmpdir(), "portal-backup-cli-"));

/** Runs a built command with only these settings (and PATH, for pg_dump and psql). */
function run(command: string, args: string[], settings: Record<string, string | undefined>) {
  const env: Record<string, string> = { PATH: process.env.PATH ?? "" };
  for (const [key, value] of Object.entries(settings)) if (value) env[key] = value;
  return spawnSync(process.execPath, [join(buildDir, "cli", command), ...args], {
    env,
    cwd: work,
    encoding: "utf8",
  });
}

let source: TestApp | undefined;
let schema: string | undefined;
const databaseUrl = process.env.DATABASE_URL || undefined;

beforeAll(async () => {
  const built = spawnSync(process.execPath, [join(SERVER_DIR, "build.mjs")], {
    env: { ...process.env, BUILD_OUT_DIR: buildDir },
    encoding: "utf8",
  });
  if (built.status !== 0) throw new Error(`build failed:\n${built.stderr}`);
  source = await buildTestApp();
  schema = source.config.databaseSchema;
  await addContent(source.app);
}, 120_000);

afterAll(async () => {
  await source?.close();
  if (databaseUrl && schema) {
    const name = schema;
    await withPg(databaseUrl, (c) => c.query(`drop schema if exists ${name} cascade`));
  }
  rmSync(buildDir, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
});

describe("the built backup and restore commands", () => {
  it("back up into BACKUP_DIR and restore into an empty database, with node alone", async () => {
    if (!source) throw new Error("no source app");
    const backups = join(work, "backups");
    const settings = { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema };

    const made = run("backup.js", ["--keep", "2"], {
      ...settings,
      DATA_DIR: source.config.dataDir,
      BACKUP_DIR: backups,
    });
    expect(made.stderr).toBe("");
    expect(made.status).toBe(0);
    const [name, ...more] = readdirSync(backups);
    expect(more).toEqual([]);
    const dir = join(backups, name ?? "");
    expect(made.stdout).toContain(`Backup written to ${dir}`);
    expect(made.stdout).toMatch(/schema version \d{4}-[a-z-]+, \d+ rows in \d+ tables/);
    expect(made.stdout).toContain("uploads: 2 files");
    expect(readManifest(dir)?.engine).toBe(databaseUrl ? "postgres" : "sqlite");

    const rows = await readAllRows(source.config);
    const files = readUploads(source.config.dataDir);
    // The source goes (its PostgreSQL schema is dropped): the restore recreates the schema.
    await source.close();
    source = undefined;

    const target = { dataDir: join(work, "restored"), databaseUrl, databaseSchema: schema };
    const restored = run("restore.js", [dir], { ...settings, DATA_DIR: target.dataDir });
    expect(restored.stderr).toBe("");
    expect(restored.status).toBe(0);
    expect(restored.stdout).toMatch(/^Restored the backup of .* schema version \d{4}-/);
    expect(restored.stdout).toMatch(/\d+ rows in \d+ tables, as in the manifest/);
    expect(restored.stdout).toContain("2 uploaded files");
    expect(await readAllRows(target)).toEqual(rows);
    expect(readUploads(target.dataDir)).toEqual(files);

    const again = run("restore.js", [dir], { ...settings, DATA_DIR: target.dataDir });
    expect(again.status).toBe(1);
    expect(again.stderr).toContain(
      "Restore only goes into an empty database and an empty uploads folder, and this one is not:",
    );
    expect(await readAllRows(target)).toEqual(rows);

    const usage = run("restore.js", [], settings);
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain("Usage: restore <backup folder>");
  });
});
