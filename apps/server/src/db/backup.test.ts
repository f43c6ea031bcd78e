import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartBody } from "../test/multipart";
import { auth, buildTestApp, createUser, type TestApp } from "../test/test-app";
import { backup } from "./backup";

describe("backup", () => {
  let t: TestApp;
  let out: string;
  beforeAll(async () => {
    t = await buildTestApp();
    out = mkdtempSync(join(tmpdir(), "portal-backup-"));
  });
  afterAll(async () => {
    await t.close();
    rmSync(out, { recursive: true, force: true });
  });

  it("copies every account and ticket, and the uploaded pictures, while the server runs", async () => {
    const user = await createUser(t.app, "user", "Bina Backup");
    const ticket = await t.app.inject({
      method: "POST",
      url: "/api/tickets/",
      headers: auth(user.token),
      payload: { product: "plassey", description: "Backed up ticket" },
    });
    expect(ticket.statusCode).toBe(201);
    const png = await sharp({
      create: { width: 8, height: 8, channels: 3, background: "#0a0" },
    })
      .png()
      .toBuffer();
    const upload = multipartBody("avatar", "me.png", "image/png", png);
    const avatar = await t.app.inject({
      method: "PUT",
      url: "/api/users/me/avatar",
      headers: { ...auth(user.token), ...upload.headers },
      payload: upload.payload,
    });
    expect(avatar.statusCode).toBe(200);
    const avatarFile = avatar.json<{ avatarUrl: string }>().avatarUrl.split("/").pop() ?? "";

    const result = await backup(t.config, out);

    expect(result.uploads).toBe(true);
    expect(readFileSync(join(out, "uploads", "avatars", avatarFile)).length).toBeGreaterThan(0);
    const manifest = JSON.parse(readFileSync(join(out, "manifest.json"), "utf8"));
    if (t.config.databaseUrl) {
      expect(manifest.engine).toBe("postgres");
      const dump = readFileSync(result.database, "utf8");
      expect(dump).toContain(`CREATE TABLE ${t.config.databaseSchema}.users`);
      expect(dump).toContain(user.email);
      expect(dump).toContain("Backed up ticket");
    } else {
      expect(manifest.engine).toBe("sqlite");
      const copy = new SQLite(result.database, { readonly: true });
      try {
        const row = copy
          .prepare("select u.email, t.description from tickets t join users u on u.id = t.user_id")
          .get() as { email: string; description: string };
        expect(row).toEqual({ email: user.email, description: "Backed up ticket" });
      } finally {
        copy.close();
      }
    }
  });
});
