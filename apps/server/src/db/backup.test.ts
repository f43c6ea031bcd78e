import { createHash } from "node:crypto";
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addContent, databaseIsEmpty, readAllRows, readUploads } from "../test/backup-fixtures";
import { buildTestApp, login, PASSWORD, type TestApp, withPg } from "../test/test-app";
import { backup } from "./backup";
import { type Manifest, withChecksum } from "./backup-manifest";
import { knownMigrations } from "./migrate";
import { type RestoreConfig, RestoreRefusedError, restore } from "./restore";

const readManifestFile = (dir: string): Manifest =>
  JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8")) as Manifest;

describe("backup", () => {
  let t: TestApp;
  let work: string;
  let email: string;
  beforeAll(async () => {
    t = await buildTestApp();
    work = mkdtempSync(join(tmpdir(), "portal-backup-"));
    email = (await addContent(t.app)).user.email;
  });
  afterAll(async () => {
    await t.close();
    rmSync(work, { recursive: true, force: true });
  });

  it("copies the database and every uploaded file while the server runs, with a manifest of schema version, row counts and checksums", async () => {
    const { dir, manifest } = await backup(t.config, { out: join(work, "one") });

    expect(readManifestFile(dir)).toEqual(manifest);
    expect(manifest.formatVersion).toBe(2);
    const { checksum, ...signed } = manifest;
    expect(checksum).toBe(withChecksum(signed).checksum);
    expect(manifest.engine).toBe(t.config.databaseUrl ? "postgres" : "sqlite");
    expect(manifest.schemaVersion).toBe(knownMigrations().at(-1));
    expect(manifest.migrations).toEqual(knownMigrations());
    expect(Date.now() - Date.parse(manifest.createdAt)).toBeLessThan(60_000);
    expect(manifest.tables).toMatchObject({
      tickets: 1,
      kysely_migration: knownMigrations().length,
    });
    expect(manifest.tables.users).toBeGreaterThanOrEqual(3);

    const uploaded = Object.keys(readUploads(t.config.dataDir));
    expect(uploaded.filter((path) => path.startsWith("avatars/"))).toHaveLength(2);
    expect(manifest.files.map((file) => file.path).sort()).toEqual(
      [manifest.database, ...uploaded.map((path) => `uploads/${path}`)].sort(),
    );
    for (const file of manifest.files) {
      const content = readFileSync(join(dir, file.path));
      expect(file.size, file.path).toBe(content.length);
      expect(file.sha256, file.path).toBe(createHash("sha256").update(content).digest("hex"));
    }

    const database = readFileSync(join(dir, manifest.database));
    if (t.config.databaseUrl) {
      expect(manifest.database).toBe("portal.sql");
      expect(manifest.postgresSchema).toBe(t.config.databaseSchema);
      const dump = database.toString("utf8");
      expect(dump).toContain(`CREATE TABLE ${t.config.databaseSchema}.users`);
      expect(dump).toContain(email);
      expect(dump).toContain("Backed up ticket, ভ্রমণ");
      // Loads into an existing schema: restore creates the schema when it is missing.
      expect(dump).not.toMatch(/^CREATE SCHEMA/m);
    } else {
      expect(manifest.database).toBe("portal.sqlite");
      // A self-contained file: no -wal or -shm beside it.
      expect(readdirSync(dir).sort()).toEqual(["manifest.json", "portal.sqlite", "uploads"]);
    }
  });

  it("keeps the newest N backups in BACKUP_DIR and never deletes what is not a backup", async () => {
    const folder = join(work, "backups");
    const config = { ...t.config, backupDir: folder };
    // Not backups: a file, a folder of the operator's, an unfinished backup, a broken manifest.
    mkdirSync(join(folder, "keep-me"), { recursive: true });
    writeFileSync(join(folder, "keep-me", "notes.txt"), "mine");
    writeFileSync(join(folder, "README.txt"), "backups of the portal");
    mkdirSync(join(folder, "unfinished"));
    writeFileSync(join(folder, "unfinished", "portal.sql"), "");
    mkdirSync(join(folder, "broken"));
    writeFileSync(join(folder, "broken", "manifest.json"), '{"engine":"sqlite"}');
    const others = ["README.txt", "broken", "keep-me", "unfinished"];

    // BACKUP_KEEP unset (0) keeps every backup.
    const first = await backup(config);
    const second = await backup(config);
    expect(first.removed).toEqual([]);
    expect(second.removed).toEqual([]);
    expect(second.dir).not.toBe(first.dir);

    const third = await backup(config, { keep: 2 });
    expect(third.removed).toEqual([first.dir]);
    expect(readdirSync(folder).sort()).toEqual(
      [...others, ...[second.dir, third.dir].map((dir) => dir.slice(folder.length + 1))].sort(),
    );

    const fourth = await backup({ ...config, backupKeep: 1 });
    expect(fourth.removed.sort()).toEqual([second.dir, third.dir].sort());
    expect(readdirSync(folder).sort()).toEqual(
      [...others, fourth.dir.slice(folder.length + 1)].sort(),
    );
    expect(readFileSync(join(folder, "keep-me", "notes.txt"), "utf8")).toBe("mine");
  });

  it("refuses to write into a folder that is not empty, and leaves it as it was", async () => {
    const out = join(work, "occupied");
    mkdirSync(out);
    writeFileSync(join(out, "holiday.jpg"), "not a backup");
    await expect(backup(t.config, { out })).rejects.toThrow(/is not empty/);
    expect(readdirSync(out)).toEqual(["holiday.jpg"]);
  });

  it("refuses a symbolic link in the uploads folder rather than leave it out or follow it", async () => {
    const link = join(t.config.dataDir, "uploads", "elsewhere.png");
    symlinkSync("/etc/hostname", link);
    try {
      const out = join(work, "with-link");
      await expect(backup(t.config, { out })).rejects.toThrow(
        `${join(t.config.dataDir, "uploads")} holds what the server never stores there, a symbolic link or another kind of entry: elsewhere.png`,
      );
      expect(readdirSync(out)).toEqual([]);
    } finally {
      rmSync(link);
    }
  });
});

