// Backup and restore tests: content to back up (accounts, a ticket, uploaded pictures), and
// everything a database and data folder hold, to compare a restored copy with its source.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { AuthUser } from "@app/shared/users";
import SQLite from "better-sqlite3";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import type { Config } from "../config";
import { listFiles } from "../db/backup-manifest";
import { postgresRelations, sqliteTables } from "../db/database-contents";
import { multipartBody } from "./multipart";
import { auth, createUser, withPg } from "./test-app";

/** A customer with a ticket and a profile picture, and a second one with a picture. */
export async function addContent(app: FastifyInstance): Promise<{ user: AuthUser }> {
  const user = await createUser(app, "user", "Bina Backup");
  const other = await createUser(app, "user", "Ratan Restore");
  const ticket = await app.inject({
    method: "POST",
    url: "/api/tickets/",
    headers: auth(user.token),
    payload: { product: "plassey", description: "Backed up ticket, ভ্রমণ" },
  });
  if (ticket.statusCode !== 201) throw new Error(`ticket: ${ticket.body}`);
  for (const [account, colour] of [
    [user, "#0a0"],
    [other, "#a00"],
  ] as const) {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: colour } })
      .png()
      .toBuffer();
    const upload = multipartBody("avatar", "me.png", "image/png", png);
    const avatar = await app.inject({
      method: "PUT",
      url: "/api/users/me/avatar",
      headers: { ...auth(account.token), ...upload.headers },
      payload: upload.payload,
    });
    if (avatar.statusCode !== 200) throw new Error(`avatar: ${avatar.body}`);
  }
  return { user };
}

type Target = Pick<Config, "dataDir" | "databaseUrl" | "databaseSchema">;

export async function readAllRows(target: Target): Promise<Record<string, string[]>> {
  const tables: Record<string, string[]> = {};
  if (target.databaseUrl) {
    const schema = target.databaseSchema ?? "public";
    await withPg(target.databaseUrl, async (client) => {
      const { rows } = await client.query<{ name: string }>(
        "select tablename as name from pg_tables where schemaname = $1",
        [schema],
      );
      for (const { name } of rows) {
        const all = await client.query(
          `select * from ${client.escapeIdentifier(schema)}.${client.escapeIdentifier(name)}`,
        );
        tables[name] = all.rows.map((row) => JSON.stringify(row)).sort();
      }
    });
    return tables;
  }
  const file = join(target.dataDir, "portal.sqlite");
  if (!existsSync(file)) return tables;
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    for (const name of sqliteTables(db)) {
      const rows = db.prepare(`select * from "${name}"`).all();
      tables[name] = rows.map((row) => JSON.stringify(row)).sort();
    }
  } finally {
    db.close();
  }
  return tables;
}

/** True when the database holds no table (PostgreSQL: nothing in the schema). */
export async function databaseIsEmpty(target: Target): Promise<boolean> {
  if (target.databaseUrl) {
    const url = target.databaseUrl;
    const relations = await withPg(url, (client) =>
      postgresRelations(client, target.databaseSchema ?? "public"),
    );
    return relations.length === 0;
  }
  return Object.keys(await readAllRows(target)).length === 0;
}

/** Each file under DATA_DIR/uploads with the SHA-256 of its content. */
export function readUploads(dataDir: string): Record<string, string> {
  const uploads = join(dataDir, "uploads");
  return Object.fromEntries(
    listFiles(uploads).map((path) => [
      path,
      createHash("sha256")
        .update(readFileSync(join(uploads, path)))
        .digest("hex"),
    ]),
  );
}
