// A backup folder's manifest.json: what the backup holds (engine, schema version, row counts), the
// size and SHA-256 of every file in it, and the SHA-256 of the manifest itself, so a restore can
// prove the folder is intact before it writes anything.
import { createHash } from "node:crypto";
import { createReadStream, existsSync, lstatSync, readdirSync, readFileSync } from "node:fs";
import { isAbsolute, join, relative, sep } from "node:path";
import { pipeline } from "node:stream/promises";
import { z } from "zod";

export const MANIFEST_FILE = "manifest.json";
/** 2: the manifest carries its own checksum (1, without it, is still read). */
export const MANIFEST_FORMAT_VERSION = 2;

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
  /** SHA-256 of the rest of the manifest (see manifestChecksum); from format 2 on. */
  checksum: z
    .string()
    .regex(/^[0-9a-f]{64}$/, "must be a SHA-256 in hex")
    .optional(),
});
export type Manifest = z.infer<typeof ManifestSchema>;

/** JSON with every object's keys in order, so the same manifest always reads the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** SHA-256 of a manifest as read from its file, without its `checksum` field. */
function manifestChecksum(raw: object): string {
  const { checksum: _checksum, ...rest } = raw as Record<string, unknown>;
  return createHash("sha256").update(canonicalJson(rest)).digest("hex");
}

/** The manifest with its checksum set (made by a backup, or by a test that alters one). */
export function withChecksum<T extends object>(manifest: T): T & { checksum: string } {
  return { ...manifest, checksum: manifestChecksum(manifest) };
}

/** Thrown when a backup folder is not one, or not intact; the message says which and why. */
export class BackupInvalidError extends Error {}

export async function sha256File(file: string): Promise<string> {
  const hash = createHash("sha256");
  await pipeline(createReadStream(file), hash);
  return hash.digest("hex");
}

/**
 * Everything under `dir` but folders (regular files, and also symbolic links, which are never
 * followed, and any other kind), as `/`-separated paths relative to it, sorted.
 */
export function listEntries(dir: string): { path: string; isFile: boolean }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => ({
      path: relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"),
      isFile: entry.isFile(),
    }))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** Every regular file under `dir`, as `/`-separated paths relative to it, sorted. */
export function listFiles(dir: string): string[] {
  return listEntries(dir)
    .filter((entry) => entry.isFile)
    .map((entry) => entry.path);
}

/** Size and checksum of each file, named relative to `dir`. */
export async function describeFiles(dir: string, paths: string[]): Promise<BackupFile[]> {
  const files: BackupFile[] = [];
  for (const path of paths) {
    const file = join(dir, path);
    files.push({ path, size: lstatSync(file).size, sha256: await sha256File(file) });
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
  // Checked before anything the manifest says is believed (a copy of it edited by hand, or
  // damaged). Format 1 had no checksum; its row counts are still checked against the database.
  if (parsed.success && parsed.data.formatVersion >= 2) {
    if (parsed.data.checksum === undefined) {
      throw new BackupInvalidError(
        `${file} has no checksum, which its format ${parsed.data.formatVersion} requires`,
      );
    }
    if (manifestChecksum(raw as object) !== parsed.data.checksum) {
      throw new BackupInvalidError(
        "The backup's manifest was changed after the backup wrote it (its checksum does not match); restore an intact copy of the backup",
      );
    }
  }
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

/**
 * Checks that every file the manifest lists is present with its size and SHA-256, and no other,
 * and that the folder holds nothing but folders and regular files: a backup never holds a symbolic
 * link, so none is followed out of it.
 */
export async function verifyFiles(dir: string, manifest: Manifest): Promise<void> {
  const entries = listEntries(dir);
  const odd = entries.filter((entry) => !entry.isFile).map((entry) => entry.path);
  if (odd.length > 0) {
    const links = odd.filter((path) => lstatSync(join(dir, path)).isSymbolicLink());
    throw new BackupInvalidError(
      links.length > 0
        ? `The backup holds a symbolic link, which a backup never does: ${links.slice(0, 5).join(", ")}`
        : `The backup holds something that is neither a file nor a folder: ${odd.slice(0, 5).join(", ")}`,
    );
  }
  const listed = new Set(manifest.files.map((entry) => entry.path));
  const unlisted = entries
    .map((entry) => entry.path)
    .filter((path) => path !== MANIFEST_FILE && !listed.has(path));
  if (unlisted.length > 0) {
    throw new BackupInvalidError(
      `The backup holds files its manifest does not list (added or renamed since): ${unlisted.slice(0, 5).join(", ")}`,
    );
  }
  const present = new Set(entries.map((entry) => entry.path));
  for (const entry of manifest.files) {
    // Only what the listing found: a path through a linked folder is never opened.
    if (!present.has(entry.path)) {
      throw new BackupInvalidError(`The backup is incomplete: ${entry.path} is missing`);
    }
    const path = join(dir, entry.path);
    const size = lstatSync(path).size;
    if (size !== entry.size || (await sha256File(path)) !== entry.sha256) {
      throw new BackupInvalidError(
        `The backup is damaged: ${entry.path} does not match its checksum in the manifest${size === entry.size ? "" : ` (${size} bytes, the manifest says ${entry.size})`}`,
      );
    }
  }
}