describe("restore", () => {
  let work: string;
  let dir: string;
  let target: RestoreConfig;
  let email: string;
  let rows: Record<string, string[]>;
  let files: Record<string, string>;

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), "portal-restore-"));
    const source = await buildTestApp();
    try {
      email = (await addContent(source.app)).user.email;
      dir = (await backup(source.config, { out: join(work, "backup") })).dir;
      rows = await readAllRows(source.config);
      files = readUploads(source.config.dataDir);
    } finally {
      // Drops the source's PostgreSQL schema: the restore goes into the same schema, empty.
      await source.close();
    }
    target = {
      dataDir: join(work, "data"),
      databaseUrl: source.config.databaseUrl,
      databaseSchema: source.config.databaseSchema,
    };
    const { databaseUrl, databaseSchema } = target;
    if (databaseUrl) await withPg(databaseUrl, (c) => c.query(`create schema ${databaseSchema}`));
  });
  afterAll(async () => {
    const { databaseUrl, databaseSchema } = target;
    if (databaseUrl) {
      await withPg(databaseUrl, (c) => c.query(`drop schema if exists ${databaseSchema} cascade`));
    }
    rmSync(work, { recursive: true, force: true });
  });

  /** A copy of the backup changed by `change`. */
  const alteredCopy = (name: string, change: (copy: string) => void) => {
    const copy = join(work, name);
    cpSync(dir, copy, { recursive: true });
    change(copy);
    return copy;
  };

  it("refuses a backup whose files do not match their checksums, and changes nothing", async () => {
    const avatar = Object.keys(files).find((path) => path.startsWith("avatars/")) ?? "";
    const tampered = alteredCopy("tampered", (copy) => {
      const file = join(copy, "uploads", avatar);
      const content = readFileSync(file);
      content.writeUInt8(content.readUInt8(0) ^ 1, 0);
      writeFileSync(file, content);
    });
    await expect(restore(target, tampered)).rejects.toThrow(
      `The backup is damaged: uploads/${avatar} does not match its checksum in the manifest`,
    );
    const extra = alteredCopy("extra", (copy) => writeFileSync(join(copy, "uploads", "x.png"), ""));
    await expect(restore(target, extra)).rejects.toThrow(/files its manifest does not list/);
    expect(await databaseIsEmpty(target)).toBe(true);
    expect(readUploads(target.dataDir)).toEqual({});
  });

  it("refuses a symbolic link inside the backup, and anything outside it, and changes nothing", async () => {
    const avatar = Object.keys(files).find((path) => path.startsWith("avatars/")) ?? "";
    const outside = join(work, "outside.png");
    writeFileSync(outside, readFileSync(join(dir, "uploads", avatar)));
    // A listed picture replaced by a link to a file outside, with the same content.
    const linkedFile = alteredCopy("linked-file", (copy) => {
      rmSync(join(copy, "uploads", avatar));
      symlinkSync(outside, join(copy, "uploads", avatar));
    });
    await expect(restore(target, linkedFile)).rejects.toThrow(
      `The backup holds a symbolic link, which a backup never does: uploads/${avatar}`,
    );
    // A folder of pictures replaced by a link to the same pictures elsewhere.
    const elsewhere = join(work, "elsewhere");
    cpSync(join(dir, "uploads", "avatars"), elsewhere, { recursive: true });
    const linkedFolder = alteredCopy("linked-folder", (copy) => {
      rmSync(join(copy, "uploads", "avatars"), { recursive: true });
      symlinkSync(elsewhere, join(copy, "uploads", "avatars"));
    });
    await expect(restore(target, linkedFolder)).rejects.toThrow(
      "The backup holds a symbolic link, which a backup never does: uploads/avatars",
    );
    // A manifest naming a file outside the folder, signed as if the backup had written it.
    const escaping = alteredCopy("escaping", (copy) => {
      const manifest = readManifestFile(copy);
      const files = manifest.files.map((entry) =>
        entry.path === `uploads/${avatar}`
          ? { ...entry, path: `uploads/../../outside.png` }
          : entry,
      );
      writeFileSync(
        join(copy, "manifest.json"),
        JSON.stringify(withChecksum({ ...manifest, files })),
      );
    });
    await expect(restore(target, escaping)).rejects.toThrow(
      /must be a path inside the backup folder/,
    );
    expect(await databaseIsEmpty(target)).toBe(true);
    expect(readUploads(target.dataDir)).toEqual({});
  });

  it("refuses a manifest changed after the backup, and row counts that differ from its database, before writing anything", async () => {
    const edit = (name: string, change: (manifest: Manifest) => Manifest, sign: boolean) =>
      alteredCopy(name, (copy) => {
        const changed = change(readManifestFile(copy));
        writeFileSync(
          join(copy, "manifest.json"),
          JSON.stringify(sign ? withChecksum(changed) : changed),
        );
      });
    const moreUsers = (m: Manifest) => ({
      ...m,
      tables: { ...m.tables, users: (m.tables.users ?? 0) + 1 },
    });
    await expect(restore(target, edit("edited", moreUsers, false))).rejects.toThrow(
      "The backup's manifest was changed after the backup wrote it (its checksum does not match)",
    );
    // Signed again, as if the backup had counted wrong: the database's own rows are counted first.
    await expect(restore(target, edit("miscounted", moreUsers, true))).rejects.toThrow(
      /The backup is damaged: its database holds other rows than its manifest says:\n {2}users: \d+ in the database, \d+ in the manifest/,
    );
    // A backup from before the manifest had a checksum (format 1) is read, and counted as well.
    const formatOne = (m: Manifest) => {
      const { checksum: _checksum, ...rest } = moreUsers(m);
      return { ...rest, formatVersion: 1 };
    };
    await expect(restore(target, edit("format-1", formatOne, false))).rejects.toThrow(
      /The backup is damaged: its database holds other rows than its manifest says/,
    );
    expect(await databaseIsEmpty(target)).toBe(true);
    expect(readUploads(target.dataDir)).toEqual({});
  });

  it("refuses a backup of the other engine or of a newer schema version", async () => {
    const edit = (name: string, change: (manifest: Manifest) => Manifest) =>
      alteredCopy(name, (copy) => {
        writeFileSync(
          join(copy, "manifest.json"),
          JSON.stringify(withChecksum(change(readManifestFile(copy)))),
        );
      });
    const otherEngine = edit("other-engine", (m) => ({
      ...m,
      engine: m.engine === "sqlite" ? "postgres" : "sqlite",
    }));
    await expect(restore(target, otherEngine)).rejects.toThrow(/This is a backup of a/);
    const newer = edit("newer", (m) => ({
      ...m,
      schemaVersion: "9999-from-the-future",
      migrations: [...m.migrations, "9999-from-the-future"],
    }));
    await expect(restore(target, newer)).rejects.toThrow(
      /newer version of the portal \(schema version 9999-from-the-future/,
    );
    expect(await databaseIsEmpty(target)).toBe(true);
  });

  it("refuses an uploads folder that holds files, and changes nothing", async () => {
    const stray = join(target.dataDir, "uploads", "avatars", "someone.png");
    mkdirSync(join(target.dataDir, "uploads", "avatars"), { recursive: true });
    writeFileSync(stray, "a picture");
    const refusal = restore(target, dir);
    await expect(refusal).rejects.toBeInstanceOf(RestoreRefusedError);
    await expect(refusal).rejects.toThrow(
      `${join(target.dataDir, "uploads")} holds 1 entry that is not a folder (avatars/someone.png)`,
    );
    expect(await databaseIsEmpty(target)).toBe(true);
    expect(readFileSync(stray, "utf8")).toBe("a picture");
    rmSync(stray);
  });

  it("refuses an uploads folder that holds a symbolic link, and changes nothing", async () => {
    const elsewhere = join(work, "somewhere-else");
    mkdirSync(elsewhere, { recursive: true });
    // Empty, as a restore needs it, but for the link.
    rmSync(join(target.dataDir, "uploads"), { recursive: true, force: true });
    mkdirSync(join(target.dataDir, "uploads"), { recursive: true });
    const link = join(target.dataDir, "uploads", "avatars");
    symlinkSync(elsewhere, link);
    try {
      await expect(restore(target, dir)).rejects.toThrow(
        `${join(target.dataDir, "uploads")} holds 1 entry that is not a folder (avatars)`,
      );
      expect(await databaseIsEmpty(target)).toBe(true);
      expect(readdirSync(elsewhere)).toEqual([]);
    } finally {
      rmSync(link);
    }
  });

  it.runIf(process.env.DATABASE_URL)(
    "stops at the dump's first error and restores nothing (PostgreSQL)",
    async () => {
      const broken = alteredCopy("broken-dump", (copy) => {
        const file = join(copy, "portal.sql");
        const dump = readFileSync(file, "utf8");
        // Between two tables' data: the first is already loaded when the error comes.
        const second = dump.indexOf("\nCOPY ", dump.indexOf("\nCOPY ") + 1);
        writeFileSync(
          file,
          `${dump.slice(0, second)}\nSELECT no_such_function();\n${dump.slice(second)}`,
        );
        // Signed again, as if the dump had been written that way.
        const content = readFileSync(file);
        const manifest = readManifestFile(copy);
        const files = manifest.files.map((entry) =>
          entry.path === "portal.sql"
            ? {
                ...entry,
                size: content.length,
                sha256: createHash("sha256").update(content).digest("hex"),
              }
            : entry,
        );
        writeFileSync(
          join(copy, "manifest.json"),
          JSON.stringify(withChecksum({ ...manifest, files })),
        );
      });
      await expect(restore(target, broken)).rejects.toThrow(
        /psql stopped at the first error and rolled the restore back[\s\S]*no_such_function/,
      );
      expect(await databaseIsEmpty(target)).toBe(true);
      expect(readUploads(target.dataDir)).toEqual({});
    },
  );

  it("restores into an empty database the same rows and the same files", async () => {
    const result = await restore(target, dir);

    expect(result.tables).toEqual(readManifestFile(dir).tables);
    expect(result.files).toBe(Object.keys(files).length);
    expect(await readAllRows(target)).toEqual(rows);
    expect(readUploads(target.dataDir)).toEqual(files);
    if (!target.databaseUrl) {
      expect(readdirSync(target.dataDir).sort()).toEqual(["portal.sqlite", "uploads"]);
    }
  });

  it("refuses to restore over a database that has rows, and changes nothing", async () => {
    const refusal = restore(target, dir);
    await expect(refusal).rejects.toBeInstanceOf(RestoreRefusedError);
    await expect(refusal).rejects.toThrow(
      /Restore only goes into an empty database and an empty uploads folder, and this one is not:/,
    );
    await expect(refusal).rejects.toThrow(/holds \d+ table\(s\)/);
    await expect(refusal).rejects.toThrow(/Nothing was changed/);
    expect(await readAllRows(target)).toEqual(rows);
    expect(readUploads(target.dataDir)).toEqual(files);
  });

  it("gives a site its accounts back: a restored customer signs in with their password", async () => {
    const site = await buildTestApp({
      dataDir: target.dataDir,
      databaseSchema: target.databaseSchema,
    });
    try {
      const user = await login(site.app, email, PASSWORD);
      expect(user.name).toBe("Bina Backup");
      expect(user.avatarUrl).toMatch(/avatars/);
      const avatar = await site.app.inject({ method: "GET", url: user.avatarUrl ?? "" });
      expect(avatar.statusCode).toBe(200);
    } finally {
      await site.close();
    }
  });
});
