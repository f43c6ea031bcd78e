// A backup folder's manifest.json: what the backup holds (engine, schema version, row counts) and
// the size and SHA-256 of every file in it, so a restore can prove the folder is intact first.
import { createHash } from "node:crypto";
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { isAbsolute, join, relative, sep } from "node:path";
import { pipeline } from "node:stream/promises";
import { z } from "zod";

export const MANIFEST_FILE = "manifest.json";
export const MANIFEST_FORMAT_VERSION = 1;

/** A path inside the backup folder, `/`-separated; never absolute or climbing out with `..`. */
const BackupPathSchema = z
  .string()
  .min(1)
  .refine(
    (path) => !isAbsolute(path) && !path.includes("\\") && !path.split("/").includes(".."),
    "must be a path inside the backup folder",
  );

export const BackupFileSchema = z.object({
  path: BackupPathSchema,
  size: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/, "must be a SHA-256 in hex"),
});
export type BackupFile = z.infer<typeof BackupFileSchema>;

export const ManifestSchema = z.object({
  formatVersion: z.number().int().positive(),
  createdAt: z.iso.datetime(),
  engine: z.enum(["sqlite", "postgres"]),
  /** The last migration applied to the backed-up database (null: it had none). */
  schemaVersion: z.string().nullable(),
  /** Every migration applied to it, in order. */
  migrations: z.array(z.string()),
  /** PostgreSQL: the schema that was dumped; the dump names it in every statement. */
  postgresSchema: z.string().optional(),
  /** The database file: SQLite's copy or PostgreSQL's dump. */
  database: z.enum(["portal.sqlite", "portal.sql"]),
  /** Rows per table at the moment of the backup. */
  tables: z.record(z.string(), z.number().int().min(0)),
  /** Every file of the backup but the manifest: the database and each uploaded file. */
  files: z.array(BackupFileSchema),
});
export type Manifest = z.infer<typeof ManifestSchema>;

/** Thrown when a backup folder is not one, or not intact; the message says which and why. */
export class BackupInvalidError extends Error {}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash("sha256");
  await pipeline(createReadStream(file), hash);
  return hash.digest("hex");
}

/** Every regular file under `dir`, as `/`-separated paths relative to it, sorted. */
export function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .sort();
}

/** Size and checksum of each file, named relative to `dir`. */
export async function describeFiles(dir: string, paths: string[]): Promise<BackupFile[]> {
  const files: BackupFile[] = [];
  for (const path of paths) {
    const file = join(dir, path);
    files.push({ path, size: statSync(file).size, sha256: await sha256File(file) });
  }
  return files;
}

/** The manifest of `dir`, checked against its schema and format version (not the files). */
export function loadManifest(dir: string): Manifest {
  const file = join(dir, MANIFEST_FILE);
  if (!existsSync(file))
    throw new BackupInvalidError(`${dir} is not a backup: no ${MANIFEST_FILE}`);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, "utf8"));
  } catch {
    throw new BackupInvalidError(`${file} is not valid JSON`);
  }
  const parsed = ManifestSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join(".") || "(manifest)"}: ${issue.message}`,
    );
    throw new BackupInvalidError(`${file} is not a valid manifest:\n  ${problems.join("\n  ")}`);
  }
  const manifest = parsed.data;
  if (manifest.formatVersion > MANIFEST_FORMAT_VERSION) {
    throw new BackupInvalidError(
      `The backup's manifest is format ${manifest.formatVersion}; this version reads format ${MANIFEST_FORMAT_VERSION}: restore it with a newer version of the portal`,
    );
  }
  if (!manifest.files.some((entry) => entry.path === manifest.database)) {
    throw new BackupInvalidError(
      `The manifest does not list the database file ${manifest.database}`,
    );
  }
  return manifest;
}

/** The manifest of `dir`, or undefined when the folder has none or it is not a valid one. */
export function readManifest(dir: string): Manifest | undefined {
  try {
    return loadManifest(dir);
  } catch {
    return undefined;
  }
}

/** Checks that every file the manifest lists is present with its size and SHA-256, and no other. */
export async function verifyFiles(dir: string, manifest: Manifest): Promise<void> {
  const listed = new Set(manifest.files.map((entry) => entry.path));
  const unlisted = listFiles(dir).filter((path) => path !== MANIFEST_FILE && !listed.has(path));
  if (unlisted.length > 0) {
    throw new BackupInvalidError(
      `The backup holds files its manifest does not list (added or renamed since): ${unlisted.slice(0, 5).join(", ")}`,
    );
  }
  for (const entry of manifest.files) {
    const path = join(dir, entry.path);
    if (!existsSync(path) || !statSync(path).isFile()) {
      throw new BackupInvalidError(`The backup is incomplete: ${entry.path} is missing`);
    }
    const size = statSync(path).size;
    if (size !== entry.size || (await sha256File(path)) !== entry.sha256) {
      throw new BackupInvalidError(
        `The backup is damaged: ${entry.path} does not match its checksum in the manifest${size === entry.size ? "" : ` (${size} bytes, the manifest says ${entry.size})`}`,
      );
    }
  }
}
